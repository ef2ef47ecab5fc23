import { testRule } from '../../support/rule-tester.js';

testRule('hcl-block-labels', {
  valid: [{ name: 'a named policy', agent: 'policy "gate_writes" {\n  match  = { kind = "resource" }\n  action = "ask"\n}\n' }],
  invalid: [
    {
      name: 'a policy without its name',
      agent: 'policy {\n  match  = { kind = "resource" }\n  action = "ask"\n}\n',
      errors: [{ range: [1, 1, 1, 7], message: 'Missing name for policy: write policy "<name>" { ... }' }],
    },
    {
      name: 'a label on settings',
      agent: 'settings "main" {\n  log_level = "info"\n}\n',
      errors: [{ range: [1, 1, 1, 16], message: 'Extraneous label for settings: no labels are expected for settings blocks; remove "main"' }],
    },
  ],
});
