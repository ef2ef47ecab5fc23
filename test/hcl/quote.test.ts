// What fixes write into a file must read back as exactly what they mean: a quoted string as the
// string (escapes, a literal "${" or "%{"), a name as one identifier.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIdentifier, parse, quoteString } from '../../src/hcl/index.js';
import { evaluateConst } from '../../src/hcl/const-eval.js';

const chars = fc.constantFrom('a', 'Z', ' ', '$', '%', '{', '}', '"', '\\', '\n', '\r', '\t', '\u0000', '\u001b', '\u007f', 'é', '\u{1F600}');

describe('quoteString', () => {
  it('reads back as the same string', () => {
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 12 }).map((cs) => cs.join('')),
        (value) => {
          const parsed = parse(`a = ${quoteString(value)}\n`);
          expect(parsed.diagnostics).toEqual([]);
          expect(evaluateConst(parsed.file.body.attributes[0].expr, 'a').value).toMatchObject({ type: 'string', value });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('doubles the start of a template sequence and escapes quotes and controls', () => {
    expect(quoteString('${HOME} %{if} "x"\n\u001b')).toBe('"$${HOME} %%{if} \\"x\\"\\n\\u001b"');
  });
});

describe('isIdentifier', () => {
  it('is exactly one HCL name', () => {
    expect(['max_turns', 'pre-tool', 'é', '_x'].map(isIdentifier)).toEqual([true, true, true, true]);
    expect(['', '1a', 'a b', 'a.b', '-a', 'a"'].map(isIdentifier)).toEqual([false, false, false, false, false, false]);
  });
});
