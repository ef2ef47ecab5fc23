// Renders OUR AST in the JSON shape hcl2json (the oracle, see hcl-oracle.ts) produces, so the two can be compared.
//
// What hcl2json produces, and therefore what is compared (each rule checked against the oracle by hand):
// - A body is an object. Its blocks are converted first, then its attributes, so an attribute silently replaces a
//   block of the same name. A block `t "a" "b" {...}` lands at out.t.a.b, always as an array of bodies (several blocks
//   with the same type and labels append). Mixing blocks of one type with and without labels, or with different label
//   counts, is a conversion error; we report it too (both sides must fail, the messages are not compared).
// - Literal values are compared exactly: `null`, booleans, numbers, strings with no interpolation or directive,
//   and a unary operator applied directly to a number/bool/null literal (`-1`, `!true`); a type error there (`!1`,
//   `-null`) is a conversion error on both sides. Literal values come from our `evaluateLiteral`.
//   Numbers are compared as float64, the way JSON.parse reads hcl2json's output.
// - Tuples and objects are rendered element by element; object keys follow hcl2json: a bare name or a traversal
//   (`a.b[0]`) is its source text, anything else is rendered as a template part (below). Later duplicate keys win.
// - `"${expr}"` (a template that is exactly one interpolation) is rendered as `expr` itself.
// - Strings are written as Terraform JSON templates: literal text (decoded escapes, `<<-` indentation and `~` strip
//   markers applied) with `${` and `%{` escaped as `$${` and `%%{`. Block labels are not escaped.
// - A template that is one literal part is evaluated (a directive body `${null}` fails: inside `%{for}` that fails
//   the conversion, inside `%{if}` hcl2json silently renders the whole directive as "").
// - Other templates become one string: literal parts as above; `%{if c}a%{else}b%{endif}` and
//   `%{for k, v in c}...%{endfor}` re-rendered with the condition/collection source text; interpolated literals
//   converted to strings (numbers in plain decimal); `${c ? a : b}` rendered as an if-directive; and any other
//   interpolation as "${<source text>}".
// - Every other expression (traversals, calls, operators, conditionals, for, splats, parentheses) is the string
//   "${<exact source text of its range>}". This compares our expression RANGES with HCL's byte for byte, which is
//   what diagnostics rely on. hcl2json extends every such range by one byte when the next byte is `)`; so do we.
//   Those expressions are listed in `rendered`, and their trees are compared separately (hcl-structure.ts).
// Not visible through hcl2json, so not compared here: comments, label quoting, attribute/block ranges, and literal
// values nested inside the expressions of the previous point.
import type { Block, Body, Expression, HclFile, ObjectItem, ObjectKeyIdent, Range, TemplateExpr, TemplatePart } from '../../src/hcl/ast.js';
import { evaluateLiteral } from './hcl-value.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** `rendered`: every expression that the JSON shows only as source text (for the tree comparison). */
export type Shape = { ok: true; json: Json; rendered: RenderedExpression[] } | { ok: false; message: string };

export interface RenderedExpression {
  expr: Expression;
  /** Its exact source text (the range, without hcl2json's `)` extension). */
  source: string;
}

class ConversionError extends Error {}

export function toHcl2JsonShape(file: HclFile): Shape {
  const converter = new Converter(Buffer.from(file.source, 'utf8'));
  try {
    const json = converter.body(file.body);
    return { ok: true, json, rendered: converter.rendered };
  } catch (err) {
    if (err instanceof ConversionError) return { ok: false, message: err.message };
    throw err;
  }
}

/** A prototype-free object, so labels and keys such as `__proto__` are plain keys as in Go's maps. */
function newObject(): JsonObject {
  return Object.create(null) as JsonObject;
}

function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const CLOSE_PAREN = 0x29;

class Converter {
  readonly rendered: RenderedExpression[] = [];
  constructor(private readonly bytes: Buffer) {}

  body(body: Body): JsonObject {
    const out = newObject();
    for (const block of body.blocks) this.block(block, out);
    for (const attr of body.attributes) out[attr.name] = this.expr(attr.expr);
    return out;
  }

