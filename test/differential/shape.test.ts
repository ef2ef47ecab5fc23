// Pieces of the hcl2json-shaped rendering that do not need the parser.
import { describe, expect, it } from 'vitest';
import { firstJsonDifference } from '../support/hcl-json-diff.js';
import { decimalText } from '../support/hcl-json-shape.js';
import { goFloatText } from '../support/hcl-structure.js';

describe('decimalText (cty number to string)', () => {
  it.each([
    ['0', '0'],
    ['007', '7'],
    ['00.50', '0.5'],
    ['1.5e3', '1500'],
    ['1E-3', '0.001'],
    ['2e+2', '200'],
    ['12.340', '12.34'],
    ['0.000001', '0.000001'],
    ['1e30', '1' + '0'.repeat(30)],
    ['123456789012345678901234567890', '123456789012345678901234567890'],
  ])('%s -> %s', (raw, expected) => {
    expect(decimalText(raw)).toBe(expected);
  });
});

describe('firstJsonDifference', () => {
  it('ignores key order and reports the first differing path', () => {
    expect(firstJsonDifference({ a: 1, b: [true, null] }, { b: [true, null], a: 1 })).toBeNull();
    expect(firstJsonDifference({ a: { x: [1, 2] } }, { a: { x: [1, 3] } })).toBe('$["a"]["x"][1]: 2 vs 3');
    expect(firstJsonDifference({ a: 1 }, { a: 1, b: 2 })).toBe('$["b"]: missing vs 2');
    expect(firstJsonDifference([1], [1, 2])).toBe('$: array length 1 vs 2');
    expect(firstJsonDifference({ a: '1' }, { a: 1 })).toBe('$["a"]: "1" vs 1');
  });
});

describe('goFloatText (Go %v of a float64)', () => {
  it.each([
    [0, '0'],
    [900, '900'],
    [1.5, '1.5'],
    [0.0001, '0.0001'],
    [0.000001, '1e-06'],
    [1e21, '1e+21'],
    [123456789012345678901234567890, '1.2345678901234568e+29'],
    [1e100, '1e+100'],
  ])('%s -> %s', (n, expected) => {
    expect(goFloatText(n)).toBe(expected);
  });
});
