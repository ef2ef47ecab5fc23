// Evaluating expressions the way HCL does with a nil EvalContext: literals and everything built from them.
// Variables and function calls are refused (they need a context), with the range of the offending part.
import type { Expression, ForExpr, ObjectExpr, Range, TemplatePart } from './ast.js';

export type HclValue = null | boolean | number | string | HclValue[] | { [key: string]: HclValue };

export type EvalResult =
  | { ok: true; value: HclValue }
  | { ok: false; reason: 'variable' | 'function' | 'error'; message: string; range: Range };

type Failure = Extract<EvalResult, { ok: false }>;
type HclObject = { [key: string]: HclValue };

class EvalFailure {
  constructor(readonly result: Failure) {}
}

interface Scope {
  vars: Map<string, HclValue>;
  parent: Scope | null;
  /** The current element of a splat's per-element traversal. */
  splatItem?: HclValue;
  /** Root scope only: evaluating without any variables (HCL's nil EvalContext). */
  nilContext?: boolean;
}

function fail(reason: Failure['reason'], message: string, range: Range): never {
  throw new EvalFailure({ ok: false, reason, message, range });
}

/** The value of `expr` with no variables and no functions (HCL's nil EvalContext). */
export function evaluateLiteral(expr: Expression): EvalResult {
  return evaluateWith(expr, null);
}

/** The value of `expr` with the given global variables (still no functions); null means none at all. */
export function evaluateWith(expr: Expression, variables: Record<string, HclValue> | null): EvalResult {
  const root: Scope = { vars: new Map(Object.entries(variables ?? {})), parent: null, nilContext: variables === null };
  try {
    steps = 0;
    return { ok: true, value: evaluate(expr, root) };
  } catch (err) {
    if (err instanceof EvalFailure) return err.result;
    // Parsed expressions are at most MAX_NESTING deep; hand-built ones could still exhaust the stack.
    if (err instanceof RangeError) return { ok: false, reason: 'error', message: 'Expression too deeply nested to evaluate', range: expr.range };
    throw err;
  }
}

function typeName(v: HclValue): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'tuple';
  switch (typeof v) {
    case 'boolean':
      return 'bool';
    case 'number':
      return 'number';
    case 'string':
      return 'string';
    default:
      return 'object';
  }
}

function isObject(v: HclValue): v is HclObject {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function newObject(): HclObject {
  return Object.create(null) as HclObject;
}

function hasKey(o: HclObject, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, k);
}

/** Numbers in plain decimal, as HCL writes them when converting to a string (never exponent notation). */
function numberToString(n: number): string {
  const s = String(n);
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (m === null) return s;
  const [, sign, int, frac = '', expText] = m;
  const digits = int + frac;
  const point = int.length + Number(expText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

const NUMBER_TEXT = /^-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

function toNumber(v: HclValue, range: Range): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && NUMBER_TEXT.test(v)) return Number(v);
  fail('error', `Invalid operand: a number is required here, but this is ${describe(v)}`, range);
}

function toBool(v: HclValue, range: Range): boolean {
  if (typeof v === 'boolean') return v;
  if (v === 'true') return true;
  if (v === 'false') return false;
  fail('error', `Invalid operand: a bool is required here, but this is ${describe(v)}`, range);
}

function describe(v: HclValue): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return `the string ${JSON.stringify(v)}`;
  return `a ${typeName(v)} value`;
}

/** HCL's conversion of a primitive to string (for interpolation and object keys). */
function toText(v: HclValue, range: Range, what: string): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return numberToString(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  fail('error', `${what}: ${v === null ? 'the value is null' : `a ${typeName(v)} value cannot be converted to a string`}`, range);
}

function equal(a: HclValue, b: HclValue): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => hasKey(b, k) && equal(a[k], b[k]));
  }
  return false;
}

function lookup(scope: Scope | null, name: string, range: Range): HclValue {
  for (let s = scope; s !== null; s = s.parent) {
    if (s.vars.has(name)) return s.vars.get(name) as HclValue;
  }
  let root = scope;
  while (root !== null && root.parent !== null) root = root.parent;
  if (root === null || root.nilContext === true) fail('variable', 'Variables not allowed: variables may not be used here', range);
  fail('variable', `Unknown variable: there is no variable named "${name}"`, range);
}

