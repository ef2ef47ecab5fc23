// HCL's expression evaluation (hclsyntax's Value methods, hcl v2.24) over cty values: the same
// values, the same unknowns, and the same diagnostics with HCL's summary, detail and subject
// range, including the diagnostics HCL drops (a short-circuited operand, the branch a condition
// did not take). Sizes are bounded: past `EvalLimits` evaluation stops with one diagnostic.
import type { Expression, ForExpr, ObjectItem, Range, TemplatePart } from '../ast.js';
import { appendAll } from '../../array.js';
import { nearName } from '../../text/did-you-mean.js';
import { BigFloat, INT_PREC } from './bigfloat.js';
import { ConversionError, convert, unify } from './convert.js';
import {
  BOOL,
  DYNAMIC,
  NUMBER,
  STRING,
  UNKNOWN,
  friendlyName,
  hasDynamic,
  isPrimitive,
  sortedKeys,
  typeEquals,
  typeOf,
  type Entry,
  type Type,
  type Value,
} from './types.js';

export interface EvalDiagnostic {
  summary: string;
  detail: string;
  /** HCL's subject range. */
  range: Range;
  /** `variable`/`function`: a name the context does not define; `limit`: the evaluator's own bound. */
  cause?: 'variable' | 'function' | 'limit';
}

export interface HclFunction {
  params: { name: string; type: Type }[];
  /** Called with known, non-null arguments of the parameter types. */
  call(args: Value[]): Value;
}

/** hcl.EvalContext. `null` maps mean "none here", as in HCL, which then says "not allowed". */
export interface EvalContext {
  variables: Map<string, Value> | null;
  functions: Map<string, HclFunction> | null;
  parent: EvalContext | null;
}

export interface EvalLimits {
  /** Expression nodes evaluated (for expressions multiply them). */
  steps: number;
  /** Characters in any one string. */
  stringLength: number;
  /** Characters in all strings built, together. */
  totalChars: number;
  /** Elements in any one tuple or object. */
  elements: number;
}

export const DEFAULT_LIMITS: EvalLimits = { steps: 200_000, stringLength: 1 << 20, totalChars: 1 << 24, elements: 100_000 };

export interface EvalOutcome {
  value: Value;
  /** Every error HCL reports for this expression, in HCL's order. */
  diagnostics: EvalDiagnostic[];
  /** Errors in parts HCL evaluated and then ignored (short-circuit, the untaken branch). */
  dropped: EvalDiagnostic[];
  /** Object-constructor keys written twice: HCL keeps the last silently. */
  overwritten: { key: string; range: Range; earlier: Range }[];
}

type Result = [Value, EvalDiagnostic[]];

const NONE: EvalDiagnostic[] = [];

class LimitExceeded {
  constructor(readonly diagnostic: EvalDiagnostic) {}
}

export function evaluate(expr: Expression, ctx: EvalContext | null, limits: EvalLimits = DEFAULT_LIMITS): EvalOutcome {
  const ev = new Evaluator(limits);
  try {
    const [value, diagnostics] = ev.eval(expr, ctx);
    return { value, diagnostics, dropped: ev.dropped, overwritten: ev.overwritten };
  } catch (err) {
    if (err instanceof LimitExceeded) return { value: UNKNOWN, diagnostics: [err.diagnostic], dropped: [], overwritten: [] };
    // Parsed expressions are at most MAX_NESTING deep; hand-built ones could still exhaust the stack.
    if (err instanceof RangeError) {
      return {
        value: UNKNOWN,
        diagnostics: [
          { summary: 'Expression too deeply nested', detail: 'The expression is nested too deeply to evaluate.', range: expr.range, cause: 'limit' },
        ],
        dropped: [],
        overwritten: [],
      };
    }
    throw err;
  }
}

function diag(summary: string, detail: string, range: Range, cause?: EvalDiagnostic['cause']): EvalDiagnostic {
  return cause === undefined ? { summary, detail, range } : { summary, detail, range, cause };
}

function unknown(type: Type, range?: Range): Value {
  return range === undefined ? { kind: 'unknown', type } : { kind: 'unknown', type, range };
}

function at(v: Value, range: Range): Value {
  return { ...v, range };
}

function between(a: Range, b: Range): Range {
  return { start: a.start, end: b.end };
}

const isNull = (v: Value): boolean => v.kind === 'null';
const isKnown = (v: Value): boolean => v.kind !== 'unknown';
/** cty's True(): false for null. */
const isTrue = (v: Value): boolean => v.kind === 'bool' && v.value;

function child(parent: EvalContext | null, names: (string | undefined)[], values: Value[]): EvalContext {
  const variables = new Map<string, Value>();
  names.forEach((n, i) => {
    if (n !== undefined) variables.set(n, values[i]);
  });
  return { variables, functions: null, parent };
}

type Op = '||' | '&&' | '==' | '!=' | '<' | '>' | '<=' | '>=' | '+' | '-' | '*' | '/' | '%';

const NAN_MESSAGES: Partial<Record<Op, string>> = {
  '+': "can't compute sum of opposing infinities",
  '-': "can't subtract infinity from itself",
  '*': "can't multiply zero by infinity",
  '/': "can't divide zero by zero or infinity by infinity",
  '%': "can't use modulo with zero and infinity",
};

class Evaluator {
  readonly dropped: EvalDiagnostic[] = [];
  readonly overwritten: EvalOutcome['overwritten'] = [];
  private steps = 0;
  private chars = 0;
  private readonly splatItems: Value[] = [];

  constructor(private readonly limits: EvalLimits) {}

  private tick(range: Range, n = 1): void {
    this.steps += n;
    if (this.steps > this.limits.steps) {
      throw new LimitExceeded(diag('Expression too large to evaluate', `Evaluating it takes more than ${this.limits.steps} steps.`, range, 'limit'));
    }
  }

