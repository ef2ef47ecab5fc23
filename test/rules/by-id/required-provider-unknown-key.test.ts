import { testRule } from '../../support/rule-tester.js';

const entry = (body: string) => `required_providers {\n  audit = { source = "github.com/agentco/provider-audit", ${body} }\n}\n`;

testRule('required-provider-unknown-key', {
  valid: [
    { name: 'source and version', agent: entry('version = "~> 1.0"') },
    // required-provider-shape reports it once, with the rename.
    { name: 'verison where the entry has no version', agent: entry('verison = "~> 1.0"') },
  ],
  invalid: [
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
      name: 'alias keys, each at itself, only removed by hand',
      agent:
        'required_providers {\n  fs = {\n    source  = "github.com/o/fs"\n    version = "~> 1.0"\n    alias   = "x"\n    configuration_aliases = []\n  }\n}\n',
      errors: [
        {
          range: [5, 5, 5, 10],
          message: 'required_providers entry "fs": key "alias" is ignored by the kernel; remove it',
          notes: ['the kernel reads only source and version (there is no alias mechanism)'],
        },
        {
          range: [6, 5, 6, 26],
          message: 'required_providers entry "fs": key "configuration_aliases" is ignored by the kernel; remove it',
          notes: ['the kernel reads only source and version (there is no alias mechanism)'],
        },
      ],
    },
  ],
});
