import { testRule } from '../../support/rule-tester.js';
import { ops } from './fixtures.js';

testRule('cap-concurrency-spec', {
  valid: [ops({}, { name: 'ask_user', kind: 'TOOL_KIND_INTERACTIVE', concurrency: undefined })],
  invalid: [
    {
      name: 'no concurrency',
      ...ops({ concurrency: undefined }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" does not declare concurrency; set it explicitly',
          notes: [
            'the kernel treats an operation without concurrency as not safe and serializes every call',
            'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
    {
      name: 'concurrency on an interactive tool',
      ...ops({ kind: 'TOOL_KIND_INTERACTIVE' }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": interactive tool "read_file" declares concurrency; remove it',
          notes: [
            'the kernel ignores concurrency for interactive operations',
            'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
  ],
});
