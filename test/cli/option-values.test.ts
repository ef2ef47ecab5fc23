import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { collectFormatSpec, parseFormatSpec, parseNonNegativeInt, parseTimeoutMs } from '../../src/cli/option-values.js';

describe('option value parsers', () => {
  it('parses --format NAME and NAME=PATH (PATH may hold "=")', () => {
    expect(parseFormatSpec('json')).toEqual({ name: 'json' });
    expect(parseFormatSpec('compact=out/a=b.txt')).toEqual({ name: 'compact', path: 'out/a=b.txt' });
    expect(collectFormatSpec('stylish', [{ name: 'json', path: 'x' }])).toEqual([{ name: 'json', path: 'x' }, { name: 'stylish' }]);
  });

  it('rejects unknown format names and empty paths', () => {
    expect(() => parseFormatSpec('xml')).toThrow(InvalidArgumentError);
    expect(() => parseFormatSpec('JSON')).toThrow('unknown format "JSON"');
    expect(() => parseFormatSpec('=x')).toThrow('unknown format ""');
    expect(() => parseFormatSpec('json=')).toThrow('missing PATH after "json="');
    expect(() => parseFormatSpec('toString')).toThrow('unknown format "toString"');
  });

  it('accepts whole numbers from 0 for --max-warnings', () => {
    expect(parseNonNegativeInt('0')).toBe(0);
    expect(parseNonNegativeInt('42')).toBe(42);
    for (const bad of ['-1', '1.0', '1e3', ' 1', '0x10', '', '99999999999999999999']) expect(() => parseNonNegativeInt(bad)).toThrow(InvalidArgumentError);
  });

  it('accepts 1 ms up to the largest timer delay for --plugin-timeout', () => {
    expect(parseTimeoutMs('1')).toBe(1);
    expect(parseTimeoutMs('2147483647')).toBe(2147483647);
    for (const bad of ['0', '-1', '2147483648', '10s', '']) expect(() => parseTimeoutMs(bad)).toThrow(InvalidArgumentError);
  });
});
