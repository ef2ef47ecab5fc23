// Every expression form: AST shape, operator precedence, and exact ranges.
import { describe, expect, it } from 'vitest';
import type { Attribute, Expression } from '../../src/hcl/ast.js';
import { parse } from '../../src/hcl/index.js';
import { expr, line1, parseClean, rng, summaries, textAt } from './helpers.js';

/** A compact rendering of the tree, to assert structure and precedence at a glance. */
function show(e: Expression | { type: 'ObjectKeyIdent'; name: string }): string {
  switch (e.type) {
    case 'Literal':
      return e.raw ?? String(e.value);
    case 'Variable':
      return e.name;
    case 'ObjectKeyIdent':
      return `key:${e.name}`;
    case 'Template':
      return JSON.stringify(e.parts.map((p) => (p.type === 'TemplateLiteral' ? p.value : p.type)));
    case 'TemplateWrap':
      return `wrap(${show(e.expr)})`;
    case 'GetAttr':
      return e.legacyIndex !== undefined ? `${show(e.object)}.<${e.legacyIndex}>` : `${show(e.object)}.${e.name}`;
    case 'Index':
      return `${show(e.collection)}[${show(e.key)}]`;
    case 'Splat':
      return `splat${e.full ? '[*]' : '.*'}(${show(e.source)}; ${e.each === null ? '-' : show(e.each)})`;
    case 'SplatItem':
      return '@';
    case 'FunctionCall':
      return `${e.name}(${e.args.map(show).join(', ')}${e.expandFinal ? '...' : ''})`;
    case 'Tuple':
      return `[${e.elements.map(show).join(', ')}]`;
    case 'Object':
      return `{${e.items.map((i) => `${show(i.key)}${i.separator}${show(i.value)}`).join(', ')}}`;
    case 'Unary':
      return `(${e.op}${show(e.operand)})`;
    case 'Binary':
      return `(${show(e.left)} ${e.op} ${show(e.right)})`;
    case 'Conditional':
      return `(${show(e.condition)} ? ${show(e.trueExpr)} : ${show(e.falseExpr)})`;
    case 'For': {
      const vars = e.keyVar !== undefined ? `${e.keyVar}, ${e.valueVar}` : e.valueVar;
      const body = e.isObject ? `${show(e.keyExpr as Expression)} => ${show(e.valueExpr)}${e.grouping ? '...' : ''}` : show(e.valueExpr);
      const cond = e.condition !== undefined ? ` if ${show(e.condition)}` : '';
      return `${e.isObject ? '{' : '['}for ${vars} in ${show(e.collection)}: ${body}${cond}${e.isObject ? '}' : ']'}`;
    }
    case 'Paren':
      return `paren(${show(e.expr)})`;
  }
}

function errorsOf(text: string): string[] {
  return summaries(parse(`a = ${text}\n`));
}

describe('literals and variables', () => {
  it('parses numbers with their source text', () => {
    for (const [src, value] of [
      ['5', 5],
      ['3.25', 3.25],
      ['1e3', 1000],
      ['2.5E-2', 0.025],
      ['7e+1', 70],
    ] as const) {
      const e = expr(src);
      expect(e).toEqual({ type: 'Literal', value, raw: src, range: line1(4, 4 + src.length) });
    }
  });

  it('accepts a dot without fraction digits before an exponent, and rejects malformed number tokens', () => {
    expect(expr('1.E2')).toMatchObject({ type: 'Literal', value: 100, raw: '1.E2' });
    expect(expr('0.e+0')).toMatchObject({ type: 'Literal', value: 0 });
    for (const bad of ['1.5.3', '1.2.E3', '1e2e3', '1E2.5']) expect(errorsOf(bad), bad).toEqual(['hcl-syntax 1:5 Invalid number literal']);
    expect(show(expr('1.E'))).toBe('1.E');
  });

  it('parses the keywords true, false and null, and other names as variables', () => {
    expect(expr('true')).toEqual({ type: 'Literal', value: true, range: line1(4, 8) });
    expect(expr('false')).toMatchObject({ type: 'Literal', value: false });
    expect(expr('null')).toMatchObject({ type: 'Literal', value: null });
    expect(expr('observe')).toEqual({ type: 'Variable', name: 'observe', range: line1(4, 11) });
  });
});

