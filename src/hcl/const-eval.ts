// Evaluates a kernel-owned expression as upstream does (checks.md §0.3): with a nil
// hcl.EvalContext, or in a provider body with only env(), through the one evaluator
// (src/hcl/eval). HCL's errors become findings; a variable or function call HCL never gets to
// (a short-circuited operand, the branch a condition does not take, the body of a for over
// nothing: hcl v2.24's rules, so the kernel loads the file) is an expr-not-allowed warning
// that says so, as the spec allows only literals here. The result keeps the range of every value,
// object key and element so findings can point inside values.
import type { Expression, Range } from './ast.js';
import type { Change, SourceDiagnostic } from '../diagnostics/diagnostic.js';
import { type BigFloat, evaluate, envContext, type Entry, type EvalDiagnostic, type Value } from './eval/index.js';
import { walkExpression } from './walk.js';

export interface LocatedEntry {
  key: string;
  keyRange: Range;
  value: LocatedValue;
  /** The whole `key = value` item. */
  range: Range;
  /** False for an entry a for expression made: its keyRange is the for's key expression, shared by every entry it makes (no fix renames it). */
  literal: boolean;
}

export type LocatedValue =
  | { type: 'string'; value: string; range: Range }
  /** `value` is the nearest float64; `exact` is cty's number, which integer slots truncate. */
  | { type: 'number'; value: number; exact: BigFloat; range: Range }
  | { type: 'bool'; value: boolean; range: Range }
  | { type: 'null'; range: Range }
  /** Only in provider bodies: an `env()` call, known at run time only. */
  | { type: 'unknown'; range: Range }
  | { type: 'tuple'; elements: LocatedValue[]; range: Range }
  /** Entries keep source order; a repeated key keeps only its last item (HCL's last-wins). */
  | { type: 'object'; entries: LocatedEntry[]; range: Range };

export function typeName(v: LocatedValue): string {
  switch (v.type) {
    case 'tuple':
      return 'list';
    case 'object':
      return 'object';
    default:
      return v.type;
  }
}

/** Past this many characters a string or number is cut in messages, with "…": the frame shows where it is. */
const SHOWN_CHARS = 60;

/** `text` cut after SHOWN_CHARS code points (never inside a surrogate pair). */
function shown(text: string): string {
  let end = 0;
  let count = 0;
  for (const ch of text) {
    if (count === SHOWN_CHARS) return `${text.slice(0, end)}…`;
    end += ch.length;
    count++;
  }
  return text;
}

/** A short rendering of a value for messages. */
export function describeValue(v: LocatedValue): string {
  switch (v.type) {
    case 'string':
      return JSON.stringify(shown(v.value));
    case 'number':
      return shown(v.exact.toText());
    case 'bool':
      return String(v.value);
    case 'null':
      return 'null';
    case 'unknown':
      return 'a value known only at run time';
    case 'tuple':
      return 'a list';
    case 'object':
      return 'an object';
  }
}

/** The ids of evaluateConst's findings (src/rules holds their metas); a misspelt one does not compile. */
export const CONST_EVAL_RULE_IDS = ['expr-not-allowed', 'attr-type-mismatch', 'duplicate-last-wins'] as const;
export type ConstEvalRuleId = (typeof CONST_EVAL_RULE_IDS)[number];

export interface EvalResult {
  /** null when the kernel cannot evaluate the expression (the reason is in `diagnostics`). */
  value: LocatedValue | null;
  diagnostics: SourceDiagnostic<ConstEvalRuleId>[];
}

export interface EvalOptions {
  /**
   * Provider-body regime (checks.md §0.3 regime 2): `env("NAME")` is callable and yields an
   * unknown value; any other function is unknown to the kernel.
   */
  allowEnv?: boolean;
}

/** A variable or function call written in the expression, as the spec forbids. */
interface Reference {
  /** Certain where it applies: `env(NAME)` quoted. */
  fix?: Change;
  start: number;
  range: Range;
  /** The finding where HCL evaluates it, and the kernel refuses the file. */
  message: string;
  notes: string[];
  /** The finding where HCL never evaluates it, and the kernel loads the file. */
  unevaluated: string;
}

