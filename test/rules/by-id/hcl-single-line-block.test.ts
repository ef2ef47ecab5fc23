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
        },
      ],
    },
  ],
});
