// The config_schema check on its own: what converts under cty's conversions, keys holding
// "/" and "~", and names that are special in JavaScript.
import { describe, expect, it } from 'vitest';
import { readAttr } from '../../../src/models/advertised/decode.js';
import { validateBody } from '../../../src/rules/capabilities/support/validate-body.js';
import type { LocatedValue } from '../../../src/hcl/const-eval.js';
import { BigFloat, BOOL, ConversionError, convert, NUMBER } from '../../../src/hcl/eval/index.js';
import type { Range } from '../../../src/diagnostics/diagnostic.js';
import * as missingRequired from '../../../src/rules/capabilities/provider-config-missing-required.js';
import * as typeMismatch from '../../../src/rules/capabilities/provider-config-type-mismatch.js';
import * as unknownAttr from '../../../src/rules/capabilities/provider-config-unknown-attr.js';
import * as unknownNested from '../../../src/rules/capabilities/provider-config-unknown-nested-attr.js';
import { at, lintCaps, required } from './helpers.js';

const attrs = [
  readAttr({ name: 'n', type: 'ATTR_TYPE_NUMBER' }),
  readAttr({ name: 'b', type: 'ATTR_TYPE_BOOL' }),
  readAttr({ name: 's', type: 'ATTR_TYPE_STRING' }),
  readAttr({ name: 'm', type: 'ATTR_TYPE_MAP_STRING' }),
];

const R: Range = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 2, offset: 1 } };

/** A value as the evaluator yields it, from plain data (an array is a list, an object an object). */
function located(v: unknown): LocatedValue {
  if (v === null) return { type: 'null', range: R };
  if (typeof v === 'string') return { type: 'string', value: v, range: R };
  if (typeof v === 'number') return { type: 'number', value: v, exact: BigFloat.parse(String(v))!, range: R };
  if (typeof v === 'boolean') return { type: 'bool', value: v, range: R };
  if (Array.isArray(v)) return { type: 'tuple', elements: v.map(located), range: R };
  return {
    type: 'object',
    entries: Object.entries(v as object).map(([key, value]) => ({ key, keyRange: R, value: located(value), range: R, literal: true })),
    range: R,
  };
}