  private text(s: string, range: Range): Value {
    this.chars += s.length;
    if (s.length > this.limits.stringLength) {
      throw new LimitExceeded(
        diag('Expression too large to evaluate', `It builds a string longer than ${this.limits.stringLength} characters.`, range, 'limit'),
      );
    }
    if (this.chars > this.limits.totalChars) {
      throw new LimitExceeded(diag('Expression too large to evaluate', `It builds more than ${this.limits.totalChars} characters of strings.`, range, 'limit'));
    }
    return { kind: 'string', value: s, range };
  }

  private collection(n: number, range: Range): void {
    this.tick(range);
    if (n > this.limits.elements) {
      throw new LimitExceeded(
        diag('Expression too large to evaluate', `It builds a collection of more than ${this.limits.elements} elements.`, range, 'limit'),
      );
    }
  }

  private drop(d: EvalDiagnostic[]): void {
    for (const x of d) this.dropped.push(x);
  }

  eval(expr: Expression, ctx: EvalContext | null): Result {
    this.tick(expr.range);
    const range = expr.range;
    switch (expr.type) {
      case 'Literal': {
        if (expr.value === null) return [{ kind: 'null', type: DYNAMIC, range }, NONE];
        if (typeof expr.value === 'boolean') return [{ kind: 'bool', value: expr.value, range }, NONE];
        const n = BigFloat.parse(expr.raw ?? String(expr.value));
        if (n === null) return [UNKNOWN, [diag('Invalid number literal', 'Failed to recognize the value of this number literal.', range)]];
        return [{ kind: 'number', value: n, range }, NONE];
      }
      case 'Template':
        return this.template(expr.parts, ctx, range);
      case 'TemplateWrap':
      case 'Paren': {
        const [v, d] = this.eval(expr.expr, ctx);
        return [at(v, range), d];
      }
      case 'Variable':
        return this.variable(expr.name, ctx, range);
      case 'SplatItem':
        return [this.splatItems.at(-1) ?? UNKNOWN, NONE];
      case 'GetAttr': {
        const [obj, d] = this.eval(expr.object, ctx);
        const step = { start: expr.object.range.end, end: expr.nameRange.end };
        const [v, d2] =
          expr.legacyIndex !== undefined
            ? this.index(obj, { kind: 'number', value: BigFloat.fromInt(expr.legacyIndex, 512) }, step)
            : this.getAttr(obj, expr.name, step);
        return [at(v, range), [...d, ...d2]];
      }
      case 'Index': {
        const [coll, d1] = this.eval(expr.collection, ctx);
        const [key, d2] = this.eval(expr.key, ctx);
        const [v, d3] = this.index(coll, key, { start: expr.collection.range.end, end: range.end });
        return [at(v, range), [...d1, ...d2, ...d3]];
      }
      case 'Splat':
        return this.splat(expr.source, expr.each, ctx, range);
      case 'FunctionCall':
        return this.call(expr, ctx);
      case 'Tuple': {
        this.collection(expr.elements.length, range);
        const elements: Value[] = [];
        const d: EvalDiagnostic[] = [];
        for (const e of expr.elements) {
          const [v, ed] = this.eval(e, ctx);
          elements.push(v);
          appendAll(d, ed);
        }
        return [{ kind: 'tuple', elements, range }, d];
      }
      case 'Object':
        return this.object(expr.items, ctx, range);
      case 'Unary':
        return this.unary(expr.op, expr.operand, ctx, range);
      case 'Binary':
        return this.binary(expr.op, expr.left, expr.right, ctx, range);
      case 'Conditional':
        return this.conditional(
          expr.condition,
          (c) => this.eval(expr.trueExpr, c),
          expr.trueExpr.range,
          (c) => this.eval(expr.falseExpr, c),
          expr.falseExpr.range,
          ctx,
          range,
        );
      case 'For':
        return this.forExpr(expr, ctx);
    }
  }

  private variable(name: string, ctx: EvalContext | null, range: Range): Result {
    let defined = false;
    for (let c = ctx; c !== null; c = c.parent) {
      if (c.variables === null) continue;
      defined = true;
      const v = c.variables.get(name);
      if (v !== undefined) return [at(v, range), NONE];
    }
    if (!defined) return [UNKNOWN, [diag('Variables not allowed', 'Variables may not be used here.', range, 'variable')]];
    const names: string[] = [];
    for (let c = ctx; c !== null; c = c.parent) if (c.variables !== null) appendAll(names, c.variables.keys());
    const near = nearName(name, names.sort());
    return [
      UNKNOWN,
      [
        diag(
          'Unknown variable',
          `There is no variable named ${JSON.stringify(name)}.${near ? ` Did you mean ${JSON.stringify(near)}?` : ''}`,
          range,
          'variable',
        ),
      ],
    ];
  }

