// Evaluates a kernel-owned expression the way upstream does with a nil hcl.EvalContext
// (checks.md §0.3 regime 1): literals, tuples, objects, templates and operators over
// literals. Any variable or function call is `expr-not-allowed`. The result keeps the
// range of every value, object key and element so findings can point inside values.
import type { Expression, ObjectItem, Range, TemplatePart } from '../hcl/ast.js';
import type { SourceDiagnostic } from '../diagnostics/diagnostic.js';

export interface LocatedEntry {
  key: string;
  keyRange: Range;
  value: LocatedValue;
  /** The whole `key = value` item. */
  range: Range;
}

export type LocatedValue =
  | { type: 'string'; value: string; range: Range }
  | { type: 'number'; value: number; range: Range }
  | { type: 'bool'; value: boolean; range: Range }
  | { type: 'null'; range: Range }
  /** Only in provider bodies: an `env()` call, known at run time only. */
  | { type: 'unknown'; range: Range }
  | { type: 'tuple'; elements: LocatedValue[]; range: Range }
  /** Entries keep source order; a repeated key keeps only its last item (HCL's last-wins). */
  | { type: 'object'; entries: LocatedEntry[]; range: Range };

/** Why an expression has no value: already reported, or a construct this evaluator cannot fold. */
class EvalFailure extends Error {}

type Scope = Map<string, LocatedValue>;

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

