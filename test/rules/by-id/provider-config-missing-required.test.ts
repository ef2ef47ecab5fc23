import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

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
  ],
});