  /** hcl.Index. */
  private index(coll: Value, key: Value, range: Range): Result {
    const invalid = (detail: string): Result => [UNKNOWN, [diag('Invalid index', detail, range)]];
    if (isNull(coll)) return [UNKNOWN, [diag('Attempt to index null value', 'This value is null, so it does not have any indices.', range)]];
    if (isNull(key)) return invalid("Can't use a null value as an indexing key.");
    const ty = typeOf(coll);
    const kty = typeOf(key);
    if (ty.kind === 'dynamic' || kty.kind === 'dynamic') return [UNKNOWN, NONE];
    const noElement = 'The given key does not identify an element in this collection value';
    switch (ty.kind) {
      case 'list':
      case 'tuple':
      case 'map': {
        const k = convert(key, ty.kind === 'map' ? STRING : NUMBER);
        if (k instanceof ConversionError) return invalid(`${noElement}: ${k.message}.`);
        if (!isKnown(k) || !isKnown(coll)) return [ty.kind === 'tuple' ? UNKNOWN : unknown((ty as { element: Type }).element), NONE];
        if (coll.kind === 'map' && k.kind === 'string') {
          const e = coll.entries.get(k.value);
          return e ? [e.value, NONE] : invalid(`${noElement}.`);
        }
        if ((coll.kind === 'tuple' || coll.kind === 'list') && k.kind === 'number') {
          const n = k.value;
          if (!n.isInteger()) return invalid(`${noElement}: indexing a sequence requires a whole number, but the given index has a fractional part.`);
          if (n.sign() < 0) return invalid(`${noElement}: a negative number is not a valid index for a sequence.`);
          const i = n.truncate() as bigint;
          // hcl.Index words only an index equal to the length specially (its test is index - length < 1).
          if (i === BigInt(coll.elements.length)) {
            return invalid(
              `${noElement}: ${coll.elements.length === 0 ? 'the collection has no elements' : 'the given index is greater than or equal to the length of the collection'}.`,
            );
          }
          if (i > BigInt(coll.elements.length)) return invalid(`${noElement}.`);
          return [coll.elements[Number(i)], NONE];
        }
        return invalid(`${noElement}.`);
      }
      case 'object': {
        const k = convert(key, STRING);
        if (k instanceof ConversionError) return invalid(`${noElement}: ${k.message}.`);
        if (k.kind !== 'string') return [UNKNOWN, NONE];
        const attr = ty.attributes.find(([n]) => n === k.value);
        if (attr === undefined)
          return invalid(`${noElement}.${kty.kind === 'number' ? ' An object only supports looking up attributes by name, not by numeric index.' : ''}`);
        if (coll.kind !== 'object') return [unknown(attr[1]), NONE];
        return [(coll.entries.get(k.value) as Entry).value, NONE];
      }
      case 'set':
        return invalid(
          "Elements of a set are identified only by their value and don't have any separate index or key to select with, so it's only possible to perform operations across all elements of the set.",
        );
      default:
        return invalid('This value does not have any indices.');
    }
  }

  /** hcl.GetAttr. */
  private getAttr(obj: Value, name: string, range: Range): Result {
    const unsupported = (detail: string): Result => [UNKNOWN, [diag('Unsupported attribute', detail, range)]];
    if (isNull(obj)) return [UNKNOWN, [diag('Attempt to get attribute from null value', 'This value is null, so it does not have any attributes.', range)]];
    const ty = typeOf(obj);
    switch (ty.kind) {
      case 'object': {
        const attr = ty.attributes.find(([n]) => n === name);
        if (attr === undefined) return unsupported(`This object does not have an attribute named ${JSON.stringify(name)}.`);
        if (obj.kind !== 'object') return [unknown(attr[1]), NONE];
        return [(obj.entries.get(name) as Entry).value, NONE];
      }
      case 'map': {
        if (obj.kind !== 'map') return [unknown(ty.element), NONE];
        const e = obj.entries.get(name);
        if (e === undefined) return [UNKNOWN, [diag('Missing map element', `This map does not have an element with the key ${JSON.stringify(name)}.`, range)]];
        return [e.value, NONE];
      }
      case 'dynamic':
        return [UNKNOWN, NONE];
      case 'list':
      case 'set':
        if (ty.element.kind === 'object') {
          if (ty.kind === 'set')
            return unsupported("Can't access attributes on a set of objects. Did you mean to access an attribute across all elements of the set?");
          if (ty.element.attributes.some(([n]) => n === name)) {
            return unsupported(
              `Can't access attributes on a list of objects. Did you mean to access attribute ${JSON.stringify(name)} for a specific element of the list, or across all elements of the list?`,
            );
          }
          return unsupported(
            "Can't access attributes on a list of objects. Did you mean to access an attribute for a specific element of the list, or across all elements of the list?",
          );
        }
        return unsupported('This value does not have any attributes.');
      default:
        if (isPrimitive(ty)) return unsupported(`Can't access attributes on a primitive-typed value (${friendlyName(ty)}).`);
        return unsupported('This value does not have any attributes.');
    }
  }

  private splat(sourceExpr: Expression, each: Expression | null, ctx: EvalContext | null, range: Range): Result {
    const [source, d0] = this.eval(sourceExpr, ctx);
    const d = [...d0];
    if (d.length > 0) return [UNKNOWN, d];
    let sourceVal = source;
    let sourceTy = typeOf(source);
    const upgrade = !(sourceTy.kind === 'tuple' || sourceTy.kind === 'list' || sourceTy.kind === 'set');
    if (isNull(source)) {
      if (upgrade) return [{ kind: 'tuple', elements: [], range }, d];
      return [UNKNOWN, [diag('Splat of null value', 'Splat expressions (with the * symbol) cannot be applied to null sequences.', sourceExpr.range)]];
    }
    if (sourceTy.kind === 'dynamic') return [UNKNOWN, d];
    const apply = (item: Value): Result => {
      if (each === null) return [item, NONE];
      this.splatItems.push(item);
      try {
        return this.eval(each, ctx);
      } finally {
        this.splatItems.pop();
      }
    };
    let upgradedUnknown = false;
    if (upgrade) {
      upgradedUnknown = !isKnown(source);
      sourceVal = { kind: 'tuple', elements: [source], range: source.range };
      sourceTy = typeOf(sourceVal);
    }
    // The type of the result, from the type each element would give (SplatExpr's resultTy).
    const resultType = (): Type => {
      if (sourceTy.kind === 'tuple') return { kind: 'tuple', elements: sourceTy.elements.map((t) => typeOf(apply(unknown(t))[0])) };
      if (sourceTy.kind === 'list' || sourceTy.kind === 'set') return { kind: 'list', element: typeOf(apply(unknown(sourceTy.element))[0]) };
      return DYNAMIC;
    };
    if (!isKnown(sourceVal)) {
      const t = resultType();
      return [unknown(t), d];
    }
    const elements = (sourceVal as Extract<Value, { elements: Value[] }>).elements;
    this.collection(elements.length, range);
    const out: Value[] = [];
    let known = true;
    for (const item of elements) {
      const [v, id] = apply(item);
      appendAll(d, id);
      if (id.length > 0) known = false;
      out.push(v);
    }
    if (upgradedUnknown) return [UNKNOWN, d];
    if (!known) return [unknown(resultType()), d];
    if (sourceVal.kind === 'list' || sourceVal.kind === 'set') {
      const types = out.map(typeOf);
      if (out.length > 0 && !types.every((t) => typeEquals(t, types[0]))) {
        return [
          UNKNOWN,
          [
            ...d,
            diag(
              'Invalid nested splat expressions',
              "The second level of splat expression produced elements of different types, so it isn't possible to construct a valid list to represent the top-level result.\n\nConsider using a for expression instead, to produce a tuple-typed result which can therefore have non-homogenous element types.",
              (each ?? sourceExpr).range,
            ),
          ],
        ];
      }
      return [{ kind: 'list', element: types[0] ?? DYNAMIC, elements: out, range }, d];
    }
    return [{ kind: 'tuple', elements: out, range }, d];
  }

