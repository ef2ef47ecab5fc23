import { testRule } from '../../support/rule-tester.js';
import { profile } from './fixtures.js';

testRule('expr-not-allowed', {
  valid: [{ name: 'a literal', agent: 'settings {\n  default_frontend = "tui"\n}\n' }],
  invalid: [
    {
      name: 'env(NAME) unquoted in a provider block: one finding saying env needs a quoted name, the quotes as its fix',
      agent:
        'required_providers {\n  anthropic = { source = "github.com/agentco/provider-anthropic", version = "~> 1.0" }\n}\nprovider "anthropic" {\n  api_key = env(ANTHROPIC_API_KEY)\n}\n',
      errors: [
        {
          range: [5, 17, 5, 34],
          message: 'env\'s argument must be quoted: api_key in provider "anthropic" passes env() a bare name; write it as a string, env("NAME")',
          fixMessage: "Quote env()'s argument",
        },
      ],
      fix: [
        { range: [5, 17, 5, 17], text: '"' },
        { range: [5, 34, 5, 34], text: '"' },
      ],
      output: {
        agent:
          'required_providers {\n  anthropic = { source = "github.com/agentco/provider-anthropic", version = "~> 1.0" }\n}\nprovider "anthropic" {\n  api_key = env("ANTHROPIC_API_KEY")\n}\n',
      },
    },
    {
      name: 'env() outside a provider block',
      agent: 'settings {\n  default_frontend = env("AGENT_FRONTEND")\n}\n',
      errors: [
        {
          range: [2, 22, 2, 43],
          message: 'Function calls not allowed: default_frontend in settings cannot call env(); write the value literally',
          notes: ['env() is only evaluated inside provider blocks'],
        },
      ],
    },
    {
      name: 'a variable',
      agent: profile('  max_turns = var.turns\n'),
      errors: [
        {
          range: [2, 15, 2, 24],
          message: 'Variables not allowed: max_turns in agent_profile "default" refers to var.turns; write the value literally',
          notes: ['there are no variables here'],
        },
      ],
    },
  ],
});
