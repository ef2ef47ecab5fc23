import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

const hook = (point: string) => `${declare('audit')}hook "${point}" {\n  provider = "audit"\n  mode     = "transform"\n}\n`;

testRule('hook-transform-non-mutable', {
  valid: [{ name: 'transform at pre-model-call', agent: hook('pre-model-call') }],
  invalid: [
    {
      name: 'transform elsewhere: observe or veto, the person picks',
      agent: hook('plan-ready'),
      errors: [
        {
          range: [6, 3, 6, 25],
          message: 'hook "plan-ready": mode "transform" can change nothing at plan-ready; use "observe" or "veto"',
          notes: ['only pre-model-call has mutable fields; any change elsewhere aborts the chain with INVALID_RESPONSE'],
        },
      ],
      suggestions: [
        { message: 'Replace with "observe"', edits: [{ range: [6, 14, 6, 25], text: '"observe"' }] },
        { message: 'Replace with "veto"', edits: [{ range: [6, 14, 6, 25], text: '"veto"' }] },
      ],
    },
    {
      name: 'at a label that is no hook point too, which hook-point-unknown rejects besides',
      agent: hook('context-assemble'),
      errors: [
        {
          range: [6, 3, 6, 25],
          message: 'hook "context-assemble": mode "transform" can change nothing at context-assemble; use "observe" or "veto"',
          notes: ['only pre-model-call has mutable fields; any change elsewhere aborts the chain with INVALID_RESPONSE'],
        },
      ],
      suggestions: [
        { message: 'Replace with "observe"', edits: [{ range: [6, 14, 6, 25], text: '"observe"' }] },
        { message: 'Replace with "veto"', edits: [{ range: [6, 14, 6, 25], text: '"veto"' }] },
      ],
    },
  ],
});
