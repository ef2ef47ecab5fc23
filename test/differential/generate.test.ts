// The generator behind the differential test: deterministic, covering every construct, producing well-formed text.
import { describe, expect, it } from 'vitest';
import { DIFFERENTIAL_GRAMMAR, grammarInputs, invalidUtf8Inputs, mutatedInputs } from './generate.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('differential input generator', () => {
  it('is deterministic for a seed and varies with it', () => {
    expect(grammarInputs(5, 40)).toEqual(grammarInputs(5, 40));
    expect(grammarInputs(6, 40)).not.toEqual(grammarInputs(5, 40));
    const corpus = grammarInputs(5, 40);
    expect(mutatedInputs(9, 60, corpus)).toEqual(mutatedInputs(9, 60, corpus));
  });

  it('writes every native-syntax construct across the inputs the differential test uses', () => {
    const all = grammarInputs(DIFFERENTIAL_GRAMMAR.seed, DIFFERENTIAL_GRAMMAR.count)
      .map((i) => i.source)
      .join('\n');
    const constructs: [string, RegExp][] = [
      ['block with quoted labels', /^\s*\w+ "[^"\n]*" "[^"\n]*" *\{$/m],
      ['block with bare label', /^\s*\w+ [\p{L}_][\p{L}\d_-]* *\{$/mu],
      ['one-line block', /\{ [\p{L}_][\p{L}\d_-]* = [^\n]+ ?\}$/mu],
      ['empty one-line block', /\{ ?\}$/m],
      ['hash comment', /#/],
      ['slash comment', /\/\//],
      ['multi-line block comment', /\/\*[^*]*\n \* more\n \*\//],
      ['exponent number', /\b\d+e\+?\d+\b/],
      ['negative exponent', /\d+\.\d+E-\d/],
      ['every escape', /\\n[\s\S]*\\r[\s\S]*\\t[\s\S]*\\"[\s\S]*\\\\[\s\S]*\\u00e9[\s\S]*\\U0001F600/],
      ['escaped interpolation', /\$\$\{/],
      ['escaped directive', /%%\{/],
      ['interpolation with strip markers', /\$\{~[^}]*~\}/],
      ['if/else directive', /%\{~? ?if [\s\S]*%\{~?else~?\}[\s\S]*%\{~?endif~?\}/],
      ['for directive with key', /%\{~?for k, v in /],
      ['heredoc', /<<EOF\n/],
      ['indented heredoc', /<<-\w+\n/],
      ['object with = and :', /\{[^{}\n]*=[^{}\n]*\}[\s\S]*\{[^{}\n]*: [^{}\n]*\}/],
      ['multi-line object', /\{\n  [^\n]+\n  [^\n]+\n\}/],
      ['tuple with trailing comma', /,\s*\]/],
      ['call with expansion', /\.\.\.\s*\)/],
      ['newline inside brackets', /\[\n/],
      ['legacy index', /\.\d\b/],
      ['full splat', /\[\*\]/],
      ['attribute splat', /\.\*/],
      ['index by expression', /\w\[\(/],
      ['conditional', / \? [^:\n]+ : /],
      ['tuple for with if', /\[for [^\]]* if /],
      ['object for with grouping', /\{for k, v in [^}]*=> [^}]*\.\.\./],
      ['parentheses', /\(\s*\(/],
      ['unary operators', /= -[\w"(]|= ![\w"(]/],
      ...['||', '&&', '==', '!=', '<=', '>=', ' < ', ' > ', ' + ', ' - ', ' * ', ' / ', ' % '].map((op): [string, RegExp] => [
        `operator ${op.trim()}`,
        new RegExp(op.replace(/[|*+?/]/g, '\\$&')),
      ]),
    ];
    const missing = constructs.filter(([, re]) => !re.test(all)).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('mutates on code points, so no input has a lone surrogate', () => {
    const mutants = mutatedInputs(3, 400, grammarInputs(4, 100));
    expect(mutants.filter((m) => LONE_SURROGATE.test(m.source)).map((m) => m.name)).toEqual([]);
    expect(new Set(mutants.map((m) => m.source)).size).toBeGreaterThan(350);
  });

  it('splices byte sequences that are never valid UTF-8', () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const inputs = invalidUtf8Inputs(13, 100, grammarInputs(4, 50));
    const decodable = inputs.filter((i) => {
      try {
        decoder.decode(i.source);
        return true;
      } catch {
        return false;
      }
    });
    expect(decodable.map((i) => i.name)).toEqual([]);
  });
});