function splatItem(scope: Scope | null, range: Range): HclValue {
  for (let s = scope; s !== null; s = s.parent) if (s.splatItem !== undefined) return s.splatItem;
  fail('error', 'Invalid splat item: no splat is being evaluated here', range);
}

function child(parent: Scope | null, names: (string | undefined)[], values: HclValue[]): Scope {
  const vars = new Map<string, HclValue>();
  names.forEach((n, i) => {
    if (n !== undefined) vars.set(n, values[i]);
  });
  return { vars, parent };
}

/** Key/value pairs of a collection in HCL's iteration order (objects by sorted key). */
function iterate(coll: HclValue, range: Range): [HclValue, HclValue][] {
  if (Array.isArray(coll)) return coll.map((v, i) => [i, v]);
  if (isObject(coll)) {
    return Object.keys(coll)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((k) => [k, coll[k]]);
  }
  fail('error', `Iteration over non-iterable value: a "for" needs a tuple or object, but this is ${describe(coll)}`, range);
}

/** Nested `for` expressions multiply; past this many evaluation steps we give up rather than hang. */
export const MAX_EVAL_STEPS = 1_000_000;
let steps = 0;

function evaluate(expr: Expression, scope: Scope | null): HclValue {
  if (++steps > MAX_EVAL_STEPS) {
    fail('error', `Expression too expensive to evaluate: it takes more than ${MAX_EVAL_STEPS} steps`, expr.range);
  }
  switch (expr.type) {
    case 'Literal':
      return expr.value;
    case 'Template':
      return renderParts(expr.parts, scope);
    case 'TemplateWrap':
      return evaluate(expr.expr, scope);
    case 'Paren':
      return evaluate(expr.expr, scope);
    case 'Variable':
      return lookup(scope, expr.name, expr.range);
    case 'SplatItem':
      return splatItem(scope, expr.range);
    case 'FunctionCall':
      return fail('function', 'Function calls not allowed: functions may not be called here', expr.range);
    case 'Tuple':
      return expr.elements.map((e) => evaluate(e, scope));
    case 'Object':
      return evaluateObject(expr, scope);
    case 'GetAttr': {
      const obj = evaluate(expr.object, scope);
      if (expr.legacyIndex !== undefined && Array.isArray(obj)) return element(obj, expr.legacyIndex, expr.nameRange);
      if (isObject(obj)) {
        if (hasKey(obj, expr.name)) return obj[expr.name];
        fail('error', `Unsupported attribute: this object does not have an attribute named "${expr.name}"`, expr.nameRange);
      }
      fail('error', `Unsupported attribute: cannot access attribute "${expr.name}" of ${describe(obj)}`, expr.nameRange);
      break;
    }
    case 'Index': {
      const coll = evaluate(expr.collection, scope);
      const key = evaluate(expr.key, scope);
      if (Array.isArray(coll)) return element(coll, toNumber(key, expr.key.range), expr.key.range);
      if (isObject(coll)) {
        const k = toText(key, expr.key.range, 'Invalid index');
        if (hasKey(coll, k)) return coll[k];
        fail('error', `Invalid index: the object has no element with the key ${JSON.stringify(k)}`, expr.key.range);
      }
      fail('error', `Invalid index: ${describe(coll)} cannot be indexed`, expr.range);
      break;
    }
    case 'Splat': {
      const source = evaluate(expr.source, scope);
      const list = Array.isArray(source) ? source : source === null ? [] : [source];
      const each = expr.each;
      if (each === null) return list;
      return list.map((item) => evaluate(each, { vars: new Map(), parent: scope, splatItem: item }));
    }
    case 'Unary': {
      const v = evaluate(expr.operand, scope);
      return expr.op === '-' ? -toNumber(v, expr.operand.range) : !toBool(v, expr.operand.range);
    }
    case 'Binary':
      return evaluateBinary(expr.op, expr.left, expr.right, scope);
    case 'Conditional': {
      const cond = toBool(evaluate(expr.condition, scope), expr.condition.range);
      const chosen = cond ? expr.trueExpr : expr.falseExpr;
      const other = cond ? expr.falseExpr : expr.trueExpr;
      const value = evaluate(chosen, scope);
      return unifyConditional(value, tryEvaluate(other, scope), expr.range);
    }
    case 'For':
      return evaluateFor(expr, scope);
  }
}

function tryEvaluate(expr: Expression, scope: Scope | null): HclValue | undefined {
  try {
    return evaluate(expr, scope);
  } catch (err) {
    if (err instanceof EvalFailure) return undefined;
    throw err;
  }
}