  private call(expr: Extract<Expression, { type: 'FunctionCall' }>, ctx: EvalContext | null): Result {
    let fn: HclFunction | undefined;
    let defined = false;
    const names: string[] = [];
    for (let c = ctx; c !== null && fn === undefined; c = c.parent) {
      if (c.functions === null) continue;
      defined = true;
      fn = c.functions.get(expr.name);
      appendAll(names, c.functions.keys());
    }
    if (fn === undefined) {
      if (!defined) return [UNKNOWN, [diag('Function calls not allowed', 'Functions may not be called here.', expr.range, 'function')]];
      const sep = expr.name.lastIndexOf('::');
      if (sep >= 0) {
        const namespace = expr.name.slice(0, sep + 2);
        return [UNKNOWN, [diag('Call to unknown function', `There are no functions in namespace ${JSON.stringify(namespace)}.`, expr.nameRange, 'function')]];
      }
      const near = nearName(expr.name, names.sort());
      return [
        UNKNOWN,
        [
          diag(
            'Call to unknown function',
            `There is no function named ${JSON.stringify(expr.name)}.${near ? ` Did you mean ${JSON.stringify(near)}?` : ''}`,
            expr.nameRange,
            'function',
          ),
        ],
      ];
    }
    const d: EvalDiagnostic[] = [];
    let argExprs: { value: () => Result; range: Range; start: Range }[] = expr.args.map((a) => ({
      value: () => this.eval(a, ctx),
      range: a.range,
      start: startRange(a),
    }));
    if (expr.expandFinal && expr.args.length > 0) {
      const last = expr.args[expr.args.length - 1];
      const [v, ld] = this.eval(last, ctx);
      appendAll(d, ld);
      if (ld.length > 0) return [UNKNOWN, d];
      if (isNull(v))
        return [UNKNOWN, [...d, diag('Invalid expanding argument value', 'The expanding argument (indicated by ...) must not be null.', last.range)]];
      if (!(v.kind === 'tuple' || v.kind === 'list' || v.kind === 'set')) {
        if (v.kind === 'unknown') return [UNKNOWN, d];
        return [
          UNKNOWN,
          [...d, diag('Invalid expanding argument value', 'The expanding argument (indicated by ...) must be of a tuple, list, or set type.', last.range)],
        ];
      }
      argExprs = [...argExprs.slice(0, -1), ...v.elements.map((e) => ({ value: (): Result => [e, NONE], range: last.range, start: last.range }))];
    }
    const params = fn.params;
    if (argExprs.length < params.length) {
      const missing = params[argExprs.length];
      return [
        UNKNOWN,
        [
          ...d,
          diag(
            'Not enough function arguments',
            `Function ${JSON.stringify(expr.name)} expects ${params.length} argument(s). Missing value for ${JSON.stringify(missing.name)}.`,
            expr.closeParenRange,
          ),
        ],
      ];
    }
    if (argExprs.length > params.length) {
      return [
        UNKNOWN,
        [
          ...d,
          diag(
            'Too many function arguments',
            `Function ${JSON.stringify(expr.name)} expects only ${params.length} argument(s).`,
            argExprs[params.length].start,
          ),
        ],
      ];
    }
    const args: Value[] = [];
    for (let i = 0; i < params.length; i++) {
      const [v, ad] = argExprs[i].value();
      appendAll(d, ad);
      const c = convert(v, params[i].type);
      if (c instanceof ConversionError) {
        d.push(diag('Invalid function argument', `Invalid value for ${JSON.stringify(params[i].name)} parameter: ${c.message}.`, argExprs[i].range));
        continue;
      }
      if (isNull(c)) {
        d.push(
          diag('Invalid function argument', `Invalid value for ${JSON.stringify(params[i].name)} parameter: argument must not be null.`, argExprs[i].range),
        );
        continue;
      }
      args.push(c);
    }
    if (d.length > 0 || args.length < params.length) return [UNKNOWN, d];
    if (args.some((a) => !isKnown(a))) return [unknown(STRING, expr.range), d];
    return [at(fn.call(args), expr.range), d];
  }

  private object(items: ObjectItem[], ctx: EvalContext | null, range: Range): Result {
    this.collection(items.length, range);
    const entries = new Map<string, Entry>();
    const d: EvalDiagnostic[] = [];
    let known = true;
    for (const item of items) {
      const keyRange = item.key.range;
      let keyResult: Result;
      if (item.key.type === 'ObjectKeyIdent') keyResult = [{ kind: 'string', value: item.key.name }, NONE];
      else if (isScopeTraversal(item.key) && item.key.type !== 'Variable') {
        keyResult = [
          UNKNOWN,
          [
            diag(
              'Ambiguous attribute key',
              "If this expression is intended to be a reference, wrap it in parentheses. If it's instead intended as a literal name containing periods, wrap it in quotes to create a string literal.",
              keyRange,
            ),
          ],
        ];
      } else keyResult = this.eval(item.key, ctx);
      const [key, kd] = keyResult;
      appendAll(d, kd);
      const [value, vd] = this.eval(item.value, ctx);
      appendAll(d, vd);
      if (kd.length > 0) {
        known = false;
        continue;
      }
      if (isNull(key)) {
        d.push(diag('Null value as key', "Can't use a null value as a key.", item.value.range));
        known = false;
        continue;
      }
      const k = convert(key, STRING);
      if (k instanceof ConversionError) {
        d.push(diag('Incorrect key type', `Can't use this value as a key: ${k.message}.`, keyRange));
        known = false;
        continue;
      }
      if (k.kind !== 'string') {
        known = false;
        continue;
      }
      const earlier = entries.get(k.value);
      if (earlier !== undefined) {
        this.overwritten.push({ key: k.value, range: keyRange, earlier: earlier.keyRange as Range });
        entries.delete(k.value);
      }
      entries.set(k.value, { value, keyRange, itemRange: item.range });
    }
    if (!known) return [UNKNOWN, d];
    return [{ kind: 'object', entries, range }, d];
  }

