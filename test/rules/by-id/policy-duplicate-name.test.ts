import { testRule } from '../../support/rule-tester.js';

testRule('policy-duplicate-name', {
  valid: [
    {
      name: 'two names',
      agent:
        'policy "gate" {\n  match  = { kind = "resource" }\n  action = "ask"\n}\npolicy "stop" {\n  match  = { risk = "critical" }\n  action = "deny"\n}\n',
    },
  ],
  invalid: [
    {
      name: 'one name twice',
      agent:
        'policy "gate" {\n  match  = { kind = "resource" }\n  action = "ask"\n}\npolicy "gate" {\n  match  = { risk = "critical" }\n  action = "deny"\n}\n',
      errors: [
        {
          range: [5, 1, 5, 14],
          message: 'policy "gate" is declared again (also on line 1): the kernel accepts both, but its messages cannot tell them apart; rename one',
          related: [{ range: [1, 1, 1, 14], message: 'policy "gate"' }],
        },
      ],
    },
  ],
});
