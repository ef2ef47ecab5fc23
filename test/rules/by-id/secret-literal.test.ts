import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

testRule('secret-literal', {
  valid: [
    { name: 'env() and a count named like a token', agent: declare('anthropic') + 'provider "anthropic" {\n  api_key    = env("ANTHROPIC_API_KEY")\n  max_tokens = "4096"\n}\n' },
  ],
  invalid: [
    {
      name: 'a literal under a credential name',
      agent: declare('anthropic') + 'provider "anthropic" {\n  api_key = "hunter2-not-a-real-key"\n}\n',
      errors: [
        { range: [5, 13, 5, 37], message: 'provider "anthropic": api_key is named like a credential but is a literal; write env("ANTHROPIC_API_KEY") instead' },
      ],
    },
    {
      name: 'a token format under any name',
      agent: declare('gh') + 'provider "gh" {\n  url = "ghp_Ex4mpleN0tRealEx4mpleN0tRealEx4mpleN"\n}\n',
      errors: [
        { range: [5, 9, 5, 51], message: 'provider "gh": url holds a literal GitHub token (by its format); write env("GH_URL") instead' },
      ],
    },
  ],
});
