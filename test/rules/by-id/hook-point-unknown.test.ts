import { testRule } from '../../support/rule-tester.js';

const hook = (label: string) => `required_providers {\n  audit = { source = "github.com/agentco/provider-audit", version = "~> 1.0" }\n}\nhook "${label}" {\n  provider = "audit"\n  mode     = "observe"\n}\n`;

testRule('hook-point-unknown', {
  valid: [{ name: 'a hook point', agent: hook('pre-tool-call') }, { name: 'the last point', agent: hook('session-end') }],
  invalid: [
    {
      name: 'an HCL-style name of a point',
      agent: hook('pre_tool_call'),
      errors: [{ range: [4, 1, 4, 21], message: 'hook "pre_tool_call" is not a hook point; did you mean "pre-tool-call"? (the spec requires rejecting this, though the kernel does not check it yet)' }],
    },
  ],
});
