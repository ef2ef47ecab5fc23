import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

testRule('duplicate-singleton-block', {
  valid: [{ name: 'one provider block', agent: declare('anthropic') + 'provider "anthropic" {\n  api_key = env("ANTHROPIC_API_KEY")\n}\n' }],
  invalid: [
    {
      name: 'a provider block twice',
      agent:
        declare('anthropic') + 'provider "anthropic" {\n  api_key = env("ANTHROPIC_API_KEY")\n}\nprovider "anthropic" {\n  api_key = env("OTHER_KEY")\n}\n',
      errors: [
        {
          range: [7, 1, 7, 21],
          message: 'Duplicate provider "anthropic" block, the first is on line 4: the kernel refuses it; merge them',
          notes: ['there is exactly one provider block per required_providers entry'],
          related: [{ range: [4, 1, 4, 21], message: 'first provider "anthropic" block' }],
        },
      ],
    },
    {
      name: 'a settings block twice',
      agent: 'settings {\n  log_level = "info"\n}\nsettings {\n  log_level = "debug"\n}\n',
      errors: [
        {
          range: [4, 1, 4, 9],
          message: 'Duplicate settings block, the first is on line 1: the kernel refuses it; merge them into one settings block',
          related: [{ range: [1, 1, 1, 9], message: 'first settings block' }],
        },
      ],
    },
  ],
});
