// A version constraint written with another ecosystem's operators, rewritten to the Terraform
// constraint that allows exactly the same versions: npm's ^1.2 is ~> 1.2, ~1.2.3 is ~> 1.2.3,
// == is =. Only a rewrite that is certainly equivalent is made; anything else is left alone.
import { parseConstraints } from '../../../models/lock/constraint.js';
import { parseVersion, type Version } from '../../../models/lock/version.js';

const SAME_OPERATOR: Record<string, string> = { '==': '=', '=>': '>=', '=<': '<=' };

/** npm's caret: below the next major (for 1.x and later); ^0.x is npm's own rule, not rewritten. */
function caret(v: Version): string | null {
  if (v.major === 0 || v.prerelease.length > 0) return null;
  if (v.precision === 1) return `~> ${v.major}.0`;
  if (v.precision === 2) return `~> ${v.major}.${v.minor}`;
  return `>= ${v.raw}, < ${v.major + 1}.0.0`;
}

/** npm's tilde: below the next minor (or the next major for ~1). */
function tilde(v: Version): string | null {
  if (v.prerelease.length > 0) return null;
  if (v.precision === 1) return `~> ${v.major}.0`;
  if (v.precision === 2) return `~> ${v.major}.${v.minor}.0`;
  return `~> ${v.raw}`;
}

function clause(text: string): string | null {
  const body = text.trim();
  const op = ['==', '=>', '=<', '^', '~'].find((o) => body.startsWith(o) && !body.startsWith('~>'));
  if (op === undefined) return body;
  const v = parseVersion(body.slice(op.length).trim());
  if (v === null) return null;
  if (op === '^') return caret(v);
  if (op === '~') return tilde(v);
  return `${SAME_OPERATOR[op]} ${v.raw}`;
}

/** The Terraform spelling of `text`, or null when it has none certain or is no rewrite. */
export function terraformConstraint(text: string): string | null {
  const clauses = text.split(',').map(clause);
  if (clauses.some((c) => c === null)) return null;
  const out = clauses.join(', ');
  return out !== text && parseConstraints(out).ok ? out : null;
}
