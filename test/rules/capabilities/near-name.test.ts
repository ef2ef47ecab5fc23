// nearName is HCL's nameSuggestion made fast: it must answer exactly what suggest() answers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggest } from '../../../src/config/schema-decode.js';
import { nearName } from '../../../src/rules/capabilities/near-name.js';

// A small alphabet (with a surrogate pair and a character sharing a hash class) so that
// near names, repeats and empty names are common.
const name = fc.array(fc.constantFrom('a', 'b', 'c', '_', '1', '\u{1F600}', 'é'), { maxLength: 7 }).map((cs) => cs.join(''));

describe('nearName', () => {
  it('answers what suggest() answers', () => {
    fc.assert(
      fc.property(name, fc.array(name, { maxLength: 12 }), (n, candidates) => {
        expect(nearName(n, candidates)).toBe(suggest(n, candidates));
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps the first candidate within distance 2, even an empty one', () => {
    expect(nearName('ab', ['', 'ab'])).toBe('');
    expect(nearName('atr_12x', ['attr_13', 'attr_12'])).toBe('attr_12');
    expect(nearName('abc', ['xyz'])).toBeUndefined();
  });
});
