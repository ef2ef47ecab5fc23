import { testRule } from '../../support/rule-tester.js';

testRule('numeric-range', {
  valid: [{ name: 'a positive count', agent: 'agent_profile "default" {\n  max_concurrent_subagents = 1\n}\n' }],
  invalid: [
    {
      name: 'zero subagents',
      agent: 'agent_profile "default" {\n  max_concurrent_subagents = 0\n}\n',
      errors: [
        {
          range: [2, 3, 2, 31],
          message: 'agent_profile "default": max_concurrent_subagents = 0 is out of range: it must be greater than 0 (0 would queue every spawn forever)',
        },
      ],
    },
    {
      name: 'a negative turn limit',
      agent: 'agent_profile "default" {\n  max_turns = -1\n}\n',
      errors: [{ range: [2, 3, 2, 17], message: 'agent_profile "default": max_turns = -1 is out of range: it must be greater than 0 (0 means unset)' }],
    },
  ],
});