/** A short rendering of a value for messages. */
export function describeValue(v: LocatedValue): string {
  switch (v.type) {
    case 'string':
      return JSON.stringify(v.value);
    case 'number':
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

export interface EvalResult {
  /** null when the expression could not be evaluated (the reason is in `diagnostics`). */
  value: LocatedValue | null;
  diagnostics: SourceDiagnostic[];
}

export interface EvalOptions {
  /**
   * Provider-body regime (checks.md §0.3 regime 2): `env("NAME")` is callable and yields an
   * unknown value; every other function is unknown.
   */
  allowEnv?: boolean;
}

/**
 * Evaluates `expr` with no variables and no functions (or only `env`, see EvalOptions).
 * `where` names the attribute for messages (e.g. `max_turns`, `match`).
 */
export function evaluateConst(expr: Expression, where: string, options: EvalOptions = {}): EvalResult {
  const allowEnv = options.allowEnv ?? false;
  const forbidden: SourceDiagnostic[] = [];
  collectForbidden(expr, new Set(), where, allowEnv, forbidden);
  if (forbidden.length > 0) return { value: null, diagnostics: forbidden };
  const ev = new ConstEvaluator(where, allowEnv);
  try {
    return { value: ev.evalInner(expr, new Map()), diagnostics: ev.diagnostics };
  } catch (err) {
    if (err instanceof EvalFailure) return { value: null, diagnostics: ev.diagnostics };
    throw err;
  }
}

/**
 * A provider body is where secrets are written, and which of its attributes are sensitive only
 * the plugin knows, later: messages about one never quote its values or the names it refers to.
 */
function describeProviderValue(v: LocatedValue): string {
  return v.type === 'string' || v.type === 'number' || v.type === 'bool' ? `a ${v.type}` : describeValue(v);
}

/** Evaluation steps before giving up: nested for expressions can grow exponentially. */
const STEP_LIMIT = 200_000;

class ConstEvaluator {
  readonly diagnostics: SourceDiagnostic[] = [];
  private steps = 0;

  constructor(
    private readonly where: string,
    private readonly allowEnv: boolean,
  ) {}

  private describe(v: LocatedValue): string {
    return this.allowEnv ? describeProviderValue(v) : describeValue(v);
  }

  private fail(ruleId: string, message: string, range: Range): never {
    this.diagnostics.push({ ruleId, severity: 'error', message, range });
    throw new EvalFailure(message);
  }

  private tick(range: Range): void {
    if (++this.steps > STEP_LIMIT) this.fail('expr-not-allowed', `Expression too large: ${this.where} takes more than ${STEP_LIMIT} steps to evaluate; write the value out`, range);
  }

  evalInner(expr: Expression, scope: Scope): LocatedValue {
    const range = expr.range;
    this.tick(range);
    switch (expr.type) {
      case 'Literal':
        if (expr.value === null) return { type: 'null', range };
        if (typeof expr.value === 'boolean') return { type: 'bool', value: expr.value, range };
        return { type: 'number', value: expr.value, range };
      case 'Template': {
        const text = this.evalTemplate(expr.parts, scope);
        return text === null ? { type: 'unknown', range } : { type: 'string', value: text, range };
      }
      case 'TemplateWrap':
        return { ...this.evalInner(expr.expr, scope), range };
      case 'Paren':
        return { ...this.evalInner(expr.expr, scope), range };
      case 'Tuple':
        return { type: 'tuple', elements: expr.elements.map((e) => this.evalInner(e, scope)), range };
      case 'Object':
        return { type: 'object', entries: this.evalObjectItems(expr.items, scope), range };
      case 'Variable': {
        const bound = scope.get(expr.name);
        if (bound) return { ...bound, range };
        return this.fail('expr-not-allowed', variableMessage(expr.name, this.where, this.allowEnv), range);
      }
      case 'FunctionCall':
        if (this.allowEnv && expr.name === 'env') return { type: 'unknown', range };
        return this.fail('expr-not-allowed', functionMessage(expr.name, this.where, this.allowEnv), range);
      case 'Unary':
        return this.evalUnary(expr.op, this.evalInner(expr.operand, scope), range);
      case 'Binary':
        return this.evalBinary(expr.op, this.evalInner(expr.left, scope), this.evalInner(expr.right, scope), range);
      case 'Conditional': {
        const cond = this.evalInner(expr.condition, scope);
        if (cond.type === 'unknown') return { type: 'unknown', range };
        if (cond.type !== 'bool') return this.fail('attr-type-mismatch', `Invalid condition in ${this.where}: the condition must be a bool, got ${typeName(cond)}`, cond.range);
        return { ...this.evalInner(cond.value ? expr.trueExpr : expr.falseExpr, scope), range };
      }
      case 'GetAttr': {
        const obj = this.evalInner(expr.object, scope);
        if (expr.legacyIndex !== undefined) return this.index(obj, { type: 'number', value: expr.legacyIndex, range: expr.nameRange }, range);
        return this.index(obj, { type: 'string', value: expr.name, range: expr.nameRange }, range);
      }
      case 'Index':
        return this.index(this.evalInner(expr.collection, scope), this.evalInner(expr.key, scope), range);
      case 'For':
        return this.evalFor(expr, scope);
      case 'Splat':
      case 'SplatItem':
        return this.fail('expr-not-allowed', `Unsupported expression in ${this.where}: splat expressions cannot be evaluated here; write the value out`, range);
    }
  }

  /** null when some interpolation is unknown until run time. */
  private evalTemplate(parts: TemplatePart[], scope: Scope): string | null {
    let out: string | null = '';
    const append = (piece: string | null): void => {
      out = out === null || piece === null ? null : out + piece;
    };
    for (const part of parts) {
      this.tick(part.range);
      switch (part.type) {
        case 'TemplateLiteral':
          append(part.value);
          break;
        case 'TemplateInterpolation':
          append(this.toTemplateString(this.evalInner(part.expr, scope)));
          break;
        case 'TemplateIf': {
          const cond = this.evalInner(part.condition, scope);
          if (cond.type === 'unknown') return null;
          if (cond.type !== 'bool') return this.fail('attr-type-mismatch', `Invalid template condition in ${this.where}: must be a bool`, cond.range);
          append(this.evalTemplate(cond.value ? part.then : part.else ?? [], scope));
          break;
        }
        case 'TemplateFor': {
          const coll = this.evalInner(part.collection, scope);
          for (const [k, v] of this.iterate(coll)) {
            const inner = new Map(scope);
            if (part.keyVar) inner.set(part.keyVar, k);
            inner.set(part.valueVar, v);
            append(this.evalTemplate(part.body, inner));
          }
          break;
        }
      }
    }
    return out;
  }

  private toTemplateString(v: LocatedValue): string | null {
    if (v.type === 'unknown') return null;
    if (v.type === 'string') return v.value;
    if (v.type === 'number' || v.type === 'bool') return String(v.value);
    return this.fail('attr-type-mismatch', `Invalid template interpolation value in ${this.where}: cannot include ${this.describe(v)} in a string`, v.range);
  }

  private evalObjectItems(items: ObjectItem[], scope: Scope): LocatedEntry[] {
    // Re-inserting a repeated key moves it to where its last occurrence is.
    const byKey = new Map<string, LocatedEntry>();
    for (const item of items) {
      const key = this.objectKey(item, scope);
      const entry: LocatedEntry = { key: key.value, keyRange: key.range, value: this.evalInner(item.value, scope), range: item.range };
      const earlier = byKey.get(key.value);
      if (earlier) {
        this.diagnostics.push({
          ruleId: 'duplicate-last-wins',
          severity: 'warning',
          message: `Duplicate key "${key.value}" in ${this.where}: the kernel keeps only this last value and ignores the one on line ${earlier.keyRange.start.line}; remove one of them`,
          range: key.range,
        });
        byKey.delete(key.value);
      }
      byKey.set(key.value, entry);
    }
    return [...byKey.values()];
  }

  private objectKey(item: ObjectItem, scope: Scope): { value: string; range: Range } {
    const key = item.key;
    if (key.type === 'ObjectKeyIdent') return { value: key.name, range: key.range };
    const v = this.evalInner(key, scope);
    if (v.type === 'unknown') return this.fail('expr-not-allowed', `Invalid object key in ${this.where}: a key must be known when the configuration is loaded`, key.range);
    if (v.type === 'string') return { value: v.value, range: key.range };
    if (v.type === 'number' || v.type === 'bool') return { value: String(v.value), range: key.range };
    return this.fail('attr-type-mismatch', `Incorrect key type in ${this.where}: an object key must be a string, got ${typeName(v)}`, key.range);
  }

  private evalUnary(op: '-' | '!', v: LocatedValue, range: Range): LocatedValue {
    if (v.type === 'unknown') return { type: 'unknown', range };
    if (op === '-') return { type: 'number', value: -this.num(v), range };
    if (v.type !== 'bool') return this.fail('attr-type-mismatch', `Invalid operand in ${this.where}: "!" needs a bool, got ${typeName(v)}`, v.range);
    return { type: 'bool', value: !v.value, range };
  }

  private evalBinary(op: string, l: LocatedValue, r: LocatedValue, range: Range): LocatedValue {
    if (l.type === 'unknown' || r.type === 'unknown') return { type: 'unknown', range };
    switch (op) {
      case '||':
      case '&&': {
        if (l.type !== 'bool' || r.type !== 'bool') return this.fail('attr-type-mismatch', `Invalid operand in ${this.where}: "${op}" needs bools`, l.type !== 'bool' ? l.range : r.range);
        return { type: 'bool', value: op === '||' ? l.value || r.value : l.value && r.value, range };
      }
      case '==':
        return { type: 'bool', value: sameValue(l, r), range };
      case '!=':
        return { type: 'bool', value: !sameValue(l, r), range };
    }
    const a = this.num(l);
    const b = this.num(r);
    switch (op) {
      case '<':
        return { type: 'bool', value: a < b, range };
      case '>':
        return { type: 'bool', value: a > b, range };
      case '<=':
        return { type: 'bool', value: a <= b, range };
      case '>=':
        return { type: 'bool', value: a >= b, range };
      case '+':
        return { type: 'number', value: a + b, range };
      case '-':
        return { type: 'number', value: a - b, range };
      case '*':
        return { type: 'number', value: a * b, range };
      case '/':
        if (b === 0) return this.fail('attr-type-mismatch', `Division by zero in ${this.where}`, r.range);
        return { type: 'number', value: a / b, range };
      default:
        if (b === 0) return this.fail('attr-type-mismatch', `Division by zero in ${this.where}`, r.range);
        return { type: 'number', value: a % b, range };
    }
  }

  /** Arithmetic operands convert like cty does: a numeric string is a number. */
  private num(v: LocatedValue): number {
    if (v.type === 'number') return v.value;
    if (v.type === 'string' && v.value.trim() !== '' && Number.isFinite(Number(v.value))) return Number(v.value);
    return this.fail('attr-type-mismatch', `Invalid operand in ${this.where}: a number is required, got ${this.describe(v)}`, v.range);
  }

  private index(coll: LocatedValue, key: LocatedValue, range: Range): LocatedValue {
    if (coll.type === 'unknown' || key.type === 'unknown') return { type: 'unknown', range };
    if (coll.type === 'tuple') {
      const i = key.type === 'number' ? key.value : key.type === 'string' ? Number(key.value) : NaN;
      const el = Number.isInteger(i) ? coll.elements[i] : undefined;
      if (!el) return this.fail('attr-type-mismatch', `Invalid index in ${this.where}: no element ${this.describe(key)}`, key.range);
      return { ...el, range };
    }
    if (coll.type === 'object') {
      const name = key.type === 'string' ? key.value : key.type === 'number' || key.type === 'bool' ? String(key.value) : '';
      const entry = coll.entries.find((e) => e.key === name);
      if (!entry) return this.fail('attr-type-mismatch', `Invalid index in ${this.where}: the object has no key ${this.describe(key)}`, key.range);
      return { ...entry.value, range };
    }
    return this.fail('attr-type-mismatch', `Invalid index in ${this.where}: ${typeName(coll)} values cannot be indexed`, coll.range);
  }

  private *iterate(coll: LocatedValue): Generator<[LocatedValue, LocatedValue]> {
    if (coll.type === 'unknown') this.fail('expr-not-allowed', `Invalid for expression in ${this.where}: cannot iterate over a value known only at run time`, coll.range);
    if (coll.type === 'tuple') {
      for (let i = 0; i < coll.elements.length; i++) yield [{ type: 'number', value: i, range: coll.elements[i].range }, coll.elements[i]];
      return;
    }
    if (coll.type === 'object') {
      for (const e of coll.entries) yield [{ type: 'string', value: e.key, range: e.keyRange }, e.value];
      return;
    }
    this.fail('attr-type-mismatch', `Iteration over non-iterable value in ${this.where}: got ${typeName(coll)}`, coll.range);
  }

  private evalFor(expr: Extract<Expression, { type: 'For' }>, scope: Scope): LocatedValue {
    const coll = this.evalInner(expr.collection, scope);
    const elements: LocatedValue[] = [];
    const values: LocatedEntry[] = [];
    for (const [k, v] of this.iterate(coll)) {
      const inner = new Map(scope);
      if (expr.keyVar) inner.set(expr.keyVar, k);
      inner.set(expr.valueVar, v);
      if (expr.condition) {
        const c = this.evalInner(expr.condition, inner);
        if (c.type !== 'bool') return this.fail('attr-type-mismatch', `Invalid for condition in ${this.where}: must be a bool`, c.range);
        if (!c.value) continue;
      }
      const value = this.evalInner(expr.valueExpr, inner);
      if (!expr.isObject || !expr.keyExpr) {
        elements.push(value);
        continue;
      }
      const key = this.evalInner(expr.keyExpr, inner);
      if (key.type !== 'string') return this.fail('attr-type-mismatch', `Invalid object key in ${this.where}: must be a string`, key.range);
      values.push({ key: key.value, keyRange: key.range, value, range: expr.range });
    }
    if (!expr.isObject) return { type: 'tuple', elements, range: expr.range };
    const seen = new Map<string, LocatedEntry>();
    for (const e of values) {
      if (seen.has(e.key) && !expr.grouping) return this.fail('attr-type-mismatch', `Duplicate object key "${e.key}" produced by the for expression in ${this.where}`, expr.range);
      seen.set(e.key, e);
    }
    return { type: 'object', entries: [...seen.values()], range: expr.range };
  }
}

function sameValue(a: LocatedValue, b: LocatedValue): boolean {
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'null':
      return true;
    case 'unknown':
      return false;
    case 'string':
    case 'number':
    case 'bool':
      return a.value === (b as typeof a).value;
    case 'tuple': {
      const other = b as typeof a;
      return a.elements.length === other.elements.length && a.elements.every((e, i) => sameValue(e, other.elements[i]));
    }
    case 'object': {
      const other = b as typeof a;
      return a.entries.length === other.entries.length && a.entries.every((e) => other.entries.some((o) => o.key === e.key && sameValue(e.value, o.value)));
    }
  }
}

function variableMessage(name: string, where: string, allowEnv: boolean, traversal = name): string {
  if (allowEnv) return `Variables not allowed: ${where} cannot refer to a variable; there are no variables here. Quote the value if it is meant as text, or read it from the environment with env("NAME")`;
  const base = `Variables not allowed: ${where} cannot refer to ${traversal}; there are no variables here`;
  return traversal === name ? `${base}. If "${name}" is meant as text, quote it: "${name}"` : `${base}; write the value literally`;
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

function functionMessage(name: string, where: string, allowEnv: boolean): string {
  if (allowEnv) return `Call to unknown function: ${where} calls ${name}(); only env() is available in provider blocks`;
  if (name === 'env') return `Function calls not allowed: ${where} cannot call env(); env() is only evaluated inside provider blocks`;
  return `Function calls not allowed: ${where} cannot call ${name}(); write the value literally`;
}

/** Every free variable and function call in `expr` (variables bound by for expressions excluded). */
function collectForbidden(expr: Expression, bound: Set<string>, where: string, allowEnv: boolean, out: SourceDiagnostic[]): void {
  const visit = (e: Expression, b: Set<string>): void => collectForbidden(e, b, where, allowEnv, out);
  const visitParts = (parts: TemplatePart[], b: Set<string>): void => {
    for (const p of parts) {
      if (p.type === 'TemplateInterpolation') visit(p.expr, b);
      else if (p.type === 'TemplateIf') {
        visit(p.condition, b);
        visitParts(p.then, b);
        if (p.else) visitParts(p.else, b);
      } else if (p.type === 'TemplateFor') {
        visit(p.collection, b);
        const inner = new Set(b);
        if (p.keyVar) inner.add(p.keyVar);
        inner.add(p.valueVar);
        visitParts(p.body, inner);
      }
    }
  };
  switch (expr.type) {
    case 'Variable':
      if (!bound.has(expr.name)) out.push({ ruleId: 'expr-not-allowed', severity: 'error', message: variableMessage(expr.name, where, allowEnv), range: expr.range });
      return;
    case 'FunctionCall':
      if (allowEnv && expr.name === 'env') {
        for (const arg of expr.args) visit(arg, bound);
        return;
      }
      out.push({ ruleId: 'expr-not-allowed', severity: 'error', message: functionMessage(expr.name, where, allowEnv), range: expr.range });
      return;
    case 'Template':
      visitParts(expr.parts, bound);
      return;
    case 'TemplateWrap':
    case 'Paren':
      visit(expr.expr, bound);
      return;
    case 'Tuple':
      for (const el of expr.elements) visit(el, bound);
      return;
    case 'Object':
      for (const item of expr.items) {
        if (item.key.type !== 'ObjectKeyIdent') visit(item.key, bound);
        visit(item.value, bound);
      }
      return;
    case 'Unary':
      visit(expr.operand, bound);
      return;
    case 'Binary':
      visit(expr.left, bound);
      visit(expr.right, bound);
      return;
    case 'Conditional':
      visit(expr.condition, bound);
      visit(expr.trueExpr, bound);
      visit(expr.falseExpr, bound);
      return;
    case 'GetAttr':
    case 'Index': {
      const t = traversalText(expr);
      if (t && !bound.has(t.root)) {
        out.push({ ruleId: 'expr-not-allowed', severity: 'error', message: variableMessage(t.root, where, allowEnv, t.text), range: expr.range });
        if (expr.type === 'Index') visit(expr.key, bound);
        return;
      }
      if (expr.type === 'GetAttr') visit(expr.object, bound);
      else {
        visit(expr.collection, bound);
        visit(expr.key, bound);
      }
      return;
    }
    case 'Splat':
      visit(expr.source, bound);
      return;
    case 'For': {
      visit(expr.collection, bound);
      const inner = new Set(bound);
      if (expr.keyVar) inner.add(expr.keyVar);
      inner.add(expr.valueVar);
      if (expr.keyExpr) visit(expr.keyExpr, inner);
      visit(expr.valueExpr, inner);
      if (expr.condition) visit(expr.condition, inner);
      return;
    }
    case 'Literal':
    case 'SplatItem':
      return;
  }
}