  private block(block: Block, out: JsonObject): void {
    const path = [block.type, ...block.labels.map((l) => l.value)].join('.');
    let target = out;
    let key = block.type;
    for (const label of block.labels) {
      if (key in target) {
        const inner = target[key];
        if (!isObject(inner)) throw new ConversionError(`Unable to convert Block to JSON: ${path}`);
        target = inner;
      } else {
        const created = newObject();
        target[key] = created;
        target = created;
      }
      key = label.value;
    }
    const value = this.body(block.body);
    const current = target[key];
    if (current === undefined) target[key] = [value];
    else if (Array.isArray(current)) current.push(value);
    else throw new ConversionError(`invalid HCL detected for "${key}" block, cannot have blocks with and without labels`);
  }

  private expr(e: Expression): Json {
    switch (e.type) {
      case 'Literal':
        return this.literal(e);
      case 'Unary':
        if (e.operand.type !== 'Literal') return this.wrap(e);
        return this.literal(e, true);
      case 'Template':
        return isStringLiteral(e) ? this.literal(e) : this.templateText(e.parts);
      case 'TemplateWrap':
        return this.expr(e.expr);
      case 'Tuple':
        return e.elements.map((el) => this.expr(el));
      case 'Object':
        return this.object(e.items);
      default:
        return this.wrap(e);
    }
  }

  /** A literal through our evaluator. A failure is a conversion error for unary operators, a visible mismatch otherwise. */
  private literal(e: Expression, failureIsConversionError = false): Json {
    const result = evaluateLiteral(e);
    if (result.ok) return typeof result.value === 'string' ? escapeTemplateText(result.value) : toJson(result.value);
    if (failureIsConversionError) throw new ConversionError(result.message);
    return `<evaluateLiteral failed: ${result.message}>`;
  }

  private object(items: ObjectItem[]): JsonObject {
    const out = newObject();
    for (const item of items) out[this.key(item.key)] = this.expr(item.value);
    return out;
  }

  private key(key: Expression | ObjectKeyIdent): string {
    if (key.type === 'ObjectKeyIdent' || isScopeTraversal(key)) return this.source(key.range);
    return this.stringPart(key);
  }

  /**
   * hcl2json's template conversion. A template of exactly one literal part (HCL's IsStringLiteral: one piece of text,
   * or one interpolated number/bool/null such as a directive body `${null}`) is evaluated as HCL would, and null
   * cannot be part of a string; anything else is rendered part by part.
   */
  private templateText(parts: TemplatePart[]): string {
    const only = parts.length === 1 ? parts[0] : undefined;
    if (only?.type === 'TemplateInterpolation' && only.expr.type === 'Literal') {
      if (only.expr.value === null) throw new ConversionError('Invalid template interpolation value: null');
      return literalText(only.expr.value, only.expr.raw);
    }
    return parts.map((p) => this.templatePart(p)).join('');
  }

  private templatePart(part: TemplatePart): string {
    switch (part.type) {
      case 'TemplateLiteral':
        return escapeTemplateText(part.value);
      case 'TemplateInterpolation':
        return this.stringPart(part.expr);
      case 'TemplateIf':
        return this.ifDirective(
          part.condition,
          () => this.templateText(part.then),
          () => (part.else ? this.templateText(part.else) : ''),
        );
      case 'TemplateFor': {
        const vars = part.keyVar !== undefined ? `${part.keyVar}, ${part.valueVar}` : part.valueVar;
        return `%{for ${vars} in ${this.renderedSource(part.collection)}}${this.templateText(part.body)}%{endfor}`;
      }
    }
  }

  /** hcl2json drops the whole directive when its true branch fails to convert, and an else branch that fails. */
  private ifDirective(condition: Expression, thenText: () => string, elseText: () => string): string {
    let then: string;
    try {
      then = thenText();
    } catch (err) {
      if (err instanceof ConversionError) return '';
      throw err;
    }
    let otherwise = '';
    try {
      otherwise = elseText();
    } catch (err) {
      if (!(err instanceof ConversionError)) throw err;
    }
    const elsePart = otherwise.length > 0 ? `%{else}${otherwise}` : '';
    return `%{if ${this.renderedSource(condition)}}${then}${elsePart}%{endif}`;
  }

