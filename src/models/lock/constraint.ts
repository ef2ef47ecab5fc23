// Terraform version constraints: comma-separated clauses `[op] VERSION`, a bare version meaning `=`.
// Parse errors carry the offending clause's offset in the string, so a diagnostic can point into
// the string literal rather than at the whole attribute.
import { compareVersions, parseVersion, type Version } from './version.js';

export type Operator = '=' | '!=' | '>' | '>=' | '<' | '<=' | '~>';

export interface Clause {
  op: Operator;
  version: Version;
  /** Offset and length of the clause in the constraint string (UTF-16 code units), trimmed. */
  offset: number;
  length: number;
}

export interface ConstraintError {
  /** Completes `version "…": `; says "it" for the clause when it is the whole constraint. */
  message: string;
  /** Offset and length of the offending text in the constraint string (UTF-16 code units). */
  offset: number;
  length: number;
}

export type ConstraintParse = { ok: true; clauses: Clause[] } | { ok: false; error: ConstraintError };

const OPERATORS: readonly Operator[] = ['>=', '<=', '!=', '~>', '=', '>', '<'];
const OPERATOR_LIST = '=, !=, >, >=, <, <=, ~>';

/** What a constraint is, for a note under any of these errors. */
export const WHAT_A_CONSTRAINT_IS = `a version constraint is a comma-separated list of clauses, each an optional operator (${OPERATOR_LIST}) and a version N[.N[.N]][-pre][+build]`;

/** Operators from other ecosystems that users reach for, with what to write instead. */
const FOREIGN_OPERATORS: Record<string, string> = {
  '^': '"^" is npm\'s, not a Terraform operator; use "~>" (e.g. "~> 1.2")',
  '~': '"~" is not a Terraform operator; use "~>"',
  '==': '"==" is not a Terraform operator; use "=" or a bare version',
  '=>': '"=>" is not a Terraform operator; use ">="',
  '=<': '"=<" is not a Terraform operator; use "<="',
};

function parseClause(text: string, start: number, whole: boolean): Clause | ConstraintError {
  const lead = text.length - text.trimStart().length;
  const body = text.trim();
  const clause = whole ? 'it' : `"${body}"`;
  const offset = start + lead;
  if (body === '') {
    // Point at the stray comma: the one before this empty clause, or after it when it comes first.
    const comma = start > 0 ? start - 1 : text.length;
    return { message: 'empty clause: remove the extra comma or add a version', offset: comma, length: 1 };
  }

  const foreign = Object.keys(FOREIGN_OPERATORS)
    .sort((a, b) => b.length - a.length)
    .find((op) => body.startsWith(op) && !OPERATORS.some((own) => body.startsWith(own) && own.length >= op.length));
  if (foreign !== undefined) return { message: FOREIGN_OPERATORS[foreign], offset, length: body.length };

  const op = OPERATORS.find((o) => body.startsWith(o));
  const rest = op === undefined ? body : body.slice(op.length);
  const versionText = rest.trimStart();
  const versionOffset = offset + (body.length - versionText.length);
  if (versionText === '') return { message: `${clause} has no version after the operator`, offset, length: body.length };

  const version = parseVersion(versionText);
  if (version === null) {
    const gap = /\s/.exec(versionText);
    if (gap !== null && parseVersion(versionText.slice(0, gap.index)) !== null) {
      return { message: `${clause} holds several clauses; separate them with commas`, offset, length: body.length };
    }
    return {
      message: `${whole && versionText === body ? 'it' : `"${versionText}"`} is not a version: expected N[.N[.N]][-pre][+build]`,
      offset: versionOffset,
      length: versionText.length,
    };
  }
  return { op: op ?? '=', version, offset, length: body.length };
}

export function parseConstraints(text: string): ConstraintParse {
  if (text.trim() === '') return { ok: false, error: { message: 'empty version constraint: write e.g. "~> 1.2"', offset: 0, length: text.length } };
  const clauses: Clause[] = [];
  let start = 0;
  const parts = text.split(',');
  for (const part of parts) {
    const clause = parseClause(part, start, parts.length === 1);
    if ('message' in clause) return { ok: false, error: clause };
    clauses.push(clause);
    start += part.length + 1;
  }
  return { ok: true, clauses };
}

function sameRelease(a: Version, b: Version): boolean {
  return a.major === b.major && a.minor === b.minor && a.patch === b.patch;
}

/** The exclusive upper bound of `~> v`: the component before the last written one goes up. */
function pessimisticCeiling(v: Version): Version | null {
  const base = { prerelease: [], build: '', precision: 3 as const, raw: '' };
  if (v.precision === 3) return { ...base, major: v.major, minor: v.minor + 1, patch: 0 };
  if (v.precision === 2) return { ...base, major: v.major + 1, minor: 0, patch: 0 };
  return null;
}

function clauseHolds(version: Version, clause: Clause): boolean {
  const c = compareVersions(version, clause.version);
  switch (clause.op) {
    case '=':
      return c === 0;
    case '!=':
      return c !== 0;
    case '>':
      return c > 0;
    case '>=':
      return c >= 0;
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '~>': {
      if (c < 0) return false;
      const ceiling = pessimisticCeiling(clause.version);
      return ceiling === null || compareVersions(version, ceiling) < 0;
    }
  }
}

/**
 * The first clause `version` fails, or null when none fails on its own (it satisfies the set, or
 * it is a prerelease that no exact clause names).
 */
export function failingClause(version: Version, clauses: readonly Clause[]): Clause | null {
  return clauses.find((c) => !clauseHolds(version, c)) ?? null;
}

/**
 * Whether `version` satisfies every clause. Terraform's prerelease rule: a prerelease version is
 * selected only by an exact (`=` or bare) clause naming that same version, never by a range.
 */
export function satisfies(version: Version, clauses: readonly Clause[]): boolean {
  if (version.prerelease.length > 0) {
    const named = clauses.some((c) => c.op === '=' && sameRelease(c.version, version) && compareVersions(c.version, version) === 0);
    if (!named) return false;
  }
  return clauses.every((c) => clauseHolds(version, c));
}
