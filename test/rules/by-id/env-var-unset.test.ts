import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

testRule('env-var-unset', {
  valid: [
    {
      name: 'the variable set',
      agent: declare('anthropic') + 'provider "anthropic" {\n  api_key = env("ANTHROPIC_API_KEY")\n}\n',
      host: { env: { ANTHROPIC_API_KEY: 'set' } },
    },
  ],
  invalid: [
    {
      name: 'the variable unset',
      agent: declare('anthropic') + 'provider "anthropic" {\n  api_key = env("ANTHROPIC_API_KEY")\n}\n',
      host: { env: {} },
      errors: [
        {
          range: [5, 13, 5, 37],
          message:
            'env("ANTHROPIC_API_KEY") in api_key of provider "anthropic": ANTHROPIC_API_KEY is not set in this environment, so the kernel fails to load the configuration; export ANTHROPIC_API_KEY before starting the agent',
        },
      ],
    },
  ],
});
