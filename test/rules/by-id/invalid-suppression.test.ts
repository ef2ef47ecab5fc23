import { testRule } from '../../support/rule-tester.js';
import { askReads } from './fixtures.js';

const directive = (text: string) => `${text}\n${askReads()}`;

testRule('invalid-suppression', {
  valid: [{ name: 'a well-formed directive', agent: askReads(' # harness-lint-ignore: policy-ask-downgraded -- the team wants the explicit deny logged') }],
  invalid: [
    {
      name: 'no colon',
      agent: directive('# harness-lint-ignore policy-conflict'),
      errors: [
        {
          range: [1, 1, 1, 38],
          message:
            'invalid suppression: expected "harness-lint-ignore: rule-id[, rule-id] -- reason" or "harness-lint-ignore-file: rule-id[, rule-id] -- reason"',
        },
      ],
    },
    {
      name: 'a misspelt id',
      agent: directive('# harness-lint-ignore: policy-conflit'),
      errors: [{ range: [1, 1, 1, 38], message: 'invalid suppression: unknown rule id "policy-conflit"; did you mean "policy-conflict"?' }],
    },
    {
      name: 'a syntax error cannot be silenced',
      agent: directive('# harness-lint-ignore: hcl-syntax'),
      errors: [{ range: [1, 1, 1, 34], message: 'invalid suppression: "hcl-syntax" cannot be suppressed; fix the syntax error instead' }],
    },
  ],
});
