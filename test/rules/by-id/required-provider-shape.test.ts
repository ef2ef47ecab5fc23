import { testRule } from '../../support/rule-tester.js';

testRule('required-provider-shape', {
  valid: [
    {
      name: 'an object',
      agent: 'required_providers {\n  anthropic = {\n    source  = "github.com/agentco/provider-anthropic"\n    version = "~> 1.2"\n  }\n}\n',
    },
  ],
  invalid: [
    {
      name: 'a string',
      agent: 'required_providers {\n  anthropic = "github.com/agentco/provider-anthropic"\n}\n',
      errors: [
        {
          range: [2, 15, 2, 54],
          message: 'required_providers entry "anthropic" is not an object; write anthropic = { source = "...", version = "..." }',
          notes: ['it must be an object with "source" and "version", got string ("github.com/agentco/provider-anthropic")'],
        },
      ],
    },
    {
      name: 'version misspelt: one finding at the misspelling, renaming it',
      agent: 'required_providers {\n  a = { source = "github.com/o/provider-a", verison = "~> 1.0" }\n}\n',
      errors: [
        {
          range: [2, 45, 2, 52],
          message: 'required_providers entry "a" is missing "version": did you mean "version" for "verison"?',
          fixMessage: 'Rename "verison" to "version"',
          notes: ['the kernel reads only source and version, and refuses an entry without version'],
        },
      ],
      fix: [{ range: [2, 45, 2, 52], text: 'version' }],
      output: { agent: 'required_providers {\n  a = { source = "github.com/o/provider-a", version = "~> 1.0" }\n}\n' },
    },
    {
      name: 'a missing version with no near key: at the entry name',
      agent: 'required_providers {\n  a = { source = "github.com/o/provider-a" }\n}\n',
      errors: [{ range: [2, 3, 2, 4], message: 'required_providers entry "a" is missing "version"' }],
    },
  ],
});
