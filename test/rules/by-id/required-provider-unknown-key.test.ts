import { testRule } from '../../support/rule-tester.js';

const entry = (body: string) => `required_providers {\n  audit = { source = "github.com/agentco/provider-audit", ${body} }\n}\n`;

testRule('required-provider-unknown-key', {
  valid: [{ name: 'source and version', agent: entry('version = "~> 1.0"') }],
  invalid: [
    {
      name: 'verison is version when the entry has none',
      agent: entry('verison = "~> 1.0"'),
      errors: [
        {
          range: [2, 59, 2, 66],
          message: 'required_providers entry "audit": key "verison" is ignored by the kernel; remove it',
          fixMessage: 'Rename "verison" to "version"',
          notes: ['the kernel reads only source and version (there is no alias mechanism)'],
        },
      ],
      fix: [{ range: [2, 59, 2, 66], text: 'version' }],
      output: { agent: entry('version = "~> 1.0"') },
    },
    {
      name: 'not when the entry has a version',
      agent: entry('version = "~> 1.0", versions = "~> 2.0"'),
      errors: [
        {
          range: [2, 79, 2, 87],
          message: 'required_providers entry "audit": key "versions" is ignored by the kernel; remove it',
          notes: ['the kernel reads only source and version (there is no alias mechanism)'],
        },
      ],
    },
    {
      name: 'an alias key is only removed by hand',
      agent: entry('version = "~> 1.0", alias = "a"'),
      errors: [
        {
          range: [2, 79, 2, 84],
          message: 'required_providers entry "audit": key "alias" is ignored by the kernel; remove it',
          notes: ['the kernel reads only source and version (there is no alias mechanism)'],
        },
      ],
    },
  ],
});
