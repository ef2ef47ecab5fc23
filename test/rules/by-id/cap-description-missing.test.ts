import { testRule } from '../../support/rule-tester.js';
import { declare, ops } from './fixtures.js';

testRule('cap-description-missing', {
  valid: [ops({})],
  invalid: [
    {
      name: 'a blank tool description',
      ...ops({ description: '  ' }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" has an empty description; the model and the user see nothing about what it does',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
      ],
    },
    {
      name: 'a command without one',
      agent: declare('s'),
      capabilities: {
        s: {
          category: 'slashcommand',
          capabilities: {
            commands: [{ name: 'release', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_HIGH', concurrency: {}, input_schema: { type: 'SCHEMA_TYPE_OBJECT' } }],
          },
        },
      },
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "s": command "/release" has an empty description; the model and the user see nothing about what it does',
          notes: ['plugin github.com/agentco/provider-s advertises this; report it to its author, or turn the rule off'],
        },
      ],
    },
  ],
});