/** Both results of a conditional must share a type; HCL converts a number or bool to string to get one. */
function unifyConditional(value: HclValue, other: HclValue | undefined, range: Range): HclValue {
  if (other === undefined || value === null || other === null) return value;
  const a = typeName(value);
  const b = typeName(other);
  if (a === b) return value;
  if ((a === 'string' || b === 'string') && a !== 'tuple' && a !== 'object' && b !== 'tuple' && b !== 'object') {
    return toText(value, range, 'Inconsistent conditional result types');
  }
  if ((a === 'tuple' || a === 'object') && (b === 'tuple' || b === 'object')) return value;
  fail('error', `Inconsistent conditional result types: the two results are a ${a} and a ${b}, which cannot be unified`, range);
}

function element(list: HclValue[], index: number, range: Range): HclValue {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) {
    fail('error', `Invalid index: the tuple has ${list.length} element(s), so ${numberToString(index)} is out of range`, range);
  }
  return list[index];
}

function evaluateObject(expr: ObjectExpr, scope: Scope | null): HclObject {
  const out = newObject();
  for (const item of expr.items) {
    const key = item.key.type === 'ObjectKeyIdent' ? item.key.name : toText(evaluate(item.key, scope), item.key.range, 'Invalid object key');
    out[key] = evaluate(item.value, scope);
  }
  return out;
}

function evaluateBinary(op: string, leftExpr: Expression, rightExpr: Expression, scope: Scope | null): HclValue {
  const left = evaluate(leftExpr, scope);
  const right = evaluate(rightExpr, scope);
  switch (op) {
    case '==':
      return equal(left, right);
    case '!=':
      return !equal(left, right);
    case '&&':
    case '||': {
      const a = toBool(left, leftExpr.range);
      const b = toBool(right, rightExpr.range);
      return op === '&&' ? a && b : a || b;
    }
    default:
      break;
  }
  const a = toNumber(left, leftExpr.range);
  const b = toNumber(right, rightExpr.range);
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    default:
      if (b === 0) fail('error', `Division by zero: the right operand of "${op}" is zero`, rightExpr.range);
      return op === '/' ? a / b : a % b;
  }
}

function evaluateFor(expr: ForExpr, scope: Scope | null): HclValue {
  const pairs = iterate(evaluate(expr.collection, scope), expr.collection.range);
  const names = [expr.keyVar, expr.valueVar];
  if (!expr.isObject) {
    const out: HclValue[] = [];
    for (const pair of pairs) {
      const inner = child(scope, names, pair);
      if (expr.condition !== undefined && !toBool(evaluate(expr.condition, inner), expr.condition.range)) continue;
      out.push(evaluate(expr.valueExpr, inner));
    }
    return out;
  }
  const out = newObject();
  const keyExpr = expr.keyExpr as Expression;
  for (const pair of pairs) {
    const inner = child(scope, names, pair);
    if (expr.condition !== undefined && !toBool(evaluate(expr.condition, inner), expr.condition.range)) continue;
    const key = toText(evaluate(keyExpr, inner), keyExpr.range, 'Invalid object key');
    const value = evaluate(expr.valueExpr, inner);
    if (expr.grouping) {
      const group = hasKey(out, key) ? (out[key] as HclValue[]) : (out[key] = []);
      group.push(value);
    } else {
      if (hasKey(out, key)) {
        fail('error', `Duplicate object key: two elements produce the key ${JSON.stringify(key)}; add "..." after the value expression to group them`, keyExpr.range);
      }
      out[key] = value;
    }
  }
  return out;
}

function renderParts(parts: TemplatePart[], scope: Scope | null): string {
  let out = '';
  for (const part of parts) {
    switch (part.type) {
      case 'TemplateLiteral':
        out += part.value;
        break;
      case 'TemplateInterpolation':
        out += toText(evaluate(part.expr, scope), part.expr.range, 'Invalid template interpolation value');
        break;
      case 'TemplateIf':
        if (toBool(evaluate(part.condition, scope), part.condition.range)) out += renderParts(part.then, scope);
        else if (part.else !== undefined) out += renderParts(part.else, scope);
        break;
      case 'TemplateFor':
        for (const pair of iterate(evaluate(part.collection, scope), part.collection.range)) {
          out += renderParts(part.body, child(scope, [part.keyVar, part.valueVar], pair));
        }
        break;
    }
  }
  return out;
}
