import { testRule } from '../../support/rule-tester.js';

testRule('hcl-duplicate-attribute', {
  valid: [{ name: 'set once', agent: 'settings {\n  log_level = "debug"\n}\n' }],
  invalid: [
    {
      name: 'set twice',
      agent: 'settings {\n  log_level = "info"\n  log_level = "debug"\n}\n',
      errors: [
        {
          range: [3, 3, 3, 12],
          message: 'Attribute redefined: the argument "log_level" was already set at line 2, column 3; each argument may be set only once',
          related: [{ range: [2, 3, 2, 12], message: '"log_level" first set here' }],
        },
      ],
    },
  ],
});
