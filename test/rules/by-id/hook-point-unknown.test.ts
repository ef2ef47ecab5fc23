import { testRule } from '../../support/rule-tester.js';

const REQUIRED = 'required_providers {\n  audit = { source = "github.com/agentco/provider-audit", version = "~> 1.0" }\n}\n';
const hookBlock = (label: string) => `hook "${label}" {\n  provider = "audit"\n  mode     = "observe"\n}\n`;
const hook = (label: string) => REQUIRED + hookBlock(label);
const POINTS = ['session-start', 'pre-model-call', 'post-model-response', 'pre-tool-call', 'plan-ready', 'post-tool-call', 'post-apply', 'session-end'];
const notes = [
  'the hook points are session-start, pre-model-call, post-model-response, pre-tool-call, plan-ready, post-tool-call, post-apply, session-end',
  'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
];

testRule('hook-point-unknown', {
  valid: [
    {
      name: 'each of the eight points',
      agent: REQUIRED + POINTS.map(hookBlock).join(''),
    },
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
    {
      name: 'context-assemble, which only ContextService.Contribute serves',
      agent: hook('context-assemble'),
      errors: [
        {
          range: [4, 1, 4, 24],
          message: 'hook "context-assemble" is not a hook point; use one of the 8 hook points',
          notes: [
            'context-assemble stays on ContextService.Contribute and cannot be subscribed with hook{}',
            'the hook points are session-start, pre-model-call, post-model-response, pre-tool-call, plan-ready, post-tool-call, post-apply, session-end',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
      ],
    },
    {
      name: 'an HCL spelling with a typo is only suggested',
      agent: hook('Post_Model_Respons'),
      errors: [
        {
          range: [4, 1, 4, 26],
          message: 'hook "Post_Model_Respons" is not a hook point; did you mean "post-model-response"?',
          notes: [
            'the hook points are session-start, pre-model-call, post-model-response, pre-tool-call, plan-ready, post-tool-call, post-apply, session-end',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
      ],
      suggestions: [{ message: 'Replace with "post-model-response"', edits: [{ range: [4, 6, 4, 26], text: '"post-model-response"' }] }],
    },
  ],
});
