import { describe, expect, it } from 'vitest';
import { ruleDiagnostics, testRule } from '../../support/rule-tester.js';
import { configured, declare, MISCONFIGURED, PROTO } from './fixtures.js';

const provider = (body: string) => `${declare('files')}provider "files" {\n${body}}\n`;
const capabilities = {
  files: {
    category: 'tool' as const,
    capabilities: {
      config_schema: {
        attributes: [
          { name: 'roots', type: 'ATTR_TYPE_LIST_STRING', required: true },
          { name: 'max_results', type: 'ATTR_TYPE_NUMBER' },
          { name: 'sandbox', type: 'ATTR_TYPE_OBJECT', object_attributes: [{ name: 'mode', type: 'ATTR_TYPE_STRING', required: true }] },
        ],
      },
    },
  },
};

testRule('provider-config-missing-required', {
  valid: [
    { name: 'every required attribute set', agent: provider('  roots = ["/src"]\n  sandbox = { mode = "ro" }\n'), capabilities },
    { name: 'plugins not asked', agent: declare('files') },
    { name: "a value that is not evaluable (expr-not-allowed's) is present", ...configured('  roots = upper("x")\n', 'files') },
    {
      name: 'required attributes named __proto__ and constructor, set',
      agent: `${declare('p')}provider "p" {\n  __proto__   = "yes"\n  constructor = "x"\n}\n`,
      capabilities: { p: PROTO },
    },
  ],
  invalid: [
    {
      name: 'no provider block: at the required_providers entry',
      agent: declare('files'),
      capabilities,
      errors: [{ range: [2, 3, 2, 8], message: 'provider "files" requires attribute "roots"; add a provider "files" block that sets it' }],
    },
    {
      name: 'absent from the block: at its header',
      agent: provider('  max_results = 5\n'),
      capabilities,
      errors: [{ range: [4, 1, 4, 17], message: 'provider "files": required attribute "roots" is missing; set it in this block' }],
    },
    {
      name: "a required nested attribute: at the object's key",
      agent: provider('  roots = ["/src"]\n  sandbox = {}\n'),
      capabilities,
      errors: [{ range: [6, 3, 6, 10], message: 'provider "files": attribute "sandbox" is missing required nested attribute "mode"' }],
    },
    {
      name: 'nested in a nested object, among others',
      ...MISCONFIGURED,
      errors: [
        { range: [4, 1, 4, 17], message: 'provider "files": required attribute "roots" is missing; set it in this block' },
        { range: [10, 3, 10, 10], message: 'provider "files": attribute "sandbox" is missing required nested attribute "mode"' },
        { range: [10, 39, 10, 45], message: 'provider "files": attribute "sandbox.limits" is missing required nested attribute "cpu"' },
      ],
    },
    {
      name: 'required attributes named __proto__ and constructor',
      agent: `${declare('p')}provider "p" {\n}\n`,
      capabilities: { p: PROTO },
      errors: [
        { range: [4, 1, 4, 13], message: 'provider "p": required attribute "__proto__" is missing; set it in this block' },
        { range: [4, 1, 4, 13], message: 'provider "p": required attribute "constructor" is missing; set it in this block' },
      ],
    },
  ],
});

// Hostile-input finding 10: a cached validator read a missing "__proto__" through the
// prototype, so a first run and a later one disagreed.
describe('provider-config-missing-required, run again', () => {
  it('finds the same', () => {
    const files = { agent: `${declare('p')}provider "p" {\n}\n`, capabilities: { p: PROTO } };
    expect(ruleDiagnostics(files, 'provider-config-missing-required')).toEqual(ruleDiagnostics(files, 'provider-config-missing-required'));
  });
});
