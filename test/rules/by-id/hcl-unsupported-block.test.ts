import { testRule } from '../../support/rule-tester.js';

const POLICY = 'policy "p" {\n  action = "deny"\n}\n';

testRule('hcl-unsupported-block', {
  valid: [{ name: 'a policy', agent: POLICY }],
  invalid: [
    {
      name: 'one allowed type near it, with the labels it takes: renamed',
      agent: POLICY + 'polcy "q" {\n  action = "deny"\n}\n',
      errors: [
        {
          range: [4, 1, 4, 10],
          message: 'Unsupported block type: blocks of type "polcy" are not expected here in the top level of agent.hcl. Did you mean "policy"?',
          fixMessage: 'Rename "polcy" to "policy"',
        },
      ],
      fix: [{ range: [4, 1, 4, 6], text: 'policy' }],
      output: { agent: POLICY + 'policy "q" {\n  action = "deny"\n}\n' },
    },
    {
      name: 'not when a block of that type and labels exists',
      agent: POLICY + 'polcy "p" {\n  action = "deny"\n}\n',
      errors: [
        {
          range: [4, 1, 4, 10],
          message: 'Unsupported block type: blocks of type "polcy" are not expected here in the top level of agent.hcl. Did you mean "policy"?',
        },
      ],
    },
    {
      name: 'not when the labels do not fit the type',
      agent: 'polcy {\n  action = "deny"\n}\n',
      errors: [
        {
          range: [1, 1, 1, 6],
          message: 'Unsupported block type: blocks of type "polcy" are not expected here in the top level of agent.hcl. Did you mean "policy"?',
        },
      ],
    },
    {
      name: 'no near type: nothing',
      agent: 'widget {}\n',
      errors: [{ range: [1, 1, 1, 7], message: 'Unsupported block type: blocks of type "widget" are not expected here in the top level of agent.hcl' }],
    },
  ],
});
