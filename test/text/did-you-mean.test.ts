// nearName is HCL's nameSuggestion made fast: it must answer exactly what the plain
// definition (first candidate whose full edit distance is at most 2) answers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearName, onlyNearName } from '../../src/text/did-you-mean.js';
import { growthAt10x, LINEAR_AT_10X } from '../support/cpu-time.js';

function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = above;
    }
  }
  return prev[b.length];
}

const suggest = (n: string, candidates: string[]) => candidates.find((c) => editDistance(n, c) <= 2);
/** The near candidate when the near ones are all the same name (what a fix may rename to). */
const only = (n: string, candidates: string[]) => {
  const near = new Set(candidates.filter((c) => editDistance(n, c) <= 2));
  return near.size === 1 ? [...near][0] : undefined;
};

// A small alphabet (with a surrogate pair and a character sharing a hash class) so that
// near names, repeats and empty names are common.
const name = fc.array(fc.constantFrom('a', 'b', 'c', '_', '1', '\u{1F600}', 'é'), { maxLength: 7 }).map((cs) => cs.join(''));

describe('nearName', () => {
  it('answers what the plain definition answers', () => {
    fc.assert(
      fc.property(name, fc.array(name, { maxLength: 12 }), (n, candidates) => {
        expect(nearName(n, candidates)).toBe(suggest(n, candidates));
      }),
      { numRuns: 5000 },
    );
  });

  // Past 64 candidates and 40 lookups a list is indexed by its names' ends: longer names than
  // the index's span, many lookups of one list, and the same answers.
  it('answers what the plain definition answers once a long list is indexed', () => {
    const longName = fc.array(fc.constantFrom('a', 'b', '_', '1', '\u{1F600}'), { maxLength: 14 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(fc.array(longName, { minLength: 64, maxLength: 120 }), fc.array(longName, { minLength: 41, maxLength: 80 }), (candidates, names) => {
        expect(names.map((n) => nearName(n, candidates))).toEqual(names.map((n) => suggest(n, candidates)));
      }),
      { numRuns: 100 },
    );
  });

  it('keeps the first candidate within distance 2, even an empty one', () => {
    expect(nearName('ab', ['', 'ab'])).toBe('');
    expect(nearName('atr_12x', ['attr_13', 'attr_12'])).toBe('attr_12');
    expect(nearName('abc', ['xyz'])).toBeUndefined();
  });

  // Thousands of misspelt names against thousands of declared ones (a generated provider block):
  // scanning every candidate for every name would take 100× for 10× of each.
  it('looks up n names among n candidates in time linear in n (n = 500 and 5,000)', async () => {
    const lookups = (n: number) => {
      const declared = Array.from({ length: n }, (_, i) => `attr_${i}`);
      const misspelt = Array.from({ length: n }, (_, i) => `atr_${i}x`);
      // A fresh list each run, so that indexing it is timed too.
      return () => {
        const list = [...declared];
        return misspelt.map((name) => nearName(name, list));
      };
    };
    expect(lookups(300)()).toEqual(Array.from({ length: 300 }, (_, i) => `attr_${i}`));
    expect(await growthAt10x(500, lookups)).toBeLessThan(LINEAR_AT_10X);
  });
});

describe('onlyNearName', () => {
  it('answers the near candidate only when there is exactly one (repeats of it count once)', () => {
    fc.assert(
      fc.property(name, fc.array(name, { maxLength: 12 }), (n, candidates) => {
        expect(onlyNearName(n, candidates)).toBe(only(n, candidates));
      }),
      { numRuns: 5000 },
    );
    expect(onlyNearName('rots', ['roots', 'route'])).toBeUndefined();
    expect(onlyNearName('rots', ['roots', 'roots', 'max'])).toBe('roots');
  });

  it('answers the same once a long list is indexed', () => {
    const longName = fc.array(fc.constantFrom('a', 'b', '_', '1', '\u{1F600}'), { maxLength: 14 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(fc.array(longName, { minLength: 64, maxLength: 120 }), fc.array(longName, { minLength: 41, maxLength: 80 }), (candidates, names) => {
        expect(names.map((n) => onlyNearName(n, candidates))).toEqual(names.map((n) => only(n, candidates)));
      }),
      { numRuns: 100 },
    );
  });
});
