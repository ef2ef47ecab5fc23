import { testRule } from '../../support/rule-tester.js';

const hook = (label: string) =>
  `required_providers {\n  audit = { source = "github.com/agentco/provider-audit", version = "~> 1.0" }\n}\nhook "${label}" {\n  provider = "audit"\n  mode     = "observe"\n}\n`;
const notes = [
  'the hook points are session-start, pre-model-call, post-model-response, pre-tool-call, plan-ready, post-tool-call, post-apply, session-end',
  'the spec requires rejecting this, though the kernel does not check it yet',
];

testRule('hook-point-unknown', {
  valid: [
    { name: 'a hook point', agent: hook('pre-tool-call') },
    { name: 'the last point', agent: hook('session-end') },
  ],
  invalid: [
    {
      name: 'the HCL spelling of a point is fixed to it',
      agent: hook('pre_tool_call'),
      errors: [
        {
          range: [4, 1, 4, 21],
          message: `hook "pre_tool_call" is not a hook point; did you mean "pre-tool-call"?`,
          notes,
          fixMessage: 'Replace "pre_tool_call" with "pre-tool-call"',
        },
      ],
      fix: [{ range: [4, 6, 4, 21], text: '"pre-tool-call"' }],
      output: { agent: hook('pre-tool-call') },
    },
    {
      name: 'upper case too',
      agent: hook('SESSION_END'),
      errors: [
        {
          range: [4, 1, 4, 19],
          message: `hook "SESSION_END" is not a hook point; did you mean "session-end"?`,
          notes,
          fixMessage: 'Replace "SESSION_END" with "session-end"',
        },
      ],
      fix: [{ range: [4, 6, 4, 19], text: '"session-end"' }],
      output: { agent: hook('session-end') },
    },
    {
      name: 'a near point is only suggested',
      agent: hook('pre-tool-cal'),
      errors: [{ range: [4, 1, 4, 20], message: `hook "pre-tool-cal" is not a hook point; did you mean "pre-tool-call"?`, notes }],
      suggestions: [{ message: 'Replace with "pre-tool-call"', edits: [{ range: [4, 6, 4, 20], text: '"pre-tool-call"' }] }],
    },
    {
      name: 'no near point: neither fix nor suggestion',
      agent: hook('whenever'),
      errors: [{ range: [4, 1, 4, 16], message: `hook "whenever" is not a hook point; use one of the 8 hook points`, notes }],
    },
  ],
});
