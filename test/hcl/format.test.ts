// The formatter's rules one at a time (each expected output is what hclwrite.Format 2.14.1 prints,
// but for `::`), and its edits API: the smallest edits, in order, that only ever replace blanks.
import { describe, expect, it } from 'vitest';
import { applyEdits, editsInRange, formatEdits, formatHcl } from '../../src/hcl/index.js';

const RULES: [string, string, string][] = [
  ['aligns the = of consecutive one-line attributes', 'a=1\nbbb = 2\n', 'a   = 1\nbbb = 2\n'],
  ['a blank line ends an alignment run', 'a = 1\n\nbbb = 2\n', 'a = 1\n\nbbb = 2\n'],
  ['a comment-only line ends an alignment run', 'a = 1\n# c\nbbb = 2\n', 'a = 1\n# c\nbbb = 2\n'],
  ['aligns trailing comments too, after the values', 'a = 1 # one\nbbb = 2 // two\n', 'a   = 1 # one\nbbb = 2 // two\n'],
  ['indents a block body by two spaces', 'block {\nx=1\n}\n', 'block {\n  x = 1\n}\n'],
  ['indents by bracket depth', 'a = [\n1,\n]\n', 'a = [\n  1,\n]\n'],
  ['an attribute whose value opens a bracket is in no run', 'a = {\nk = 1\nkk = [\n2\n]\n}\n', 'a = {\n  k = 1\n  kk = [\n    2\n  ]\n}\n'],
  ['brackets opened on one line indent once', 'foo([\n1\n])\n', 'foo([\n  1\n])\n'],
  ['a minus after an operator negates', 'a = b - -c\n', 'a = b - -c\n'],
  ['a minus after an operand subtracts', 'a = [ -1, 2 -3 ]\n', 'a = [-1, 2 - 3]\n'],
  ['no space after !', 'a = ! b\n', 'a = !b\n'],
  ['no spaces inside an interpolation', 'a = "${ x }"\n', 'a = "${x}"\n'],
  ['a minus first in an interpolation is spaced (hclwrite knows no ${ before a negation)', 'a = "${-1}"\n', 'a = "${- 1}"\n'],
  ['an object alone in an interpolation gets spaces', 'a = "${ {b=1} }"\n', 'a = "${ { b = 1 } }"\n'],
  ['in is a keyword before a tuple', 'a = [for x in [1]: x]\n', 'a = [for x in [1] : x]\n'],
  ['but a name before a parenthesis', 'a = [for x in(y): x]\n', 'a = [for x in(y) : x]\n'],
  ['calls, commas and expansion', 'a = f (b, c ...)\n', 'a = f(b, c...)\n'],
  ['traversals, indexes and splats', 'a = b . c [ 0 ] [ * ]\n', 'a = b.c[0][*]\n'],
  ['empty braces', 'empty { }\n', 'empty {}\n'],
  ['provider functions keep :: together (hcl >= 2.20)', 'a = provider :: ns::f (1)\n', 'a = provider::ns::f(1)\n'],
  [
    'heredoc text and its closing line are kept; the heredoc aligns with its run',
    'a = <<EOT\n  ${ x }  \n  EOT  \nbb = 1\n',
    'a  = <<EOT\n  ${x}  \n  EOT  \nbb = 1\n',
  ],
  ['blanks at the end of the file are kept, as spaces', 'a = 1\n \t ', 'a = 1\n   '],
  ['blanks at the end of the last line too', 'a = 1   ', 'a = 1   '],
  ['the byte order mark goes', '\uFEFFa=1\n', 'a = 1\n'],
  ['line endings are kept', 'a=1\r\nbb=2\r\n', 'a  = 1\r\nbb = 2\r\n'],
  ['tabs between tokens become single spaces', '\ta\t=\t1\n', 'a = 1\n'],
  ['columns count grapheme clusters', '"é" = 1\nab = 2\n', '"é" = 1\nab  = 2\n'],
  ['comment text is never touched', 'x = 1 # ${ not a template }   \n', 'x = 1 # ${ not a template }   \n'],
  ['characters outside the language are spaced like most tokens', 'a = 1 ; b = 2\n', 'a = 1 ; b = 2\n'],
  ['~} is one token also outside a template', 'a = "x" ~}\n', 'a = "x"~}\n'],
];