describe('config_schema checked directly', () => {
  it("accepts exactly cty's safe conversions", () => {
    const ok = (data: Record<string, unknown>) =>
      validateBody(attrs, { values: Object.entries(data).map(([name, v]) => ({ name, nameRange: R, valueRange: R, value: located(v) })), missingAnchor: R })
        .length === 0;
    expect(ok({ n: 4000, b: true, s: 'x', m: { a: 'b' } })).toBe(true);
    expect(ok({ n: '4000', b: 'false', s: 42 })).toBe(true);
    expect(ok({ n: '-1.5e3', s: true, b: '1' })).toBe(true);
    expect(ok({ n: null, b: null, s: null, m: null })).toBe(true);
    expect(ok({ n: '12abc' })).toBe(false);
    expect(ok({ n: true })).toBe(false);
    expect(ok({ b: 'yes' })).toBe(false);
    expect(ok({ b: 1 })).toBe(false);
    expect(ok({ s: ['x'] })).toBe(false);
    expect(ok({ m: { a: ['x'] } })).toBe(false);
    expect(ok({ m: ['x'] })).toBe(false);
    expect(ok({ other: 1 })).toBe(false);
  });

  it("converts a string to a number or a bool exactly when the evaluator's convert() does", () => {
    const ok = (name: string, text: string) =>
      validateBody(attrs, { values: [{ name, nameRange: R, valueRange: R, value: located(text) }], missingAnchor: R }).length === 0;
    const converts = (text: string, type: typeof NUMBER) => !(convert({ kind: 'string', value: text, range: R }, type) instanceof ConversionError);
    // big.ParseFloat's syntax: "Inf", binary exponents and bare points convert; hex, blanks and
    // an exponent past int64 do not. The bool strings are cty's four, in lower case only.
    const numbers = {
      Inf: true,
      '-inf': true,
      '+Inf': true,
      '1p3': true,
      '5.': true,
      '.5': true,
      '0012': true,
      '1e-400': true,
      '1e99999999999999999': true,
      '1e9999999999999999999': false,
      '0x10': false,
      '': false,
      '.': false,
      ' 1': false,
      '1_000': false,
      e5: false,
      INF: false,
      '1.2.3': false,
    };
    const bools = { true: true, false: true, '1': true, '0': true, TRUE: false, True: false, yes: false, '01': false, '': false };
    for (const [text, expected] of Object.entries(numbers)) {
      expect([text, ok('n', text)]).toEqual([text, expected]);
      expect([text, converts(text, NUMBER)]).toEqual([text, expected]);
    }
    for (const [text, expected] of Object.entries(bools)) {
      expect([text, ok('b', text)]).toEqual([text, expected]);
      expect([text, converts(text, BOOL)]).toEqual([text, expected]);
    }
  });

  it('maps errors under keys holding "/" and "~" back to their ranges', () => {
    const src = `${required('p')}provider "p" {
  headers = { "a/b" = ["x"], "c~d" = "ok" }
  sandbox = { "x/y" = 1 }
}
`;
    const spec = {
      category: 'tool' as const,
      capabilities: {
        config_schema: {
          attributes: [
            { name: 'headers', type: 'ATTR_TYPE_MAP_STRING' },
            { name: 'sandbox', type: 'ATTR_TYPE_OBJECT', object_attributes: [{ name: 'mode', type: 'ATTR_TYPE_STRING' }] },
          ],
        },
      },
    };
    expect(lintCaps(src, { p: spec }, [typeMismatch, unknownNested])).toEqual([
      {
        ruleId: 'provider-config-type-mismatch',
        severity: 'error',
        message: 'provider "p": attribute "headers.a/b" must be a string, got a list',
        range: at(src, '{ "a/b" = ["x"], "c~d" = "ok" }'),
      },
      {
        ruleId: 'provider-config-unknown-nested-attr',
        severity: 'warning',
        message: 'provider "p": key "x/y" in attribute "sandbox" is not in the plugin\'s schema and is silently dropped',
        notes: ['the schema declares "mode"'],
        range: at(src, '"x/y"'),
      },
    ]);
  });

  it('treats names like __proto__ and constructor as plain names', () => {
    const src = `${required('p')}provider "p" {\n  __proto__   = 1\n  constructor = "x"\n}\n`;
    const spec = { category: 'tool' as const, capabilities: { config_schema: { attributes: [{ name: 'constructor', type: 'ATTR_TYPE_NUMBER' }] } } };
    expect(lintCaps(src, { p: spec }, [unknownAttr, typeMismatch])).toEqual([
      {
        ruleId: 'provider-config-unknown-attr',
        severity: 'error',
        message: 'provider "p": attribute "__proto__" is not in the plugin\'s config schema; remove it or use a declared one',
        notes: ['the schema declares "constructor"'],
        range: at(src, '__proto__'),
      },
      {
        ruleId: 'provider-config-type-mismatch',
        severity: 'error',
        message: 'provider "p": attribute "constructor" must be a number, got "x"',
        range: at(src, '"x"'),
      },
    ]);
  });

  // Hostile-input finding 10: the cached ajv validator read a missing "__proto__" through the
  // prototype, so a cold run (fresh validator) and a warm one (cached) disagreed.
  it('reports a required attribute named __proto__ or constructor when the body lacks it, and checks its type when set', () => {
    const spec = {
      category: 'tool' as const,
      capabilities: {
        config_schema: {
          attributes: [
            { name: '__proto__', type: 'ATTR_TYPE_BOOL', required: true },
            { name: 'constructor', type: 'ATTR_TYPE_STRING', required: true },
          ],
        },
      },
    };
    const missing = `${required('p')}provider "p" {
}
`;
    const rules = [missingRequired, unknownAttr, typeMismatch];
    const once = lintCaps(missing, { p: spec }, rules);
    expect(once.map((d) => [d.ruleId, d.message])).toEqual([
      ['provider-config-missing-required', 'provider "p": required attribute "__proto__" is missing; set it in this block'],
      ['provider-config-missing-required', 'provider "p": required attribute "constructor" is missing; set it in this block'],
    ]);
    expect(lintCaps(missing, { p: spec }, rules)).toEqual(once);
    const set = `${required('p')}provider "p" {
  __proto__   = "yes"
  constructor = "x"
}
`;
    expect(lintCaps(set, { p: spec }, rules)).toEqual([
      {
        ruleId: 'provider-config-type-mismatch',
        severity: 'error',
        message: 'provider "p": attribute "__proto__" must be a bool, got "yes"',
        range: at(set, '"yes"'),
      },
    ]);
  });
});
