import { testRule } from '../../support/rule-tester.js';
import { declare, modelBlock, profile } from './fixtures.js';

testRule('duplicate-last-wins', {
  valid: [{ name: 'one model block', agent: declare('anthropic') + profile(modelBlock('anthropic', 'claude-sonnet-5')) }],
  invalid: [
    {
      name: 'two model blocks',
      agent: declare('anthropic') + profile(modelBlock('anthropic', 'claude-opus-4-8') + modelBlock('anthropic', 'claude-sonnet-5')),
      errors: [
        {
          range: [11, 3, 11, 8],
          message: 'Second model block in agent_profile "default": the kernel silently ignores the one on line 5; merge them',
          notes: ['the kernel keeps only the last model block'],
          related: [{ range: [5, 3, 5, 8], message: 'ignored model block' }],
        },
      ],
    },
  ],
});