  private unary(op: '-' | '!', operandExpr: Expression, ctx: EvalContext | null, range: Range): Result {
    const [given, d0] = this.eval(operandExpr, ctx);
    const want = op === '-' ? NUMBER : BOOL;
    const d = [...d0];
    const v = convert(given, want);
    if (v instanceof ConversionError) d.push(diag('Invalid operand', `Unsuitable value for unary operand: ${v.message}.`, operandExpr.range));
    if (d.length > 0 || v instanceof ConversionError) return [unknown(want), d];
    if (isNull(v)) return [unknown(want), [diag('Operation failed', 'Error during operation: argument must not be null.', range)]];
    if (v.kind === 'number') return [{ kind: 'number', value: v.value.negate(), range }, d];
    if (v.kind === 'bool') return [{ kind: 'bool', value: !v.value, range }, d];
    return [unknown(want, range), d];
  }

  private binary(op: Op, leftExpr: Expression, rightExpr: Expression, ctx: EvalContext | null, range: Range): Result {
    const param = op === '||' || op === '&&' ? BOOL : op === '==' || op === '!=' ? DYNAMIC : NUMBER;
    const result = op === '||' || op === '&&' || op === '==' || op === '!=' || op === '<' || op === '>' || op === '<=' || op === '>=' ? BOOL : NUMBER;
    const [lgiven, ld] = this.eval(leftExpr, ctx);
    const [rgiven, rd] = this.eval(rightExpr, ctx);
    const convErrors: EvalDiagnostic[] = [];
    const l = convert(lgiven, param);
    if (l instanceof ConversionError) convErrors.push(diag('Invalid operand', `Unsuitable value for left operand: ${l.message}.`, leftExpr.range));
    const r = convert(rgiven, param);
    if (r instanceof ConversionError) convErrors.push(diag('Invalid operand', `Unsuitable value for right operand: ${r.message}.`, rightExpr.range));
    if (l instanceof ConversionError || r instanceof ConversionError) return [unknown(result), [...convErrors, ...ld, ...rd]];
    if (op === '||' || op === '&&') {
      const forced = this.shortCircuit(op, l, r, ld, rd);
      if (forced !== null) return [forced[0].kind === 'unknown' ? forced[0] : at(forced[0], range), forced[1]];
    }
    const d = [...ld, ...rd];
    if (d.length > 0) return [unknown(result), d];
    if (op === '==' || op === '!=') {
      const eq = this.equals(l, r);
      if (eq === null) return [unknown(BOOL), d];
      return [{ kind: 'bool', value: op === '==' ? eq : !eq, range }, d];
    }
    if (isNull(l) || isNull(r)) return [unknown(result), [diag('Operation failed', 'Error during operation: argument must not be null.', range)]];
    if (!isKnown(l) || !isKnown(r)) return [unknown(result), d];
    if (l.kind === 'bool' && r.kind === 'bool') return [{ kind: 'bool', value: op === '||' ? l.value || r.value : l.value && r.value, range }, d];
    if (l.kind !== 'number' || r.kind !== 'number') return [unknown(result), d];
    const a = l.value;
    const b = r.value;
    let n: BigFloat | null;
    switch (op) {
      case '<':
        return [{ kind: 'bool', value: a.cmp(b) < 0, range }, d];
      case '>':
        return [{ kind: 'bool', value: a.cmp(b) > 0, range }, d];
      case '<=':
        return [{ kind: 'bool', value: a.cmp(b) <= 0, range }, d];
      case '>=':
        return [{ kind: 'bool', value: a.cmp(b) >= 0, range }, d];
      case '+':
        n = a.add(b);
        break;
      case '-':
        n = a.sub(b);
        break;
      case '*':
        n = multiply(a, b);
        break;
      case '/':
        n = a.quo(b);
        break;
      default:
        n = modulo(a, b);
        break;
    }
    if (n === null) return [unknown(NUMBER), [diag('Operation failed', `Error during operation: ${NAN_MESSAGES[op]}.`, range)]];
    return [{ kind: 'number', value: n, range }, d];
  }

  /** hcl v2.24's ShortCircuit for && and ||: null when both operands decide. */
  private shortCircuit(op: '||' | '&&', l: Value, r: Value, ld: EvalDiagnostic[], rd: EvalDiagnostic[]): Result | null {
    const controlling = op === '||';
    const decides = (v: Value): boolean => isKnown(v) && (controlling ? isTrue(v) : !isTrue(v));
    const neutral = (v: Value): boolean => isKnown(v) && !decides(v);
    const unknownBool = unknown(BOOL);
    if (!isKnown(l) && !isKnown(r)) {
      if (ld.length > 0) return null;
      this.drop(rd);
      return [unknownBool, ld];
    }
    if (decides(l)) {
      this.drop(rd);
      return [{ kind: 'bool', value: controlling }, ld];
    }
    if (decides(r)) {
      this.drop(ld);
      return [{ kind: 'bool', value: controlling }, rd];
    }
    if (!isKnown(l) && neutral(r)) {
      this.drop(rd);
      return [unknownBool, ld];
    }
    if (!isKnown(r) && neutral(l)) {
      this.drop(ld);
      return [unknownBool, rd];
    }
    return null;
  }

