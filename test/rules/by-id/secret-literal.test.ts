import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

testRule('secret-literal', {
  valid: [
    {
      name: 'env() and a count named like a token',
      agent: declare('anthropic') + 'provider "anthropic" {\n  api_key    = env("ANTHROPIC_API_KEY")\n  max_tokens = "4096"\n}\n',
    },
  ],
  invalid: [
    {
      name: 'a literal under a credential name',
      agent: declare('anthropic') + 'provider "anthropic" {\n  api_key = "hunter2-not-a-real-key"\n}\n',
      errors: [
        { range: [5, 13, 5, 37], message: 'provider "anthropic": api_key is named like a credential but is a literal; write env("ANTHROPIC_API_KEY") instead' },
      ],
      // The secret is replaced, never quoted: only the variable's name is in the edit and its title.
      suggestions: [
        {
          message: 'Read it from the environment: env("ANTHROPIC_API_KEY"), then set ANTHROPIC_API_KEY',
          edits: [{ range: [5, 13, 5, 37], text: 'env("ANTHROPIC_API_KEY")' }],
        },
      ],
    },
    {
      name: 'a token format under any name',
      agent: declare('gh') + 'provider "gh" {\n  url = "ghp_Ex4mpleN0tRealEx4mpleN0tRealEx4mpleN"\n}\n',
      errors: [{ range: [5, 9, 5, 51], message: 'provider "gh": url holds a literal GitHub token (by its format); write env("GH_URL") instead' }],
      suggestions: [{ message: 'Read it from the environment: env("GH_URL"), then set GH_URL', edits: [{ range: [5, 9, 5, 51], text: 'env("GH_URL")' }] }],
    },
    {
      name: 'a literal nested in an object: its path names the variable',
      agent: declare('proxy') + 'provider "proxy" {\n  upstream = { auth_token = "tok-123" }\n}\n',
      errors: [
        {
          range: [5, 29, 5, 38],
          message: 'provider "proxy": upstream.auth_token is named like a credential but is a literal; write env("PROXY_UPSTREAM_AUTH_TOKEN") instead',
        },
      ],
      suggestions: [
        {
          message: 'Read it from the environment: env("PROXY_UPSTREAM_AUTH_TOKEN"), then set PROXY_UPSTREAM_AUTH_TOKEN',
          edits: [{ range: [5, 29, 5, 38], text: 'env("PROXY_UPSTREAM_AUTH_TOKEN")' }],
        },
      ],
    },
  ],
});
