import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

testRule('env-empty-name', {
  valid: [
    { name: 'a named variable', agent: declare('anthropic') + 'provider "anthropic" {\n  api_key = env("ANTHROPIC_API_KEY")\n}\n' },
    { name: 'a name in a heredoc', agent: 'provider "a" {\n  token = env(<<EOT\nKEY\nEOT\n  )\n}\n' },
  ],
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
    {
      name: 'env("A=B") and a NUL in the name, which no variable can have',
      agent: 'provider "a" {\n  api_key = env("A=B")\n  token = env("A\\u0000B")\n  ok = env("A_B")\n}\n',
      errors: [
        {
          range: [2, 3, 2, 23],
          message:
            'provider "a": api_key = env(...) can never resolve (no environment variable name contains "="), so loading fails on every machine; name the variable, e.g. env("API_KEY")',
        },
        {
          range: [3, 3, 3, 26],
          message:
            'provider "a": token = env(...) can never resolve (no environment variable name contains a NUL), so loading fails on every machine; name the variable, e.g. env("API_KEY")',
        },
      ],
    },
    {
      name: 'env("") at any depth, at the attribute or item',
      agent: 'provider "a" {\n  api_key = env("")\n  auth = {\n    token = env("")\n  }\n  list = ["x", env("")]\n}\n',
      errors: [
        {
          range: [2, 3, 2, 20],
          message:
            'provider "a": api_key = env("") can never resolve (no environment variable has an empty name), so loading fails on every machine; name the variable, e.g. env("API_KEY")',
        },
        {
          range: [4, 5, 4, 20],
          message:
            'provider "a": auth.token = env("") can never resolve (no environment variable has an empty name), so loading fails on every machine; name the variable, e.g. env("API_KEY")',
        },
        {
          range: [6, 16, 6, 23],
          message:
            'provider "a": list[1] = env("") can never resolve (no environment variable has an empty name), so loading fails on every machine; name the variable, e.g. env("API_KEY")',
        },
      ],
    },
    {
      name: 'an empty heredoc names no variable',
      agent: 'provider "a" {\n  api_key = env(<<EOT\nEOT\n  )\n}\n',
      errors: [
        {
          range: [2, 3, 4, 4],
          message:
            'provider "a": api_key = env("") can never resolve (no environment variable has an empty name), so loading fails on every machine; name the variable, e.g. env("API_KEY")',
        },
      ],
    },
  ],
});
