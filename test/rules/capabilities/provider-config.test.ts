import { describe, expect, it } from 'vitest';
import * as providerConfigUnknownAttr from '../../../src/rules/capabilities/provider-config-unknown-attr.js';
import * as providerConfigMissingRequired from '../../../src/rules/capabilities/provider-config-missing-required.js';
import * as providerConfigTypeMismatch from '../../../src/rules/capabilities/provider-config-type-mismatch.js';
import * as providerConfigUnknownNestedAttr from '../../../src/rules/capabilities/provider-config-unknown-nested-attr.js';
import { at, lintCaps, required, type ProviderSpec } from './helpers.js';

const rules = [providerConfigUnknownAttr, providerConfigMissingRequired, providerConfigTypeMismatch, providerConfigUnknownNestedAttr];

const files: ProviderSpec = {
  category: 'tool',
  capabilities: {
    config_schema: {
      attributes: [
        { name: 'roots', type: 'ATTR_TYPE_LIST_STRING', required: true },
        { name: 'follow_symlinks', type: 'ATTR_TYPE_BOOL' },
        { name: 'max_results', type: 'ATTR_TYPE_NUMBER' },
        { name: 'label', type: 'ATTR_TYPE_STRING' },
        { name: 'weights', type: 'ATTR_TYPE_LIST_NUMBER' },
        { name: 'headers', type: 'ATTR_TYPE_MAP_STRING' },
        {
          name: 'sandbox',
          type: 'ATTR_TYPE_OBJECT',
          object_attributes: [
            { name: 'mode', type: 'ATTR_TYPE_STRING', required: true },
            { name: 'limits', type: 'ATTR_TYPE_OBJECT', object_attributes: [{ name: 'cpu', type: 'ATTR_TYPE_NUMBER', required: true }] },
          ],
        },
      ],
    },
  },
};

