import { testRule } from '../../support/rule-tester.js';
import { declare, SLASHED } from './fixtures.js';

const REQUIRED = declare('files');
const provider = (sandbox: string) => `${REQUIRED}provider "files" {\n  sandbox = ${sandbox}\n}\n`;
const capabilities = {
  files: {
    category: 'tool' as const,
    capabilities: {
      config_schema: {
        attributes: [
          {
            name: 'sandbox',
            type: 'ATTR_TYPE_OBJECT',
            object_attributes: [
              { name: 'mode', type: 'ATTR_TYPE_STRING' },
              { name: 'cpus', type: 'ATTR_TYPE_NUMBER' },
            ],
          },
        ],
      },
    },
  },
};

testRule('provider-config-unknown-nested-attr', {
  valid: [{ name: 'declared keys', agent: provider('{ mode = "ro" }'), capabilities }],
  invalid: [
    {
      name: 'one declared key near it: renamed',
      agent: provider('{ mod = "ro" }'),
      capabilities,
      errors: [
        {
          range: [5, 15, 5, 18],
          message: 'provider "files": key "mod" in attribute "sandbox" is not in the plugin\'s schema and is silently dropped; did you mean "mode"?',
          fixMessage: 'Rename "mod" to "mode"',
        },
      ],
      fix: [{ range: [5, 15, 5, 18], text: 'mode' }],
      output: { agent: provider('{ mode = "ro" }') },
    },
    {
      name: 'a quoted key stays quoted',
      agent: provider('{ "cpu" = 2 }'),
      capabilities,
      errors: [
        {
          range: [5, 15, 5, 20],
          message: 'provider "files": key "cpu" in attribute "sandbox" is not in the plugin\'s schema and is silently dropped; did you mean "cpus"?',
          fixMessage: 'Rename "cpu" to "cpus"',
        },
      ],
      fix: [{ range: [5, 15, 5, 20], text: '"cpus"' }],
      output: { agent: provider('{ "cpus" = 2 }') },
    },
    {
      name: 'not when the object sets that key already',
      agent: provider('{ mode = "ro", modes = "rw" }'),
      capabilities,
      errors: [
        {
          range: [5, 28, 5, 33],
          message: 'provider "files": key "modes" in attribute "sandbox" is not in the plugin\'s schema and is silently dropped; did you mean "mode"?',
        },
      ],
    },
    {
      name: 'not a key a for expression makes',
      agent: provider('{ for k in ["mod"] : k => "ro" }'),
      capabilities,
      errors: [
        {
          range: [5, 34, 5, 35],
          message: 'provider "files": key "mod" in attribute "sandbox" is not in the plugin\'s schema and is silently dropped; did you mean "mode"?',
        },
      ],
    },
    {
      name: 'a key holding "/": no near name, the schema named',
      agent: `${declare('p')}provider "p" {\n  headers = { "a/b" = ["x"], "c~d" = "ok" }\n  sandbox = { "x/y" = 1 }\n}\n`,
      capabilities: { p: SLASHED },
      errors: [
        {
          range: [6, 15, 6, 20],
          message: 'provider "p": key "x/y" in attribute "sandbox" is not in the plugin\'s schema and is silently dropped',
          notes: ['the schema declares "mode"'],
        },
      ],
    },
  ],
});
