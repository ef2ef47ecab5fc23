// Pieces of the hcl2json-shaped rendering that do not need the parser.
import { describe, expect, it } from 'vitest';
import { firstJsonDifference } from '../support/hcl-json-diff.js';
import { decimalText } from '../support/hcl-json-shape.js';
import { bigFloatText } from '../support/hcl-structure.js';

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
    ['1.E2', '100'],
    ['0.e-1', '0'],
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

describe('bigFloatText (Go big.Float %v, as getExpressionAst prints index keys)', () => {
  it.each([
    ['0', '0'],
    ['9E2', '900'],
    ['1.50', '1.5'],
    ['0.0001', '0.0001'],
    ['0.000001', '1e-06'],
    ['1234567890', '1234567890'],
    ['9e10', '9e+10'],
    ['99254740993', '9.925474099e+10'],
    ['99999999995', '1e+11'],
    ['12345678905', '1.23456789e+10'],
    ['12345678915', '1.234567892e+10'],
    ['1e400', '1e+400'],
    ['1.E2', '100'],
  ])('%s -> %s', (raw, expected) => {
    expect(bigFloatText(raw)).toBe(expected);
  });
});