  /** cty's Equals: null when the answer is unknown. */
  private equals(a: Value, b: Value): boolean | null {
    this.tick(a.range ?? b.range ?? NO_RANGE);
    if (isNull(a) && isNull(b)) return true;
    if (isNull(a) || isNull(b)) {
      const other = isNull(a) ? b : a;
      return isKnown(other) ? false : null;
    }
    const ta = typeOf(a);
    const tb = typeOf(b);
    if (!isKnown(a) || !isKnown(b)) {
      if (hasDynamic(ta) || hasDynamic(tb)) return null;
      return typeEquals(ta, tb) ? null : false;
    }
    if (hasDynamic(ta) || hasDynamic(tb)) return conforms(ta, tb) ? null : false;
    if (!typeEquals(ta, tb)) return false;
    return this.equalValues(a, b);
  }

  private equalValues(a: Value, b: Value): boolean | null {
    switch (a.kind) {
      case 'string':
      case 'bool':
        return a.value === (b as typeof a).value;
      case 'number': {
        const x = a.value.toText();
        const y = (b as typeof a).value.toText();
        return (x === '-0' ? '0' : x) === (y === '-0' ? '0' : y);
      }
      case 'tuple':
      case 'list':
      case 'set': {
        const be = (b as typeof a).elements;
        if (a.elements.length !== be.length) return false;
        for (let i = 0; i < a.elements.length; i++) {
          const eq = this.equals(a.elements[i], be[i]);
          if (eq !== true) return eq;
        }
        return true;
      }
      case 'object':
      case 'map': {
        const bm = (b as typeof a).entries;
        if (a.entries.size !== bm.size) return false;
        for (const k of sortedKeys(a.entries)) {
          const other = bm.get(k);
          if (other === undefined) return false;
          const eq = this.equals((a.entries.get(k) as Entry).value, other.value);
          if (eq !== true) return eq;
        }
        return true;
      }
      default:
        return null;
    }
  }

  /** ConditionalExpr.Value, also for a template's %{ if }. Branches come as thunks. */
  private conditional(
    condition: Expression,
    onTrue: (ctx: EvalContext | null) => Result,
    trueRange: Range,
    onFalse: (ctx: EvalContext | null) => Result,
    falseRange: Range,
    ctx: EvalContext | null,
    range: Range,
  ): Result {
    const [t, td] = onTrue(ctx);
    const [f, fd] = onFalse(ctx);
    const tt = typeOf(t);
    const ft = typeOf(f);
    let resultType: Type | null;
    if (t.kind === 'null' && t.type.kind === 'dynamic') resultType = ft;
    else if (f.kind === 'null' && f.type.kind === 'dynamic') resultType = tt;
    else if (tt.kind === 'dynamic' || ft.kind === 'dynamic') resultType = DYNAMIC;
    else resultType = unify([tt, ft]);
    if (resultType === null) {
      this.drop([...td, ...fd]);
      return [
        UNKNOWN,
        [
          diag(
            'Inconsistent conditional result types',
            `The true and false result expressions must have consistent types. ${describeMismatch(tt, ft)}.`,
            between(trueRange, falseRange),
          ),
        ],
      ];
    }
    const [cond, cd] = this.eval(condition, ctx);
    const d = [...cd];
    if (isNull(cond)) {
      this.drop([...td, ...fd]);
      return [unknown(resultType), [...d, diag('Null condition', 'The condition value is null. Conditions must either be true or false.', condition.range)]];
    }
    if (!isKnown(cond)) {
      this.drop([...td, ...fd]);
      if (isNull(t) && isNull(f)) return [{ kind: 'null', type: resultType }, d];
      // cty refines the unknown result to the range both numbers span: one number when they are equal.
      if (t.kind === 'number' && f.kind === 'number' && t.value.cmp(f.value) === 0) return [at(t, range), d];
      return [unknown(resultType), d];
    }
    const c = convert(cond, BOOL);
    if (c instanceof ConversionError) {
      this.drop([...td, ...fd]);
      return [unknown(resultType), [...d, diag('Incorrect condition type', 'The condition expression must be of type bool.', condition.range)]];
    }
    const chosen = isTrue(c);
    const [v, vd, vRange] = chosen ? [t, td, trueRange] : [f, fd, falseRange];
    this.drop(chosen ? fd : td);
    appendAll(d, vd);
    const out = convert(v, resultType);
    if (out instanceof ConversionError) {
      d.push(diag('Inconsistent conditional result types', `The ${chosen ? 'true' : 'false'} result value has the wrong type: ${out.message}.`, vRange));
      return [unknown(resultType), d];
    }
    return [out.kind === 'unknown' ? out : at(out, range), d];
  }

  private forExpr(expr: ForExpr, ctx: EvalContext | null): Result {
    return this.forLoop(
      {
        keyVar: expr.keyVar,
        valueVar: expr.valueVar,
        collection: expr.collection,
        key: expr.isObject ? (expr.keyExpr as Expression) : undefined,
        value: (c) => this.eval(expr.valueExpr, c),
        condition: expr.condition,
        grouping: expr.grouping,
      },
      ctx,
      expr.range,
    );
  }

