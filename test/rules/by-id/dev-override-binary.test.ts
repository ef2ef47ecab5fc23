import { GLOBAL, testRule } from '../../support/rule-tester.js';
import { declare, override } from './fixtures.js';

testRule('dev-override-binary', {
  valid: [
    {
      name: 'an executable',
      agent: declare('anthropic'),
      global: override('/opt/anthropic'),
      host: { env: {}, binaries: new Map([['/opt/anthropic', 'executable']]) },
    },
  ],
  invalid: [
    {
      name: 'a missing path',
      agent: declare('anthropic'),
      global: override('/opt/anthropic'),
      host: { env: {}, binaries: new Map([['/opt/anthropic', 'missing']]) },
      errors: [
        {
          file: GLOBAL,
          range: [2, 15, 2, 31],
          message: 'dev_overrides path for "anthropic" does not exist: "/opt/anthropic" cannot be launched; build the provider there or fix the path',
        },
      ],
    },
    {
      name: 'a file that is not executable',
      agent: declare('anthropic'),
      global: override('/opt/anthropic'),
      host: { env: {}, binaries: new Map([['/opt/anthropic', 'not-executable']]) },
      errors: [
        {
          file: GLOBAL,
          range: [2, 15, 2, 31],
          message: 'dev_overrides path for "anthropic" is not executable: "/opt/anthropic" cannot be launched; build the provider there or fix the path',
        },
      ],
    },
  ],
});