/**
 * Evaluates `expr` with no variables and no functions (or only `env`, see EvalOptions).
 * `where` names the attribute for messages (e.g. `max_turns`, `match`).
 */
export function evaluateConst(expr: Expression, where: string, options: EvalOptions = {}): EvalResult {
  const allowEnv = options.allowEnv ?? false;
  const outcome = evaluate(expr, allowEnv ? envContext() : null);
  const references = forbiddenReferences(expr, where, allowEnv);
  const byStart = new Map(references.map((r) => [r.start, r]));
  const reported = new Set<Reference>();
  const diagnostics: SourceDiagnostic<ConstEvalRuleId>[] = [];
  for (const d of outcome.diagnostics) {
    const ref = d.cause === 'variable' || d.cause === 'function' ? byStart.get(d.range.start.offset) : undefined;
    if (ref !== undefined) {
      // A for expression reports the same reference once per element.
      if (reported.has(ref)) continue;
      reported.add(ref);
      diagnostics.push({
        ruleId: 'expr-not-allowed',
        severity: 'error',
        message: ref.message,
        range: ref.range,
        notes: ref.notes,
        ...(ref.fix && { fix: ref.fix }),
      });
    } else diagnostics.push(finding(d, where));
  }
  // HCL never evaluated these, so the kernel loads the file: a warning that says so, not an error.
  for (const ref of references) {
    if (reported.has(ref)) continue;
    diagnostics.push({ ruleId: 'expr-not-allowed', severity: 'warning', message: ref.unevaluated, range: ref.range });
  }
  for (const o of outcome.overwritten) {
    diagnostics.push({
      ruleId: 'duplicate-last-wins',
      severity: 'warning',
      message: `Duplicate key "${o.key}" in ${where}: the kernel keeps only this last value and ignores the one on line ${o.earlier.start.line}; remove one of them`,
      range: o.range,
    });
  }
  if (outcome.diagnostics.length > 0) return { value: null, diagnostics };
  return { value: located(outcome.value, expr.range), diagnostics };
}

function finding(d: EvalDiagnostic, where: string): SourceDiagnostic<ConstEvalRuleId> {
  if (d.cause === 'limit')
    return { ruleId: 'expr-not-allowed', severity: 'error', message: `${d.summary}: ${where}: ${d.detail} Write the value out.`, range: d.range };
  return { ruleId: 'attr-type-mismatch', severity: 'error', message: `${d.summary} in ${where}: ${d.detail}`, range: d.range };
}

/** The located view of a cty value: collections from type unification read as tuples and objects. */
function located(v: Value, fallback: Range): LocatedValue {
  const range = v.range ?? fallback;
  switch (v.kind) {
    case 'string':
    case 'bool':
      return v.kind === 'string' ? { type: 'string', value: v.value, range } : { type: 'bool', value: v.value, range };
    case 'number':
      return { type: 'number', value: v.value.toNumber(), exact: v.value, range };
    case 'null':
      return { type: 'null', range };
    case 'unknown':
      return { type: 'unknown', range };
    case 'tuple':
    case 'list':
    case 'set':
      return { type: 'tuple', elements: v.elements.map((e) => located(e, range)), range };
    case 'object':
    case 'map':
      return { type: 'object', entries: [...v.entries].map(([key, e]) => entry(key, e, range)), range };
  }
}

function entry(key: string, e: Entry, fallback: Range): LocatedEntry {
  const value = located(e.value, fallback);
  return { key, keyRange: e.keyRange ?? value.range, value, range: e.itemRange ?? fallback, literal: e.itemRange !== undefined };
}

type Explained = Pick<Reference, 'message' | 'notes' | 'unevaluated' | 'fix'>;

/**
 * `env(ANTHROPIC_API_KEY)`: the one finding at the bare name, and the quotes as its fix. The
 * name stays out of the message and the edits (inserted quotes around it): in a provider body a
 * bare word may be a token pasted in.
 */