  /** ForExpr.Value; a template's %{ for } is one producing a tuple of strings. */
  private forLoop(
    f: {
      keyVar?: string;
      valueVar: string;
      collection: Expression;
      key?: Expression;
      value: (ctx: EvalContext) => Result;
      condition?: Expression;
      grouping: boolean;
    },
    ctx: EvalContext | null,
    range: Range,
  ): Result {
    const [coll, cd] = this.eval(f.collection, ctx);
    const d = [...cd];
    if (isNull(coll))
      return [UNKNOWN, [...d, diag('Iteration over null value', "A null value cannot be used as the collection in a 'for' expression.", f.collection.range)]];
    const collTy = typeOf(coll);
    if (collTy.kind === 'dynamic') return [UNKNOWN, d];
    if (isPrimitive(collTy)) {
      return [
        UNKNOWN,
        [
          ...d,
          diag(
            'Iteration over non-iterable value',
            `A value of type ${friendlyName(collTy)} cannot be used as the collection in a 'for' expression.`,
            f.collection.range,
          ),
        ],
      ];
    }
    const names = [f.keyVar, f.valueVar];
    const condition = f.condition;
    if (condition !== undefined) {
      const [c, ccd] = this.eval(condition, child(ctx, names, [UNKNOWN, UNKNOWN]));
      appendAll(d, ccd);
      if (isNull(c)) return [UNKNOWN, [...d, diag('Condition is null', "The value of the 'if' clause must not be null.", condition.range)]];
      const b = convert(c, BOOL);
      if (b instanceof ConversionError)
        return [UNKNOWN, [...d, diag("Invalid 'for' condition", `The 'if' clause value is invalid: ${b.message}.`, condition.range)]];
      if (ccd.length > 0) return [UNKNOWN, d];
    }
    if (!isKnown(coll)) return [UNKNOWN, d];
    const pairs = iterate(coll);
    this.collection(pairs.length, range);
    let known = true;
    const include = (inner: EvalContext): boolean => {
      if (condition === undefined) return true;
      const [raw, icd] = this.eval(condition, inner);
      appendAll(d, icd);
      const invalid = (detail: string): boolean => {
        if (known) d.push(diag("Invalid 'for' condition", detail, condition.range));
        known = false;
        return false;
      };
      if (isNull(raw)) return invalid("The value of the 'if' clause must not be null.");
      if (f.key === undefined && !isKnown(raw)) return (known = false);
      const b = convert(raw, BOOL);
      if (b instanceof ConversionError) return invalid(`The 'if' clause value is invalid: ${b.message}.`);
      if (!isKnown(b)) return (known = false);
      return isTrue(b);
    };
    if (f.key === undefined) {
      const elements: Value[] = [];
      for (const pair of pairs) {
        const inner = child(ctx, names, pair);
        if (!include(inner)) continue;
        const [v, vd] = f.value(inner);
        appendAll(d, vd);
        elements.push(v);
      }
      return known ? [{ kind: 'tuple', elements, range }, d] : [UNKNOWN, d];
    }
    const keyExpr = f.key;
    const entries = new Map<string, Entry>();
    const groups = new Map<string, { values: Value[]; keyRange: Range }>();
    for (const pair of pairs) {
      const inner = child(ctx, names, pair);
      if (!include(inner)) continue;
      const [rawKey, kd] = this.eval(keyExpr, inner);
      appendAll(d, kd);
      if (isNull(rawKey)) {
        if (known) d.push(diag('Invalid object key', "Key expression in 'for' expression must not produce a null value.", keyExpr.range));
        known = false;
        continue;
      }
      if (!isKnown(rawKey)) {
        known = false;
        continue;
      }
      const key = convert(rawKey, STRING);
      if (key instanceof ConversionError || key.kind !== 'string') {
        if (known && key instanceof ConversionError)
          d.push(diag('Invalid object key', `The key expression produced an invalid result: ${key.message}.`, keyExpr.range));
        known = false;
        continue;
      }
      const [v, vd] = f.value(inner);
      appendAll(d, vd);
      if (f.grouping) {
        const g = groups.get(key.value);
        if (g) {
          this.collection(g.values.length + 1, range);
          g.values.push(v);
        } else groups.set(key.value, { values: [v], keyRange: keyExpr.range });
      } else if (entries.has(key.value)) {
        d.push(
          diag(
            'Duplicate object key',
            `Two different items produced the key ${JSON.stringify(key.value)} in this 'for' expression. If duplicates are expected, use the ellipsis (...) after the value expression to enable grouping by key.`,
            keyExpr.range,
          ),
        );
      } else entries.set(key.value, { value: v, keyRange: keyExpr.range });
    }
    if (!known) return [UNKNOWN, d];
    for (const [k, g] of groups) entries.set(k, { value: { kind: 'tuple', elements: g.values, range }, keyRange: g.keyRange });
    return [{ kind: 'object', entries, range }, d];
  }

  /** TemplateExpr.Value, with %{ if } as a conditional and %{ for } as a joined for expression. */
  private template(parts: TemplatePart[], ctx: EvalContext | null, range: Range): Result {
    let out = '';
    let known = true;
    const d: EvalDiagnostic[] = [];
    for (const part of parts) {
      let pv: Value;
      let pd: EvalDiagnostic[];
      switch (part.type) {
        case 'TemplateLiteral':
          [pv, pd] = [{ kind: 'string', value: part.value }, NONE];
          break;
        case 'TemplateInterpolation':
          [pv, pd] = this.eval(part.expr, ctx);
          break;
        case 'TemplateIf': {
          const elseParts = part.else ?? [];
          [pv, pd] = this.conditional(
            part.condition,
            (c) => this.template(part.then, c, part.range),
            part.range,
            (c) => this.template(elseParts, c, part.range),
            part.range,
            ctx,
            part.range,
          );
          break;
        }
        case 'TemplateFor':
          [pv, pd] = this.join(part, ctx);
          break;
      }
      appendAll(d, pd);
      if (isNull(pv)) {
        d.push(
          diag('Invalid template interpolation value', 'The expression result is null. Cannot include a null value in a string template.', partRange(part)),
        );
        continue;
      }
      if (!isKnown(pv)) {
        known = false;
        continue;
      }
      const s = convert(pv, STRING);
      if (s instanceof ConversionError) {
        d.push(diag('Invalid template interpolation value', `Cannot include the given value in a string template: ${s.message}.`, partRange(part)));
        continue;
      }
      if (known && d.length === 0 && s.kind === 'string') {
        out += s.value;
        this.text(out, range);
      }
    }
    if (!known) return [unknown(STRING), d];
    return [this.text(out, range), d];
  }

