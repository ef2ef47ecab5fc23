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
  ],
});