function unquotedEnvName(where: string, name: Range): Explained {
  const quote = (at: Range['start']) => ({ range: { start: at, end: at }, text: '"' });
  return {
    fix: { message: "Quote env()'s argument", edits: [quote(name.start), quote(name.end)] },
    message: `env's argument must be quoted: ${where} passes env() a bare name; write it as a string, env("NAME")`,
    notes: [],
    unevaluated: unevaluated(where, 'passes env() a bare name'),
  };
}

/** `does` is what the expression does there: `refers to nope`, `calls upper()`. */
function unevaluated(where: string, does: string): string {
  return `${where} ${does}, which HCL never evaluates here (a short-circuited operand, the branch the condition does not take, or a for over nothing), so the kernel loads this file; the spec allows only literal values: write the value literally`;
}

const NO_VARIABLES = ['there are no variables here'];

function variableMessage(name: string, where: string, allowEnv: boolean, traversal = name): Explained {
  // A provider body is where secrets are written: never quote what it refers to.
  if (allowEnv)
    return {
      message: `Variables not allowed: ${where} cannot refer to a variable; quote the value if it is text, or use env("NAME")`,
      notes: NO_VARIABLES,
      unevaluated: unevaluated(where, 'refers to a variable'),
    };
  const base = `Variables not allowed: ${where} refers to ${traversal}`;
  return {
    message: traversal === name ? `${base}; if "${name}" is meant as text, quote it: "${name}"` : `${base}; write the value literally`,
    notes: NO_VARIABLES,
    unevaluated: unevaluated(where, `refers to ${traversal}`),
  };
}

/** `local.default_turns` for a traversal rooted at a variable, or null. */
function traversalText(expr: Expression): { root: string; text: string } | null {
  if (expr.type === 'Variable') return { root: expr.name, text: expr.name };
  if (expr.type === 'GetAttr') {
    const inner = traversalText(expr.object);
    return inner && { root: inner.root, text: expr.legacyIndex !== undefined ? `${inner.text}.${expr.legacyIndex}` : `${inner.text}.${expr.name}` };
  }
  if (expr.type === 'Index') {
    const inner = traversalText(expr.collection);
    return inner && { root: inner.root, text: `${inner.text}[...]` };
  }
  return null;
}

function functionMessage(name: string, where: string, allowEnv: boolean): Explained {
  const never = unevaluated(where, `calls ${name}()`);
  if (allowEnv)
    return { message: `Call to unknown function: ${where} calls ${name}(); only env() is available in provider blocks`, notes: [], unevaluated: never };
  if (name === 'env')
    return {
      message: `Function calls not allowed: ${where} cannot call env(); write the value literally`,
      notes: ['env() is only evaluated inside provider blocks'],
      unevaluated: never,
    };
  return { message: `Function calls not allowed: ${where} cannot call ${name}(); write the value literally`, notes: [], unevaluated: never };
}

/** Every free variable and every function call the context lacks; HCL evaluates no arguments of such a call. */
function forbiddenReferences(expr: Expression, where: string, allowEnv: boolean, bound: ReadonlySet<string> = new Set(), out: Reference[] = []): Reference[] {
  walkExpression(
    expr,
    (e, step) => {
      if (e.type === 'FunctionCall') {
        if (allowEnv && e.name === 'env') {
          const [arg] = e.args;
          if (e.args.length !== 1 || arg.type !== 'Variable' || step.bound.has(arg.name)) return true;
          out.push({ start: arg.range.start.offset, range: arg.range, ...unquotedEnvName(where, arg.range) });
          return false;
        }
        out.push({ start: e.range.start.offset, range: e.range, ...functionMessage(e.name, where, allowEnv) });
        return false;
      }
      if (e.type !== 'Variable' && e.type !== 'GetAttr' && e.type !== 'Index') return true;
      const t = traversalText(e);
      if (t === null || step.bound.has(t.root)) return true;
      out.push({ start: e.range.start.offset, range: e.range, ...variableMessage(t.root, where, allowEnv, t.text) });
      // An index key is evaluated on its own.
      if (e.type === 'Index') forbiddenReferences(e.key, where, allowEnv, step.bound, out);
      return false;
    },
    { bound },
  );
  return out;
}
