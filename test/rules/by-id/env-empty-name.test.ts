import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

testRule('env-empty-name', {
  valid: [{ name: 'a named variable', agent: declare('anthropic') + 'provider "anthropic" {\n  api_key = env("ANTHROPIC_API_KEY")\n}\n' }],
  invalid: [
    {
      name: 'env("")',
      agent: declare('anthropic') + 'provider "anthropic" {\n  api_key = env("")\n}\n',
      errors: [
        {
          range: [5, 3, 5, 20],
          message:
            'provider "anthropic": api_key = env("") can never resolve (no environment variable has an empty name), so loading fails on every machine; name the variable, e.g. env("API_KEY")',
        },
      ],
    },
  ],
});
