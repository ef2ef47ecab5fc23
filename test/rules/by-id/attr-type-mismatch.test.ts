import { testRule } from '../../support/rule-tester.js';
import { profile } from './fixtures.js';

testRule('attr-type-mismatch', {
  valid: [{ name: 'a number', agent: profile('  max_turns = 200\n') }],
  invalid: [
    {
      name: 'a quoted number',
      agent: profile('  max_turns = "200"\n'),
      errors: [
        {
          range: [2, 15, 2, 20],
          message: 'Incorrect attribute value type: max_turns in agent_profile "default" must be a number, got string ("200")',
          notes: ['the kernel does not convert values here'],
        },
      ],
    },
    {
      name: 'a string for a list',
      agent: profile('  tools = "files.read_file"\n'),
      errors: [
        {
          range: [2, 11, 2, 28],
          message: 'Incorrect attribute value type: tools in agent_profile "default" must be a list of strings, got string ("files.read_file")',
          notes: ['the kernel does not convert values here'],
        },
      ],
    },
  ],
});