  /** An expression inside a template, rendered as text. */
  private stringPart(e: Expression): string {
    switch (e.type) {
      case 'Literal':
        return literalText(e.value, e.raw);
      case 'Template':
        return this.templateText(e.parts);
      case 'TemplateWrap':
        return this.stringPart(e.expr);
      case 'Conditional':
        return this.ifDirective(
          e.condition,
          () => this.stringPart(e.trueExpr),
          () => this.stringPart(e.falseExpr),
        );
      default:
        return this.wrap(e);
    }
  }

  private wrap(e: Expression): string {
    return '${' + this.renderedSource(e) + '}';
  }

  private renderedSource(e: Expression): string {
    this.rendered.push({ expr: e, source: this.bytes.subarray(e.range.start.offset, e.range.end.offset).toString('utf8') });
    return this.source(e.range);
  }

  private source(range: Range): string {
    let end = range.end.offset;
    if (this.bytes[end] === CLOSE_PAREN) end++;
    return this.bytes.subarray(range.start.offset, end).toString('utf8');
  }
}

/** hcl2json writes Terraform-JSON strings, where a literal `${` or `%{` must be escaped as `$${` / `%%{`. */
function escapeTemplateText(text: string): string {
  return text.replace(/\$\{/g, '$$${').replace(/%\{/g, '%%{');
}

function isStringLiteral(t: TemplateExpr): boolean {
  return t.parts.every((p) => p.type === 'TemplateLiteral');
}

/** What HCL keeps as a static traversal: a variable followed by attributes, legacy `.0` and literal-key indexes. */
function isScopeTraversal(e: Expression): boolean {
  switch (e.type) {
    case 'Variable':
      return true;
    case 'GetAttr':
      return isScopeTraversal(e.object);
    case 'Index':
      return isScopeTraversal(e.collection) && (e.key.type === 'Literal' || (e.key.type === 'Template' && isStringLiteral(e.key)));
    default:
      return false;
  }
}

/** cty's conversion of a primitive to string: numbers in plain decimal notation, null as "null". */
function literalText(value: null | boolean | number, raw: string | undefined): string {
  if (typeof value === 'number') return raw !== undefined ? decimalText(raw) : plainDecimal(value);
  return String(value);
}

/** `1.50e3` -> `1500`, `007` -> `7`, `1e-3` -> `0.001`: exact, from the source digits. */
export function decimalText(raw: string): string {
  const m = /^(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(raw);
  if (!m) return raw;
  const fraction = m[2] ?? '';
  const digits = (m[1] + fraction).replace(/^0+/, '');
  if (digits === '') return '0';
  // The value is digits * 10^exponent.
  const exponent = Number(m[3] ?? '0') - fraction.length;
  const pointAt = digits.length + exponent;
  let intPart: string;
  let fracPart: string;
  if (pointAt <= 0) {
    intPart = '0';
    fracPart = '0'.repeat(-pointAt) + digits;
  } else if (pointAt >= digits.length) {
    intPart = digits + '0'.repeat(pointAt - digits.length);
    fracPart = '';
  } else {
    intPart = digits.slice(0, pointAt);
    fracPart = digits.slice(pointAt);
  }
  fracPart = fracPart.replace(/0+$/, '');
  return fracPart ? `${intPart}.${fracPart}` : intPart;
}

function plainDecimal(n: number): string {
  return (n < 0 ? '-' : '') + decimalText(String(Math.abs(n)));
}

/** Our evaluator's value as JSON (numbers as float64, as JSON.parse reads the oracle's output: 1e400 is Infinity). */
function toJson(value: unknown): Json {
  if (value === null || typeof value === 'boolean' || typeof value === 'string' || typeof value === 'number') return value;
  if (Array.isArray(value)) return value.map(toJson);
  if (value instanceof Map) {
    const out = newObject();
    for (const [k, v] of value) out[String(k)] = toJson(v);
    return out;
  }
  if (typeof value === 'object') {
    const out = newObject();
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = toJson(v);
    return out;
  }
  return `<unexpected value: ${String(value)}>`;
}