describe('traversals and splats', () => {
  it('parses attribute access and index with ranges from the root', () => {
    const src = 'a = foo.bar[0].baz\n';
    const e = (parseClean(src).file.body.items[0] as Attribute).expr;
    expect(show(e)).toBe('foo.bar[0].baz');
    expect(e.type === 'GetAttr' && textAt(src, e.range)).toBe('foo.bar[0].baz');
    expect(e.type === 'GetAttr' && e.nameRange).toEqual(line1(15, 18));
    const index = e.type === 'GetAttr' ? e.object : e;
    expect(textAt(src, index.range)).toBe('foo.bar[0]');
  });

  it('parses the legacy index form as an index', () => {
    const e = expr('foo.0.bar');
    expect(show(e)).toBe('foo.<0>.bar');
    expect(errorsOf('foo.0.1')).toEqual(['hcl-syntax 1:9 Invalid legacy index syntax']);
    expect(show(expr('foo.9E2'))).toBe('foo.<900>');
    expect(errorsOf('foo.1e2e3')).toEqual(['hcl-syntax 1:9 Invalid number literal']);
  });

  it('parses attribute-only splats: later indexes apply to the result', () => {
    expect(show(expr('x.*.a.b'))).toBe('splat.*(x; @.a.b)');
    expect(show(expr('x.*.a[0]'))).toBe('splat.*(x; @.a)[0]');
    expect(show(expr('x.*'))).toBe('splat.*(x; -)');
  });

  it('parses full splats: indexes and attributes apply to each element', () => {
    expect(show(expr('x[*].a[0].b'))).toBe('splat[*](x; @.a[0].b)');
    expect(show(expr('x.*[0].*'))).toBe('splat.*(splat.*(x; -)[0]; -)');
    const src = 'a = x[*].id\n';
    const e = (parseClean(src).file.body.items[0] as Attribute).expr;
    expect(e.type === 'Splat' && e.each !== null && e.each.type === 'GetAttr' && textAt(src, e.each.object.range)).toBe('[*]');
    expect(textAt(src, e.range)).toBe('x[*].id');
  });

  it('puts any splat that follows a full splat inside it, applied to each element', () => {
    expect(show(expr('x[*][*]'))).toBe('splat[*](x; splat[*](@; -))');
    expect(show(expr('x[*].y[*].z'))).toBe('splat[*](x; splat[*](@.y; @.z))');
    expect(show(expr('x[*].*'))).toBe('splat[*](x; splat.*(@; -))');
    expect(show(expr('x[*][k][*]'))).toBe('splat[*](x; splat[*](@[k]; -))');
    expect(show(expr('c[*].*[f]'))).toBe('splat[*](c; splat.*(@; -)[f])');
  });

  it('rejects a splat nested in an attribute-only splat, at its star', () => {
    expect(errorsOf('x.*.*')).toEqual(['hcl-syntax 1:9 Nested splat expression not allowed']);
  });
});

describe('function calls', () => {
  it('parses arguments, trailing commas, expansion and newlines inside parentheses', () => {
    expect(show(expr('f()'))).toBe('f()');
    expect(show(expr('f(1, "a",)'))).toBe('f(1, ["a"])');
    expect(show(expr('f(1, xs...)'))).toBe('f(1, xs...)');
    const r = parseClean('a = f(\n  1,\n  2\n)\n');
    const call = r.file.body.attributes[0].expr;
    expect(call.type === 'FunctionCall' && [call.nameRange, call.openParenRange, call.closeParenRange, call.range]).toEqual([
      line1(4, 5),
      line1(5, 6),
      rng(4, 1, 16, 4, 2, 17),
      rng(1, 5, 4, 4, 2, 17),
    ]);
  });

  it('parses namespaced function names', () => {
    const src = 'a = provider::ns::fn(1)\n';
    const e = (parseClean(src).file.body.items[0] as Attribute).expr;
    expect(e.type === 'FunctionCall' && [e.name, textAt(src, e.nameRange)]).toEqual(['provider::ns::fn', 'provider::ns::fn']);
  });

  it('rejects an expanded argument that is not last, and a missing comma', () => {
    expect(errorsOf('f(a..., b)')).toEqual(['hcl-syntax 1:8 Missing closing parenthesis']);
    expect(errorsOf('f(a b)')).toEqual(['hcl-syntax 1:9 Missing argument separator']);
    expect(errorsOf('f(a')).toEqual(['hcl-syntax 1:6 Unterminated function call']);
  });
});

describe('collections', () => {
  it('parses tuples with trailing commas and newlines', () => {
    expect(show(expr('[1, 2,]'))).toBe('[1, 2]');
    expect(show(expr('[]'))).toBe('[]');
    const r = parseClean('a = [\n  1,\n  2\n]\n');
    expect(r.file.body.attributes[0].expr.range).toEqual(rng(1, 5, 4, 4, 2, 16));
    expect(errorsOf('[1 2]')).toEqual(['hcl-syntax 1:8 Missing item separator']);
  });

  it('parses objects with = and :, commas and newlines between items', () => {
    expect(show(expr('{ a = 1, b: 2 }'))).toBe('{key:a=1, key:b:2}');
    const r = parseClean('a = {\n  x = 1\n  y = 2,\n  z = 3\n}\n');
    expect(show(r.file.body.attributes[0].expr)).toBe('{key:x=1, key:y=2, key:z=3}');
    expect(show(expr('{}'))).toBe('{}');
  });

  it('distinguishes literal keys from expression keys', () => {
    expect(show(expr('{ "q" = 1, (k) = 2, true = 3, null = 4, 5 = 6, a.b = 7 }'))).toBe('{["q"]=1, paren(k)=2, key:true=3, key:null=4, 5=6, a.b=7}');
    const src = 'a = { name = "x" }\n';
    const obj = (parseClean(src).file.body.items[0] as Attribute).expr;
    expect(obj.type === 'Object' && [obj.items[0].key.range, obj.items[0].range]).toEqual([line1(6, 10), line1(6, 16)]);
  });

  it('rejects a missing separator between object items and a key named for', () => {
    expect(errorsOf('{ a = 1 b = 2 }')).toEqual(['hcl-syntax 1:13 Missing attribute separator']);
    expect(errorsOf('{ a 1 }')).toEqual(['hcl-syntax 1:9 Missing key/value separator']);
    expect(errorsOf('{for = 1}').length).toBe(1);
  });
});

