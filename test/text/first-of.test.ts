// The long lists of notes and hovers (policy-shadowed, profile-scope-denied, the permissions hover).
import { describe, expect, it } from 'vitest';
import { firstOf } from '../../src/text/first-of.js';

describe('firstOf', () => {
  it('shows every item of a list within the bound', () => {
    expect(firstOf(['a', 'b'], 2, (s) => s.toUpperCase())).toEqual(['A', 'B']);
    expect(firstOf([], 2, (s: string) => s)).toEqual([]);
  });

  it('shows the first ones of a longer list, then how many more', () => {
    expect(firstOf(['a', 'b', 'c', 'd'], 2, (s) => `${s}!`)).toEqual(['a!', 'b!', 'and 2 more']);
  });
});
