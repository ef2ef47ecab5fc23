// Expression TREES compared with HashiCorp's parser, for the expressions hcl2json only renders as "${source}".
//
// hcl2json's JSON shows a non-literal expression as its source text, which cannot reveal a wrong tree (precedence,
// associativity, what a `?` or `...` binds to). @cdktn/hcl2json also exposes `getExpressionAst`, which parses one
// expression with hclsyntax.ParseExpression and returns its node tree. Both trees are written in one canonical
// notation here and compared as strings. What the notation keeps:
// - node kinds and their children in order; operators; function names and `...`; for-expression variables and
//   grouping; splat kind (`[*]` or `.*`); object items as key/value pairs (a bare-name key as `key`);
// - traversals the way HCL builds them: a variable with attribute / literal-index steps is ONE node listing its
//   steps (`x.a[0]`); steps after any other expression hang off that expression; an index by a non-literal key is
//   an `index` node; `.0` is an index step; parentheses are a node of their own.
// - the exact range of every literal and every variable traversal, as byte offsets within the expression.
// What it leaves out, because getExpressionAst does not give it in a comparable form: other node ranges (it reports
// only their first token; the source text comparison in hcl-json-shape.ts covers the outer range), literal values
// (its meta holds source text, not values; literal values are compared as JSON wherever hcl2json evaluates them),
// and the literal text of templates (only their non-literal parts are compared).
import { getExpressionAst } from '@cdktn/hcl2json';
import type { Expression, ObjectKeyIdent, TemplatePart } from '../../src/hcl/ast.js';

interface OracleNode {
  type: string;
  meta?: {
    operator?: string;
    name?: string;
    expandedFinalArgument?: boolean;
    keyVar?: string;
    valVar?: string;
    groupedValue?: boolean;
    anonSymbolExpression?: string;
    type?: string;
    traversal?: { type: string; segment?: string }[];
  };
  children: OracleNode[];
  range: { start: { byte: number }; end: { byte: number } };
}

export type OracleStructure = { ok: true; tree: string } | { ok: false; message: string };

/**
 * HashiCorp's trees for several expressions' source texts, in order. Texts not seen before are parsed together as
 * the elements of one tuple (one call into the WASM module instead of one per expression; each on its own lines
 * so heredocs stay valid); if that fails, one by one, so an error names its expression. Results are cached, as
 * real configurations repeat expressions a lot.
 */
export async function oracleStructures(sources: readonly string[]): Promise<OracleStructure[]> {
  const missing = [...new Set(sources)].filter((s) => !cache.has(s));
  if (missing.length > 0) {
    const batch = await parseOne(`[\n${missing.join('\n,\n')}\n]`);
    if (batch.ok && batch.ast.type === 'tuple' && batch.ast.children.length === missing.length) {
      let base = 2; // after "[\n"
      batch.ast.children.forEach((child, i) => {
        cache.set(missing[i], canonical(child, base));
        base += Buffer.byteLength(missing[i]) + 3; // the element and "\n,\n"
      });
    } else {
      for (const source of missing) {
        const one = await parseOne(source);
        cache.set(source, one.ok ? canonical(one.ast, 0) : one);
      }
    }
  }
  return sources.map((s) => cache.get(s) as OracleStructure);
}

const cache = new Map<string, OracleStructure>();

function canonical(ast: OracleNode, base: number): OracleStructure {
  try {
    return { ok: true, tree: fromOracle(ast, false, base) };
  } catch (err) {
    // Thousands of nested levels overflow the canonical writer; report it instead of crashing the run.
    if (err instanceof RangeError) return { ok: false, message: 'tree too deep to compare' };
    throw err;
  }
}

