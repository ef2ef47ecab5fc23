import { testRule } from '../../support/rule-tester.js';
import { ops } from './fixtures.js';

testRule('cap-concurrency-spec', {
  valid: [
    ops({}, { name: 'ask_user', kind: 'TOOL_KIND_INTERACTIVE', concurrency: undefined }),
  ],
  invalid: [
    {
      name: 'no concurrency',
      ...ops({ concurrency: undefined }),
      errors: [{ range: [2, 3, 2, 4], message: 'provider "p": tool "read_file" does not declare concurrency, so the kernel treats it as not safe and serializes every call; set concurrency explicitly' }],
    },
    {
      name: 'concurrency on an interactive tool',
      ...ops({ kind: 'TOOL_KIND_INTERACTIVE' }),
      errors: [{ range: [2, 3, 2, 4], message: 'provider "p": interactive tool "read_file" declares concurrency, which the kernel ignores for interactive operations; remove it' }],
    },
  ],
});
