// Quoted templates, escapes, interpolation, directives, strip markers and heredocs.
import { describe, expect, it } from 'vitest';
import type { Attribute, TemplateExpr } from '../../src/hcl/ast.js';
import { parse } from '../../src/hcl/index.js';
import { evaluateLiteral } from '../support/hcl-value.js';
import { expr, line1, parseClean, rng, summaries, textAt } from './helpers.js';

function value(text: string): unknown {
  const r = evaluateLiteral(expr(text));
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

function heredocValue(src: string): unknown {
  const r = evaluateLiteral(parseClean(src).file.body.attributes[0].expr);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('quoted templates', () => {
  it('gives a plain string one literal part, ranged inside the quotes', () => {
    expect(expr('"hello"')).toEqual({
      type: 'Template',
      parts: [{ type: 'TemplateLiteral', value: 'hello', range: line1(5, 10) }],
      range: line1(4, 11),
    });
  });

  it('gives the empty string one empty literal part', () => {
    expect(expr('""')).toEqual({ type: 'Template', parts: [{ type: 'TemplateLiteral', value: '', range: line1(5, 5) }], range: line1(4, 6) });
  });

  it('decodes every escape sequence', () => {
    expect(value('"a\\nb\\rc\\td\\"e\\\\f \\u00e9 \\U0001F600"')).toBe('a\nb\rc\td"e\\f é 😀');
    expect(value('"$${x} %%{y} $$ %% $"')).toBe('${x} %{y} $$ %% $');
  });

  it('rejects an unknown escape at the backslash', () => {
    const r = parse('a = "x\\qy"\n');
    expect(summaries(r)).toEqual(['hcl-syntax 1:7 Invalid escape sequence']);
    expect(r.diagnostics[0].range).toEqual(line1(6, 8));
    expect(summaries(parse('a = "\\u12"\n'))).toEqual(['hcl-syntax 1:6 Invalid escape sequence']);
  });

  it('normalises string literals to NFC', () => {
    expect(value('"an\u0303o"')).toBe('a\u00f1o');
  });

  it('splits literals and interpolations, with part ranges', () => {
    const src = 'a = "x ${y} z"\n';
    const t = (parseClean(src).file.body.items[0] as Attribute).expr as TemplateExpr;
    expect(t.parts.map((p) => p.type)).toEqual(['TemplateLiteral', 'TemplateInterpolation', 'TemplateLiteral']);
    expect(t.parts.map((p) => textAt(src, p.range))).toEqual(['x ', '${y}', ' z']);
  });

  it('unwraps a template that is exactly one interpolation', () => {
    const e = expr('"${x}"');
    expect(e.type).toBe('TemplateWrap');
    expect(e.type === 'TemplateWrap' && [e.expr.type, e.range, e.template.range]).toEqual(['Variable', line1(4, 10), line1(4, 10)]);
    expect(value('"${true}"')).toBe(true);
    expect(value('"${""}${true}"')).toBe('true');
  });

  it('allows newlines inside an interpolation', () => {
    expect(value('"${(\n1 +\n2)}"')).toBe(3);
  });

  it('reports a line break inside a quoted string at the line break', () => {
    const r = parse('a = "abc\nb = 1\n');
    expect(summaries(r)).toEqual(['hcl-syntax 1:9 Invalid multi-line string']);
    expect(r.diagnostics[0].range).toEqual(rng(1, 9, 8, 2, 1, 9));
    expect(r.file.body.attributes.map((x) => x.name)).toEqual(['b']);
  });

  it('reports a string cut off by the end of the file there', () => {
    expect(parse('a = "abc').diagnostics.map((d) => [d.message.split(':')[0], d.range])).toEqual([['Unterminated template string', line1(8, 8)]]);
  });

  it('reports an interpolation the file ends inside from the start of its template, as HCL does', () => {
    expect(summaries(parse('a = "${b'))).toEqual(['hcl-syntax 1:6 Unclosed template interpolation sequence']);
    expect(summaries(parse('a = "x ${b} ${c\n'))).toEqual(['hcl-syntax 1:6 Unclosed template interpolation sequence']);
    expect(summaries(parse('a = <<EOF\nline\nab ${c\n'))).toEqual(['hcl-syntax 2:1 Unclosed template interpolation sequence']);
    expect(parse('a = "x ${b').diagnostics[0].message).toBe(
      'Unclosed template interpolation sequence: the "${" on line 1 is not closed with "}" before the end of the file',
    );
  });

  it('rejects a lone carriage return in a string', () => {
    expect(summaries(parse('a = "x\ry"\n'))).toEqual(['hcl-syntax 1:7 Invalid multi-line string']);
  });

  it('rejects extra tokens in an interpolation', () => {
    expect(summaries(parse('a = "${x y}"\n'))).toEqual(['hcl-syntax 1:10 Extra characters after interpolation expression']);
  });
});

describe('directives and strip markers', () => {
  it('parses if/else/endif and for/endfor into nested parts', () => {
    const t = expr('"%{ if c }yes%{ else }no%{ endif }"') as TemplateExpr;
    expect(t.parts).toHaveLength(1);
    const part = t.parts[0];
    expect(part.type === 'TemplateIf' && [part.then.length, part.else?.length, part.range]).toEqual([1, 1, line1(5, 38)]);
    const f = expr('"%{ for k, v in m }${k}%{ endfor }"') as TemplateExpr;
    expect(f.parts[0].type === 'TemplateFor' && [f.parts[0].keyVar, f.parts[0].valueVar, f.parts[0].body.length]).toEqual(['k', 'v', 1]);
  });

  it('evaluates directives over literals', () => {
    expect(value('"%{ if true }a%{ else }b%{ endif }"')).toBe('a');
    expect(value('"%{ if false }a%{ endif }"')).toBe('');
    expect(value('"%{ for v in [1, 2] }${v},%{ endfor }"')).toBe('1,2,');
    expect(value('"%{ for v in [true] }${v}%{ endfor }"')).toBe('true');
  });

  it('strips white space next to ~ markers, in literals only (spec examples)', () => {
    expect(value('"hello ${~ "world" }"')).toBe('helloworld');
    expect(value('"%{ if true ~} hello %{~ endif }"')).toBe('hello');
    expect(value('"${"hello" ~}${" world"}"')).toBe('hello world');
    const t = expr('"a ${~ x ~} b"') as TemplateExpr;
    expect(t.parts.map((p) => (p.type === 'TemplateInterpolation' ? [p.stripLeft, p.stripRight] : p.type === 'TemplateLiteral' ? p.value : ''))).toEqual([
      'a',
      [true, true],
      'b',
    ]);
  });

  it('reports unclosed and unmatched directives', () => {
    // Where the template ends, as HCL reports it.
    expect(summaries(parse('a = "%{ if x }y"\n'))).toEqual(['hcl-syntax 1:16 Unexpected end of template']);
    expect(summaries(parse('a = <<EOT\n%{ if x }\ny\nEOT\n'))).toEqual(['hcl-syntax 4:1 Unexpected end of template']);
    expect(parse('a = "%{ if x }y"\n').diagnostics[0].message).toBe('Unexpected end of template: the "if" directive on line 1 is not closed with "%{ endif }"');
    expect(summaries(parse('a = "%{ for v in m }x'))).toEqual(['hcl-syntax 1:22 Unterminated template string']);
    expect(summaries(parse('a = "%{ for v in m }x\n'))).toEqual(['hcl-syntax 1:22 Invalid multi-line string']);
    expect(summaries(parse('a = <<EOT\n%{ if x }y\n'))).toEqual(['hcl-syntax 3:1 Unterminated template string']);
    expect(summaries(parse('a = "x%{ endif }"\n'))).toEqual(['hcl-syntax 1:7 Unexpected "endif" directive']);
    expect(summaries(parse('a = "%{ for v in x }%{ else }%{ endfor }"\n'))).toEqual(['hcl-syntax 1:21 Unexpected "else" directive']);
    expect(summaries(parse('a = "%{ while }"\n'))).toEqual(['hcl-syntax 1:9 Invalid template directive']);
  });
});

describe('heredocs', () => {
  it('ranges the heredoc from << to the end of its closing marker', () => {
    const src = 'a = <<EOT\nhello ${x}\nEOT\nb = 1\n';
    const r = parseClean(src);
    const t = r.file.body.attributes[0].expr as TemplateExpr;
    expect(t.heredoc).toEqual({ marker: 'EOT', indented: false });
    expect(t.range).toEqual(rng(1, 5, 4, 3, 4, 24));
    expect(t.parts.map((p) => textAt(src, p.range))).toEqual(['hello ', '${x}', '\n']);
    expect(r.file.body.attributes[1].name).toBe('b');
  });

  it('keeps lines as written with <<, and removes common indentation with <<-', () => {
    expect(heredocValue('a = <<EOT\n  x\n    y\nEOT\n')).toBe('  x\n    y\n');
    expect(heredocValue('a = <<-EOT\n    x\n      y\n    EOT\n')).toBe('x\n  y\n');
    expect(heredocValue('a = <<EOT\nEOT\n')).toBe('');
  });

  it('removes indentation by grapheme cluster, so a combining mark after a space goes with it', () => {
    expect(heredocValue('a = <<-EOF\n \u0301x\n  y\nEOF\n')).toBe('x\n y\n');
  });

  it('leaves blank lines alone when removing indentation', () => {
    expect(heredocValue('a = <<-EOT\n    x\n  \n    y\n  EOT\n')).toBe('x\n  \ny\n');
  });

  it('applies strip markers before working out the indentation', () => {
    expect(heredocValue('a = <<-EOT\n  x\n  ${~"y"}\n  EOT\n')).toBe('  x\ny\n');
    expect(heredocValue('a = <<-EOT\n  x ${"y"~}\n    z\n  EOT\n')).toBe('x y    z\n');
  });

  it('keeps $${ and %%{ escapes but no backslash escapes', () => {
    expect(heredocValue('a = <<EOT\n$${x} %%{y} \\n\nEOT\n')).toBe('${x} %{y} \\n\n');
  });

  it('accepts CRLF line endings', () => {
    expect(heredocValue('a = <<EOT\r\nx\r\nEOT\r\n')).toBe('x\r\n');
  });

  it('needs the closing marker alone on a line followed by a newline', () => {
    expect(summaries(parse('a = <<EOT\nhello\nEOT'))).toEqual(['hcl-syntax 3:4 Unterminated template string']);
    expect(summaries(parse('a = <<EOT\nhello\n'))).toEqual(['hcl-syntax 3:1 Unterminated template string']);
    expect(heredocValue('a = <<EOT\nEOTX\n  EOT\n')).toBe('EOTX\n');
  });

  it('accepts white space after the closing marker, Unicode spaces included', () => {
    for (const end of ['EOT \n', 'EOT\t\n', 'EOT \r\n', 'EOT\u00a0\n', '\u2003EOT\n']) {
      const r = parseClean(`a = <<EOT\nx\n${end}b = 1\n`);
      expect(r.file.body.attributes.map((x) => x.name)).toEqual(['a', 'b']);
    }
    expect(heredocValue('a = <<EOT\nx\nEOT # c\nEOT\n')).toBe('x\nEOT # c\n');
    expect(summaries(parse('a = <<EOT\nx\nEOT '))).toEqual(['hcl-syntax 3:5 Unterminated template string']);
  });

  it('rejects a lone carriage return inside', () => {
    expect(summaries(parse('a = <<X\nx\ry\nX\n'))).toEqual(['hcl-syntax 2:2 Invalid character']);
  });
});