async function parseOne(source: string): Promise<{ ok: true; ast: OracleNode } | { ok: false; message: string }> {
  try {
    const ast = (await getExpressionAst('expression.hcl', source)) as OracleNode | null;
    return ast ? { ok: true, ast } : { ok: false, message: 'no tree' };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}

function node(kind: string, children: string[]): string {
  return children.length > 0 ? `${kind}(${children.join(' ')})` : kind;
}

function steps(traversal: { type: string; segment?: string }[]): string {
  return traversal.map((s) => (s.type === 'nameTraversal' ? `.${s.segment}` : `[${s.segment ?? ''}]`)).join('');
}

/** Where a leaf sits in its expression's source: UTF-8 byte offsets from the expression's start. */
function at(start: number, end: number): string {
  return `@${start}-${end}`;
}

function fromOracle(n: OracleNode, isKey: boolean, base: number): string {
  const kids = (asKey = false): string[] => n.children.map((c) => fromOracle(c, asKey, base));
  const span = at(n.range.start.byte - base, n.range.end.byte - base);
  const m = n.meta ?? {};
  switch (n.type) {
    case 'binaryOp':
      return node(`op:${m.operator}`, kids());
    case 'unaryOp':
      return node(`un:${m.operator}`, kids());
    case 'conditional':
      return node('cond', kids());
    case 'function':
      return node(`call:${m.name}${m.expandedFinalArgument ? '...' : ''}`, kids());
    case 'tuple':
      return node('tuple', kids());
    case 'object':
      // Children alternate key wrapper, value.
      return node(
        'object',
        n.children.map((c, i) => fromOracle(c, i % 2 === 0, base)),
      );
    case 'scopeTraversal':
      return `trav:${steps(m.traversal ?? []).slice(1)}${span}`;
    case 'relativeTraversal':
      return node(`rtrav:${steps(m.traversal ?? [])}`, kids());
    case 'index':
      return node('index', kids());
    case 'splat':
      // The symbol is given as source text, which may hold spaces (`[* ]`).
      return node(`splat:${m.anonSymbolExpression?.startsWith('[') ? '[*]' : '.*'}`, kids());
    case 'for':
      return node(`for:${m.keyVar ?? ''}:${m.valVar}:${m.groupedValue ? '...' : ''}`, kids());
    case 'template':
      return node(
        'tpl',
        n.children.filter((c) => c.type !== 'literalValue' || c.meta?.type !== 'string').map((c) => fromOracle(c, false, base)),
      );
    case 'templateWrap':
      return node('wrap', kids());
    case 'templateJoin':
      return node('join', kids());
    case 'literalValue':
      return `lit:${m.type}${span}`;
    case '':
      // Untyped nodes: an object key wrapper, a parenthesised expression, or the splat's current-element symbol.
      if (isKey) return node('key', kids());
      return n.children.length === 1 ? node('paren', kids()) : 'item';
    default:
      return node(`?${n.type}`, kids());
  }
}

const BINARY: Record<string, string> = {
  '||': 'logicalOr',
  '&&': 'logicalAnd',
  '==': 'equal',
  '!=': 'notEqual',
  '<': 'lessThan',
  '>': 'greaterThan',
  '<=': 'lessThanOrEqual',
  '>=': 'greaterThanOrEqual',
  '+': 'add',
  '-': 'subtract',
  '*': 'multiply',
  '/': 'divide',
  '%': 'modulo',
};

/** Our tree for the same expression, in the same notation. */
export function ourStructure(root: Expression): string {
  const origin = root.range.start.offset;
  const span = (e: Expression): string => at(e.range.start.offset - origin, e.range.end.offset - origin);
  return structureOf(root, span);
}

function structureOf(e: Expression, span: (e: Expression) => string): string {
  const sub = (x: Expression): string => structureOf(x, span);
  const keyStructure = (key: Expression | ObjectKeyIdent): string => (key.type === 'ObjectKeyIdent' ? 'key' : node('key', [sub(key)]));
  const templateParts = (parts: TemplatePart[]): string[] => partsOf(parts, sub);
  switch (e.type) {
    case 'Binary':
      return node(`op:${BINARY[e.op]}`, [sub(e.left), sub(e.right)]);
    case 'Unary':
      return node(`un:${e.op === '-' ? 'negate' : 'logicalNot'}`, [sub(e.operand)]);
    case 'Conditional':
      return node('cond', [sub(e.condition), sub(e.trueExpr), sub(e.falseExpr)]);
    case 'FunctionCall':
      return node(`call:${e.name}${e.expandFinal ? '...' : ''}`, e.args.map(sub));
    case 'Tuple':
      return node('tuple', e.elements.map(sub));
    case 'Object':
      return node(
        'object',
        e.items.flatMap((item) => [keyStructure(item.key), sub(item.value)]),
      );
    case 'Variable':
    case 'GetAttr':
    case 'Index': {
      const chain = traversalChain(e);
      if (chain === null) {
        const index = e as Extract<Expression, { type: 'Index' }>;
        return node('index', [sub(index.collection), sub(index.key)]);
      }
      if (chain.base.type === 'Variable') return `trav:${chain.steps}${span(e)}`;
      return node(`rtrav:${chain.steps}`, [sub(chain.base)]);
    }
    case 'Splat':
      return node(`splat:${e.full ? '[*]' : '.*'}`, [sub(e.source), e.each ? sub(e.each) : 'item']);
    case 'SplatItem':
      return 'item';
    case 'For': {
      const kids = [sub(e.collection)];
      if (e.keyExpr) kids.push(sub(e.keyExpr));
      kids.push(sub(e.valueExpr));
      if (e.condition) kids.push(sub(e.condition));
      return node(`for:${e.keyVar ?? ''}:${e.valueVar}:${e.grouping ? '...' : ''}`, kids);
    }
    case 'Template':
      return node('tpl', templateParts(e.parts));
    case 'TemplateWrap':
      return node('wrap', [sub(e.expr)]);
    case 'Paren':
      return node('paren', [sub(e.expr)]);
    case 'Literal':
      return `lit:${e.value === null ? 'dynamic' : typeof e.value === 'boolean' ? 'bool' : 'number'}${span(e)}`;
  }
}

/** The non-literal parts of a template; directives as HCL builds them (a conditional, a join over a for). */
function partsOf(parts: TemplatePart[], sub: (e: Expression) => string): string[] {
  const templateParts = (inner: TemplatePart[]): string[] => partsOf(inner, sub);
  return parts.flatMap((p): string[] => {
    switch (p.type) {
      case 'TemplateLiteral':
        return [];
      case 'TemplateInterpolation':
        return [sub(p.expr)];
      case 'TemplateIf':
        return [node('cond', [sub(p.condition), node('tpl', templateParts(p.then)), node('tpl', templateParts(p.else ?? []))])];
      case 'TemplateFor':
        return [node('join', [node(`for:${p.keyVar ?? ''}:${p.valueVar}:`, [sub(p.collection), node('tpl', templateParts(p.body))])])];
    }
  });
}

/**
 * A variable or any expression followed by attribute, legacy-index and literal-key index steps, as HCL folds them
 * into one traversal node; null when `e` is an index by a non-literal key (HCL's IndexExpr).
 */
function traversalChain(e: Expression): { base: Expression; steps: string } | null {
  const stepsOut: string[] = [];
  let current = e;
  for (;;) {
    if (current.type === 'GetAttr') {
      stepsOut.unshift(current.legacyIndex !== undefined ? `[${bigFloatText(current.name)}]` : `.${current.name}`);
      current = current.object;
    } else if (current.type === 'Index' && literalKeyText(current.key) !== null) {
      stepsOut.unshift(`[${literalKeyText(current.key)}]`);
      current = current.collection;
    } else break;
  }
  if (current === e && e.type === 'Index') return null;
  if (current.type === 'Variable') return { base: current, steps: current.name + stepsOut.join('') };
  return { base: current, steps: stepsOut.join('') };
}

/**
 * A number literal as getExpressionAst prints an index key: Go's big.Float `%v`, i.e. 10 significant digits
 * (rounded half to even), in exponent form (`1e-06`, `9e+10`) when the exponent is below -4 or at least 10.
 * Worked out from the source digits, so values beyond float64 (`1e400`) print as HCL prints them.
 */
export function bigFloatText(raw: string): string {
  const m = /^(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(raw);
  if (!m) return raw;
  const all = m[1] + (m[2] ?? '');
  const lead = all.length - all.replace(/^0+/, '').length;
  let digits = all.slice(lead).replace(/0+$/, '');
  if (digits === '') return '0';
  let exponent = m[1].length - lead - 1 + Number(m[3] ?? '0');
  if (digits.length > 10) {
    const rest = digits.slice(10);
    let kept = digits.slice(0, 10);
    const half = rest[0] === '5' && !/[1-9]/.test(rest.slice(1));
    if (rest[0] > '5' || (rest[0] === '5' && !half) || (half && Number(kept[9]) % 2 === 1)) {
      kept = (BigInt(kept) + 1n).toString();
      if (kept.length > 10) {
        kept = kept.slice(0, 10);
        exponent++;
      }
    }
    digits = kept.replace(/0+$/, '');
  }
  if (exponent < -4 || exponent >= 10) {
    const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${mantissa}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  if (exponent < 0) return `0.${'0'.repeat(-exponent - 1)}${digits}`;
  const intPart = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  const fraction = digits.slice(exponent + 1);
  return fraction ? `${intPart}.${fraction}` : intPart;
}

/** How HCL prints a literal index key: numbers as above, strings in quotes, bool and null not at all. */
function literalKeyText(key: Expression): string | null {
  if (key.type === 'Literal') return typeof key.value === 'number' ? bigFloatText(key.raw ?? String(key.value)) : '';
  if (key.type === 'Template' && key.parts.every((p) => p.type === 'TemplateLiteral')) {
    return `"${key.parts.map((p) => (p as { value: string }).value).join('')}"`;
  }
  return null;
}
