import { testRule } from '../../support/rule-tester.js';
import { askReads } from './fixtures.js';

const READS = 'policy "reads" {\n  match  = { kind = "data_source" }\n  action = "allow"\n}\n';

testRule('unused-suppression', {
  valid: [
    {
      name: 'a directive that silences a finding',
      agent: askReads(' # harness-lint-ignore: policy-ask-downgraded -- the team wants the explicit deny logged'),
    },
  ],
  invalid: [
    {
      name: 'a directive with nothing to silence',
      agent: `# harness-lint-ignore: policy-conflict -- the two policies used to overlap\n${READS}`,
      errors: [{ range: [1, 1, 1, 75], message: 'unused suppression: no "policy-conflict" finding on line 2; remove "policy-conflict" from this directive' }],
    },
    {
      name: 'one id of a list silences nothing',
      agent: askReads(' # harness-lint-ignore: policy-ask-downgraded, policy-conflict'),
      errors: [{ range: [3, 18, 3, 79], message: 'unused suppression: no "policy-conflict" finding on line 3; remove "policy-conflict" from this directive' }],
    },
  ],
});