  private join(part: Extract<TemplatePart, { type: 'TemplateFor' }>, ctx: EvalContext | null): Result {
    const [tuple, d0] = this.forLoop(
      { keyVar: part.keyVar, valueVar: part.valueVar, collection: part.collection, value: (c) => this.template(part.body, c, part.range), grouping: false },
      ctx,
      part.range,
    );
    const d = [...d0];
    if (tuple.kind !== 'tuple') return [unknown(STRING), d];
    let out = '';
    for (const v of tuple.elements) {
      if (isNull(v)) {
        d.push(diag('Invalid template interpolation value', 'An iteration result is null. Cannot include a null value in a string template.', part.range));
        continue;
      }
      if (typeOf(v).kind === 'dynamic') return [unknown(STRING), d];
      const s = convert(v, STRING);
      if (s instanceof ConversionError) {
        d.push(
          diag('Invalid template interpolation value', `Cannot include one of the interpolation results into the string template: ${s.message}.`, part.range),
        );
        continue;
      }
      if (s.kind !== 'string') return [unknown(STRING), d];
      out += s.value;
      this.text(out, part.range);
    }
    return [this.text(out, part.range), d];
  }
}

const NO_RANGE: Range = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };

/** Whether two types could be the same once their dynamic parts are known (cty's TestConformance, either way). */
function conforms(a: Type, b: Type): boolean {
  if (a.kind === 'dynamic' || b.kind === 'dynamic') return true;
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'tuple': {
      const be = (b as typeof a).elements;
      return a.elements.length === be.length && a.elements.every((t, i) => conforms(t, be[i]));
    }
    case 'object': {
      const ba = (b as typeof a).attributes;
      return a.attributes.length === ba.length && a.attributes.every(([k, t], i) => k === ba[i][0] && conforms(t, ba[i][1]));
    }
    case 'list':
    case 'map':
    case 'set':
      return conforms(a.element, (b as typeof a).element);
    default:
      return true;
  }
}

/** cty's Multiply: rounded at 512 bits, kept at the larger of the operands' and the result's precision. */
function multiply(a: BigFloat, b: BigFloat): BigFloat | null {
  const r = a.mulAt(b, 512);
  if (r === null) return null;
  return r.withPrec(Math.max(a.prec, b.prec, r.minPrec()));
}

/** cty's Modulo: x % 0 is x, an infinite operand multiplies, else x - y × trunc(x / y) at x's precision. */
function modulo(a: BigFloat, b: BigFloat): BigFloat | null {
  if (a.inf || b.inf) return multiply(a, b);
  if (b.isZero()) return a;
  const q = a.quo(b);
  if (q === null) return null;
  const t = BigFloat.fromInt(q.truncate() as bigint, a.prec);
  const p = b.mulAt(t, a.prec);
  if (p === null) return null;
  const r = a.sub(p);
  return r && r.withPrec(a.prec);
}

/** Keys and values in cty's iteration order; sequence keys are cty.NumberIntVal (64-bit precision). */
function iterate(coll: Value): [Value, Value][] {
  switch (coll.kind) {
    case 'tuple':
    case 'list':
      return coll.elements.map((v, i) => [{ kind: 'number', value: BigFloat.fromInt(i, INT_PREC) }, v]);
    case 'set':
      return coll.elements.map((v) => [v, v]);
    case 'object':
    case 'map':
      return sortedKeys(coll.entries).map((k) => {
        const e = coll.entries.get(k) as Entry;
        return [{ kind: 'string', value: k, range: e.keyRange }, e.value];
      });
    default:
      return [];
  }
}

/** The range HCL gives a template part: an interpolation is its expression. */
function partRange(part: TemplatePart): Range {
  return part.type === 'TemplateInterpolation' ? part.expr.range : part.range;
}

/** HCL's StartRange: where an expression's first part is. */
function startRange(e: Expression): Range {
  switch (e.type) {
    case 'Template':
      return e.parts.length > 0 ? e.parts[0].range : e.range;
    case 'Binary':
      return startRange(e.left);
    case 'Conditional':
      return startRange(e.condition);
    default:
      return e.range;
  }
}

/** A traversal HCL's parser would make a ScopeTraversalExpr: a variable with attribute or literal index steps. */
function isScopeTraversal(e: Expression): boolean {
  if (e.type === 'Variable') return true;
  if (e.type === 'GetAttr') return isScopeTraversal(e.object);
  if (e.type === 'Index') return e.key.type === 'Literal' && isScopeTraversal(e.collection);
  return false;
}

/** describeConditionalTypeMismatch. */
function describeMismatch(t: Type, f: Type): string {
  if (t.kind === 'object' && f.kind === 'object') {
    const fm = new Map(f.attributes);
    const tm = new Map(t.attributes);
    for (const [name, ty] of t.attributes) {
      const other = fm.get(name);
      if (other === undefined) return `The 'true' value includes object attribute ${JSON.stringify(name)}, which is absent in the 'false' value`;
      if (!typeEquals(ty, other)) return `Type mismatch for object attribute ${JSON.stringify(name)}: ${describeMismatch(ty, other)}`;
    }
    for (const [name] of f.attributes) {
      if (!tm.has(name)) return `The 'false' value includes object attribute ${JSON.stringify(name)}, which is absent in the 'true' value`;
    }
  } else if (t.kind === 'tuple' && f.kind === 'tuple') {
    if (t.elements.length !== f.elements.length)
      return `The 'true' tuple has length ${t.elements.length}, but the 'false' tuple has length ${f.elements.length}`;
    for (let i = 0; i < t.elements.length; i++) {
      if (!typeEquals(t.elements[i], f.elements[i])) return `Type mismatch for tuple element ${i}: ${describeMismatch(t.elements[i], f.elements[i])}`;
    }
  } else if ((t.kind === 'list' || t.kind === 'map' || t.kind === 'set') && t.kind === f.kind) {
    const te = t.element;
    const fe = (f as typeof t).element;
    if ((te.kind === 'object' && fe.kind === 'object') || (te.kind === 'tuple' && fe.kind === 'tuple'))
      return `Mismatched ${t.kind} element types: ${describeMismatch(te, fe)}`;
  }
  const tn = friendlyName(t);
  const fn = friendlyName(f);
  if (tn === fn) return "At least one deeply-nested attribute or element is not compatible across both the 'true' and the 'false' value";
  return `The 'true' value is ${tn}, but the 'false' value is ${fn}`;
}
