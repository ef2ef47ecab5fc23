import { testRule } from '../../support/rule-tester.js';
import { profile } from './fixtures.js';

testRule('hcl-syntax', {
  valid: [{ name: 'a closed block', agent: profile('  max_turns = 40\n') }],
  invalid: [
    {
      name: 'an unclosed block',
      agent: 'agent_profile "default" {\n  max_turns = 40\n',
      errors: [{ range: [1, 25, 1, 26], message: 'Unclosed configuration block: there is no closing brace for block agent_profile "default" opened here' }],
    },
    {
      name: 'an attribute without a value',
      agent: 'settings {\n  log_level = \n}\n',
      errors: [{ range: [2, 15, 3, 1], message: 'Invalid expression: expected the start of an expression, but found a newline' }],
    },
    {
      name: 'curly quotes: one finding for the pair, straight quotes as the fix',
      agent: 'settings {\n  log_level = \u201cinfo\u201d\n}\n',
      errors: [
        {
          range: [2, 15, 2, 16],
          message: 'Invalid character: curly quotes are not valid here; use straight quotes (")',
          fixMessage: 'Use straight quotes',
        },
      ],
      fix: [
        { range: [2, 15, 2, 16], text: '"' },
        { range: [2, 20, 2, 21], text: '"' },
      ],
      output: { agent: 'settings {\n  log_level = "info"\n}\n' },
    },
  ],
});
