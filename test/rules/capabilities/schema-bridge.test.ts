// The config_schema → JSON Schema bridge on its own: what ajv accepts under cty's conversions,
// one compiled validator per distinct schema, and keys that need JSON-pointer escaping.
import { describe, expect, it } from 'vitest';
import { bodySchema } from '../../../src/capabilities-schema/json-schema.js';
import { validate, validatorFor } from '../../../src/capabilities-schema/validator.js';
import { readAttr } from '../../../src/capabilities-schema/config-attrs.js';
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

describe('config_schema as JSON Schema', () => {
  it('accepts exactly cty\'s safe conversions', () => {
    const ok = (data: Record<string, unknown>) => validate(bodySchema(attrs), data).length === 0;
    expect(ok({ n: 4000, b: true, s: 'x', m: { a: 'b' } })).toBe(true);
    expect(ok({ n: '4000', b: 'false', s: 42 })).toBe(true);
    expect(ok({ n: '-1.5e3', s: true })).toBe(true);
    expect(ok({ n: null, b: null, s: null, m: null })).toBe(true);
    expect(ok({ n: '12abc' })).toBe(false);
    expect(ok({ n: true })).toBe(false);
    expect(ok({ b: 'yes' })).toBe(false);
    expect(ok({ b: 1 })).toBe(false);
    expect(ok({ s: ['x'] })).toBe(false);
    expect(ok({ m: { a: ['x'] } })).toBe(false);
    expect(ok({ other: 1 })).toBe(false);
  });

  it('compiles one validator per distinct schema', () => {
    expect(validatorFor(bodySchema(attrs))).toBe(validatorFor(bodySchema([...attrs])));
    expect(validatorFor(bodySchema(attrs))).not.toBe(validatorFor(bodySchema(attrs.slice(1))));
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
      { ruleId: 'provider-config-type-mismatch', severity: 'error', message: 'provider "p": attribute "headers.a/b" must be a string, got a list', range: at(src, '{ "a/b" = ["x"], "c~d" = "ok" }') },
      { ruleId: 'provider-config-unknown-nested-attr', severity: 'warning', message: 'provider "p": key "x/y" in attribute "sandbox" is not declared by the plugin\'s schema and is silently dropped (it declares "mode")', range: at(src, '"x/y"') },
    ]);
  });

  it('treats names like __proto__ and constructor as plain names', () => {
    const src = `${required('p')}provider "p" {\n  __proto__   = 1\n  constructor = "x"\n}\n`;
    const spec = { category: 'tool' as const, capabilities: { config_schema: { attributes: [{ name: 'constructor', type: 'ATTR_TYPE_NUMBER' }] } } };
    expect(lintCaps(src, { p: spec }, [unknownAttr, typeMismatch])).toEqual([
      { ruleId: 'provider-config-unknown-attr', severity: 'error', message: 'provider "p": attribute "__proto__" is not declared by the plugin\'s config schema (it declares "constructor")', range: at(src, '__proto__') },
      { ruleId: 'provider-config-type-mismatch', severity: 'error', message: 'provider "p": attribute "constructor" must be a number, got "x"', range: at(src, '"x"') },
    ]);
  });
});

describe('preloadValidator', () => {
  it('loads ajv ahead of the synchronous rules; validation behaves the same after it', async () => {
    const { preloadValidator } = await import('../../../src/capabilities-schema/validator.js');
    await preloadValidator();
    expect(validate(bodySchema(attrs), { n: '7' })).toEqual([]);
    expect(validate(bodySchema(attrs), { n: 'seven' }).map((e) => e.instancePath)).toEqual(['/n']);
  });
});
