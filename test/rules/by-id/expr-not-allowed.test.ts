import { testRule } from '../../support/rule-tester.js';
import { profile } from './fixtures.js';

testRule('expr-not-allowed', {
  valid: [{ name: 'a literal', agent: 'settings {\n  default_frontend = "tui"\n}\n' }],
  invalid: [
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