describe('formatHcl', () => {
  for (const [rule, input, expected] of RULES) {
    it(rule, () => {
      expect(formatHcl(input)).toBe(expected);
      expect(formatHcl(expected)).toBe(expected);
    });
  }

  it('formats bytes as bytes: bytes that are not UTF-8 (in comments) stay, the BOM goes', () => {
    const input = Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from('a=1 # '), 0xff, 0xc3, ...Buffer.from('\nbb = "é"\n')]);
    const expected = Buffer.from([...Buffer.from('a  = 1 # '), 0xff, 0xc3, ...Buffer.from('\nbb = "é"\n')]);
    expect(Buffer.from(formatHcl(new Uint8Array(input)))).toEqual(expected);
  });

  it('leaves canonical text as it is, with no edits', () => {
    const canonical = 'a   = 1 # c\nbbb = "x"\n\nblock "l" {\n  x = [\n    1,\n  ]\n}\n';
    expect(formatHcl(canonical)).toBe(canonical);
    expect(formatEdits(canonical)).toEqual([]);
  });
});

// Where the formatter differs from hclwrite 2.14.1 on purpose (docs/fmt.md "Differences"), with
// what hclwrite prints: tokens that would join are kept apart, a second BOM stays, `::` stays.
const DIFFERENCES: [string, string, string][] = [
  ['`! =` would read as `!=`', 'a = ! = b\n', 'a = ! = b\n'], // hclwrite: 'a = != b\n'
  ['a number and an index would read as one number', 'a = 1 .5\n', 'a = 1 .5\n'], // hclwrite: 'a = 1.5\n'
  ['two dots would run together', 'a = x . . y\n', 'a = x. .y\n'], // hclwrite: 'a = x..y\n'
  ['`${ ~` would read as a strip marker', 'a = "${ ~x}"\n', 'a = "${ ~ x}"\n'], // hclwrite: 'a = "${~ x}"\n'
  ['`~ }` would read as a strip marker', 'a = "${x ~ }"\n', 'a = "${x ~ }"\n'], // hclwrite: 'a = "${x ~}"\n'
  ['a BOM that another follows stays (the next run would remove the second)', '\uFEFF\uFEFFa=1\n', '\uFEFF\uFEFF a = 1\n'], // hclwrite: '\uFEFF a = 1\n'
  ['`::` between names stays together, as in hcl >= 2.20', 'a = provider :: ns :: f()\n', 'a = provider::ns::f()\n'], // hclwrite: 'a = provider : : ns : : f()\n'
];

describe('formatHcl where it differs from hclwrite 2.14.1', () => {
  for (const [why, input, expected] of DIFFERENCES) {
    it(why, () => {
      expect(formatHcl(input)).toBe(expected);
      expect(formatHcl(expected)).toBe(expected);
    });
  }

  it('indents no deeper than the parser nests (256 levels), so that the output stays linear', () => {
    const deep = `a = ${'[\n'.repeat(300)}${']\n'.repeat(300)}`;
    const indents = formatHcl(deep)
      .split('\n')
      .map((line) => line.length - line.trimStart().length);
    expect(Math.max(...indents)).toBe(512);
    expect(indents.slice(0, 258)).toEqual(Array.from({ length: 258 }, (_, i) => 2 * Math.min(i, 256)));
  });
});

describe('formatEdits', () => {
  const input = '\uFEFFblock  {\nx=1 #c\n  yy  =  "é"\n}\n';

  it('gives one edit per changed gap between tokens, in order, that together make formatHcl', () => {
    expect(formatEdits(input)).toEqual([
      { start: 0, end: 1, text: '' },
      { start: 6, end: 8, text: ' ' },
      { start: 10, end: 10, text: '  ' },
      { start: 11, end: 11, text: '  ' },
      { start: 12, end: 12, text: ' ' },
      { start: 21, end: 23, text: ' ' },
      { start: 24, end: 26, text: ' ' },
    ]);
    expect(applyEdits(input, formatEdits(input))).toBe(formatHcl(input));
    expect(formatHcl(input)).toBe('block {\n  x  = 1 #c\n  yy = "é"\n}\n');
  });

  it('replaces only blanks, with spaces', () => {
    for (const e of formatEdits(input).slice(1)) {
      expect(input.slice(e.start, e.end)).toMatch(/^[ \t]*$/);
      expect(e.text).toMatch(/^ *$/);
    }
  });

  it('editsInRange keeps the edits that touch a range, for range formatting', () => {
    const edits = formatEdits(input);
    // Line 3 ("  yy  =  "é"") is input[17, 29).
    expect(editsInRange(edits, 17, 29)).toEqual([
      { start: 21, end: 23, text: ' ' },
      { start: 24, end: 26, text: ' ' },
    ]);
    expect(editsInRange(edits, 29, 31)).toEqual([]);
  });
});
