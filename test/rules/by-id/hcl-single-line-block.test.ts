import { testRule } from '../../support/rule-tester.js';
import { declare, profile } from './fixtures.js';

testRule('hcl-single-line-block', {
  valid: [{ name: 'one argument on the line', agent: declare('anthropic') + profile('  model {\n    primary { provider = "anthropic" }\n  }\n') }],
  invalid: [
    {
      name: 'two arguments on the line',
      agent: declare('anthropic') + profile('  model {\n    primary { provider = "anthropic", id = "claude-opus-4-8" }\n  }\n'),
      errors: [
        {
          range: [6, 37, 6, 38],
          message: 'Invalid single-argument block definition: single-line block "primary" has a second argument; put each on its own line',
          fixMessage: 'Put each argument on its own line',
        },
      ],
      fix: [{ range: [6, 13, 6, 63], text: '{\n      provider = "anthropic"\n      id = "claude-opus-4-8"\n    }' }],
      output: {
        agent: declare('anthropic') + profile('  model {\n    primary {\n      provider = "anthropic"\n      id = "claude-opus-4-8"\n    }\n  }\n'),
      },
    },
    {
      name: 'a nested block on the line: no fix',
      agent: declare('anthropic') + profile('  model {\n    primary { provider = "anthropic", x { } }\n  }\n'),
      errors: [
        {
          range: [6, 37, 6, 38],
          message: 'Invalid single-argument block definition: single-line block "primary" has a second argument; put each on its own line',
        },
      ],
    },
  ],
});