describe('operators', () => {
  it('applies HCL precedence and left associativity', () => {
    expect(show(expr('1 + 2 * 3'))).toBe('(1 + (2 * 3))');
    expect(show(expr('1 - 2 - 3'))).toBe('((1 - 2) - 3)');
    expect(show(expr('x / y * z'))).toBe('((x / y) * z)');
    expect(show(expr('!a && b || c'))).toBe('(((!a) && b) || c)');
    expect(show(expr('a == b != c'))).toBe('((a == b) != c)');
    expect(show(expr('1 < 2 == true'))).toBe('((1 < 2) == true)');
    expect(show(expr('a || b && c == d > e + f % g'))).toBe('(a || (b && (c == (d > (e + (f % g))))))');
    expect(show(expr('1 >= 2 <= 3'))).toBe('((1 >= 2) <= 3)');
  });

  it('binds unary operators tighter than binary ones but looser than traversals', () => {
    expect(show(expr('-x.y * 2'))).toBe('((-x.y) * 2)');
    expect(show(expr('--1'))).toBe('(-(-1))');
    const src = 'a = -x\n';
    expect((parseClean(src).file.body.items[0] as Attribute).expr.range).toEqual(line1(4, 6));
  });

  it('parses conditionals, right-nested', () => {
    expect(show(expr('a ? b : c ? d : e'))).toBe('(a ? b : (c ? d : e))');
    expect(show(expr('a || b ? c + 1 : d'))).toBe('((a || b) ? (c + 1) : d)');
    expect(errorsOf('a ? b')).toEqual(['hcl-syntax 1:10 Missing false expression in conditional']);
  });

  it('parses parentheses and ignores newlines inside them', () => {
    expect(show(expr('(1 + 2) * 3'))).toBe('(paren((1 + 2)) * 3)');
    expect(show(parseClean('a = (\n  1 +\n  2\n)\n').file.body.attributes[0].expr)).toBe('paren((1 + 2))');
  });
});

describe('for expressions', () => {
  it('parses tuple and object forms with key variables, conditions and grouping', () => {
    expect(show(expr('[for v in xs: v]'))).toBe('[for v in xs: v]');
    expect(show(expr('[for i, v in xs: v if i < 2]'))).toBe('[for i, v in xs: v if (i < 2)]');
    expect(show(expr('{for k, v in m: v => k...}'))).toBe('{for k, v in m: v => k...}');
    expect(show(expr('{for k, v in m: k => v if v != null}'))).toBe('{for k, v in m: k => v if (v != null)}');
  });

  it('ignores newlines inside for expressions', () => {
    const r = parseClean('a = {\n  for k, v in m :\n  k => v\n}\nb = [\n  for v in xs : v\n]\n');
    expect(r.file.body.attributes.map((a) => show(a.expr))).toEqual(['{for k, v in m: k => v}', '[for v in xs: v]']);
    expect(r.file.body.attributes[0].expr.range).toEqual(rng(1, 5, 4, 4, 2, 34));
  });

  it('reports malformed for expressions', () => {
    expect(errorsOf('[for in xs: v]')).toEqual(['hcl-syntax 1:13 Invalid for expression']);
    expect(errorsOf('[for v xs: v]')).toEqual(['hcl-syntax 1:12 Invalid for expression']);
    expect(errorsOf('[for v in xs v]')).toEqual(['hcl-syntax 1:18 Invalid for expression']);
    expect(errorsOf('{for k in m: k}')).toEqual(['hcl-syntax 1:19 Invalid for expression']);
  });
});

describe('expression errors', () => {
  it('reports a missing expression', () => {
    expect(summaries(parse('a =\n'))).toEqual(['hcl-syntax 1:4 Invalid expression']);
    expect(summaries(parse('a = ]\n'))).toEqual(['hcl-syntax 1:5 Invalid expression']);
    expect(summaries(parse('a = "x" "y"\n'))).toEqual(['hcl-syntax 1:9 Missing newline after argument']);
  });

  it('reports unbalanced brackets', () => {
    expect(errorsOf('(1 + 2')).toEqual(['hcl-syntax 2:1 Unbalanced parentheses']);
    expect(errorsOf('x[1')).toEqual(['hcl-syntax 2:1 Missing close bracket on index']);
  });
});
