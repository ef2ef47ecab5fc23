import { testRule } from '../../support/rule-tester.js';
import { ops } from './fixtures.js';

testRule('cap-kind-risk', {
  valid: [ops({}, { name: 'delete_file', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_HIGH' })],
  invalid: [
    {
      name: 'neither kind nor risk',
      ...ops({ kind: undefined, risk: undefined }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" has no kind (TOOL_KIND_UNSPECIFIED); the kernel cannot classify the call',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" has no risk (RISK_CLASS_UNSPECIFIED); risk-based policies cannot classify the call',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
      ],
    },
    {
      name: 'a read-only resource',
      ...ops({ kind: 'TOOL_KIND_RESOURCE' }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" is TOOL_KIND_RESOURCE with RISK_CLASS_READ_ONLY, but a resource operation is never read-only',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
      ],
    },
    {
      name: 'a data source that is not read-only',
      ...ops({ risk: 'RISK_CLASS_HIGH' }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message:
            'provider "p": tool "read_file" is TOOL_KIND_DATA_SOURCE with RISK_CLASS_HIGH, but data_source and interactive operations must be RISK_CLASS_READ_ONLY',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
      ],
    },
  ],
});