describe('provider config validation (3.1-3.4)', () => {
  it('accepts what cty converts: numeric strings, scalars as strings, "true", env(), templates', () => {
    const src = `${required('files')}provider "files" {
  roots           = ["/srv", 42, true]
  follow_symlinks = "true"
  max_results     = "200"
  label           = 7
  weights         = [1, "2.5", -3e2]
  headers         = { accept = "json", retries = 3 }
  sandbox         = { mode = env("MODE"), limits = { cpu = "2" } }
}
`;
    expect(lintCaps(src, { files }, rules)).toEqual([]);
  });

  it('accepts "1" and "0" for a bool, as go-cty converts them, and not "True" or "yes"', () => {
    const lint = (value: string) =>
      lintCaps(`${required('files')}provider "files" {\n  roots           = ["/srv"]\n  follow_symlinks = ${value}\n}\n`, { files }, rules).map(
        (d) => d.message,
      );
    expect([lint('"1"'), lint('"0"')]).toEqual([[], []]);
    expect([...lint('"True"'), ...lint('"yes"')]).toEqual([
      'provider "files": attribute "follow_symlinks" must be a bool, got "True"',
      'provider "files": attribute "follow_symlinks" must be a bool, got "yes"',
    ]);
  });

  it('env() and templates over env() are strings: fine for number and bool, not for a list', () => {
    const src = `${required('files')}provider "files" {
  roots           = env("ROOTS")
  follow_symlinks = env("FOLLOW")
  max_results     = "\${env("MAX")}"
}
`;
    expect(lintCaps(src, { files }, rules)).toEqual([
      {
        ruleId: 'provider-config-type-mismatch',
        severity: 'error',
        message: 'provider "files": attribute "roots" must be a list of strings, got env() or a template, which yields a string; wrap it in [ ]',
        notes: ['a single value is not turned into a list'],
        range: at(src, 'env("ROOTS")'),
      },
    ]);
  });

  it('reports an element of a list or map that does not convert where the list or map starts, as hcldec does', () => {
    const src = `${required('files')}provider "files" {
  roots   = ["."]
  weights = [
    1,
    "two",
  ]
}
`;
    expect(lintCaps(src, { files }, rules).map((d) => [d.ruleId, d.range.start.line, d.message])).toEqual([
      ['provider-config-type-mismatch', at(src, 'weights = [').start.line, 'provider "files": attribute "weights[1]" must be a number, got "two"'],
    ]);
  });

  it('reports unknown, missing, mistyped and unknown nested attributes at what they are about', () => {
    const src = `${required('files')}provider "files" {
  follow_symlinks = "yes"
  max_results     = "lots"
  roots_dir       = "/srv"
  weights         = [1, "two"]
  headers         = { accept = ["json"] }
  sandbox         = { mod = "strict", limits = {} }
}
`;
    expect(lintCaps(src, { files }, rules)).toEqual([
      {
        ruleId: 'provider-config-missing-required',
        severity: 'error',
        message: 'provider "files": required attribute "roots" is missing; set it in this block',
        range: at(src, 'provider "files"'),
      },
      {
        ruleId: 'provider-config-type-mismatch',
        severity: 'error',
        message: 'provider "files": attribute "follow_symlinks" must be a bool, got "yes"',
        range: at(src, '"yes"'),
      },
      {
        ruleId: 'provider-config-type-mismatch',
        severity: 'error',
        message: 'provider "files": attribute "max_results" must be a number, got "lots"',
        range: at(src, '"lots"'),
      },
      {
        ruleId: 'provider-config-unknown-attr',
        severity: 'error',
        message: 'provider "files": attribute "roots_dir" is not in the plugin\'s config schema; remove it or use a declared one',
        notes: ['the schema declares "follow_symlinks", "headers", "label", "max_results", "roots", "sandbox", "weights"'],
        range: at(src, 'roots_dir'),
      },
      {
        ruleId: 'provider-config-type-mismatch',
        severity: 'error',
        message: 'provider "files": attribute "weights[1]" must be a number, got "two"',
        range: at(src, '[1, "two"]'),
      },
      {
        ruleId: 'provider-config-type-mismatch',
        severity: 'error',
        message: 'provider "files": attribute "headers.accept" must be a string, got a list',
        range: at(src, '{ accept = ["json"] }'),
      },
      {
        ruleId: 'provider-config-missing-required',
        severity: 'error',
        message: 'provider "files": attribute "sandbox" is missing required nested attribute "mode"',
        range: at(src, 'sandbox'),
      },
      {
        ruleId: 'provider-config-unknown-nested-attr',
        severity: 'warning',
        message: 'provider "files": key "mod" in attribute "sandbox" is not in the plugin\'s schema and is silently dropped; did you mean "mode"?',
        range: at(src, 'mod'),
      },
      {
        ruleId: 'provider-config-missing-required',
        severity: 'error',
        message: 'provider "files": attribute "sandbox.limits" is missing required nested attribute "cpu"',
        range: at(src, 'limits'),
      },
    ]);
  });

  it('never turns a scalar into a list, and an object attribute needs an object (054: sandbox = "strict")', () => {
    const src = `${required('files')}provider "files" {
  roots   = "/srv"
  sandbox = "strict"
}
`;
    expect(lintCaps(src, { files }, rules)).toEqual([
      {
        ruleId: 'provider-config-type-mismatch',
        severity: 'error',
        message: 'provider "files": attribute "roots" must be a list of strings, got "/srv"; wrap it in [ ]',
        notes: ['a single value is not turned into a list'],
        range: at(src, '"/srv"'),
      },
      {
        ruleId: 'provider-config-type-mismatch',
        severity: 'error',
        message: 'provider "files": attribute "sandbox" must be an object, got "strict"',
        range: at(src, '"strict"'),
      },
    ]);
  });

  it('a bool is not a number (cty has no bool-to-number conversion)', () => {
    const src = `${required('files')}provider "files" {
  roots       = []
  max_results = true
}
`;
    expect(lintCaps(src, { files }, rules).map((d) => d.message)).toEqual(['provider "files": attribute "max_results" must be a number, got true']);
  });

  it('with no provider block, a required attribute is missing at the required_providers entry', () => {
    const src = required('files');
    expect(lintCaps(src, { files }, rules)).toEqual([
      {
        ruleId: 'provider-config-missing-required',
        severity: 'error',
        message: 'provider "files" requires attribute "roots"; add a provider "files" block that sets it',
        range: at(src, 'files'),
      },
    ]);
  });

  it('a provider with no config_schema accepts no attributes', () => {
    const src = `${required('bare')}provider "bare" {
  token = "x"
}
`;
    expect(lintCaps(src, { bare: { category: 'widget', capabilities: {} } }, rules)).toEqual([
      {
        ruleId: 'provider-config-unknown-attr',
        severity: 'error',
        message: 'provider "bare": attribute "token" is not in the plugin\'s config schema; remove it',
        notes: ['the plugin accepts no configuration attributes'],
        range: at(src, 'token'),
      },
    ]);
  });

  it('does not quote the value of a sensitive attribute in a type mismatch', () => {
    const src = `${required('model')}provider "model" {
  api_key = ["sk-live-123"]
}
`;
    const model: ProviderSpec = {
      category: 'model',
      capabilities: { config_schema: { attributes: [{ name: 'api_key', type: 'ATTR_TYPE_STRING', sensitive: true }] } },
    };
    const found = lintCaps(src, { model }, rules);
    expect(found.map((d) => d.message)).toEqual(['provider "model": attribute "api_key" must be a string, got a list']);
  });

  it('skips providers whose capabilities are unknown, and everything under --no-plugins', () => {
    const src = `${required('files', 'other')}provider "other" {
  anything = 1
}
`;
    expect(lintCaps(src, { files: { category: 'tool', capabilities: {} } }, rules)).toEqual([]);
    expect(lintCaps(src, null, rules)).toEqual([]);
  });

  it('leaves values that are not evaluable (expr-not-allowed) alone but still counts them as present', () => {
    const src = `${required('files')}provider "files" {
  roots = upper("x")
}
`;
    expect(lintCaps(src, { files }, rules)).toEqual([]);
  });
});
