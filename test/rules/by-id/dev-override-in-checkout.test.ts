import { GLOBAL, testRule } from '../../support/rule-tester.js';
import { declare, override } from './fixtures.js';

testRule('dev-override-in-checkout', {
  valid: [
    {
      name: 'a binary outside the checkout',
      agent: declare('anthropic'),
      global: override('/opt/anthropic'),
      host: {
        env: {},
        checkout: { roots: ['/home/me/pr'], globalConfig: ['/home/me/.config/agent/config.hcl'], targets: new Map([['/opt/anthropic', ['/opt/anthropic']]]) },
      },
    },
  ],
  invalid: [
    {
      name: 'a binary inside it',
      agent: declare('anthropic'),
      global: override('/home/me/pr/bin/anthropic'),
      host: {
        env: {},
        checkout: {
          roots: ['/home/me/pr'],
          globalConfig: ['/home/me/.config/agent/config.hcl'],
          targets: new Map([['/home/me/pr/bin/anthropic', ['/home/me/pr/bin/anthropic']]]),
        },
      },
      errors: [
        {
          file: GLOBAL,
          range: [2, 3, 2, 42],
          message:
            'dev_overrides path for "anthropic" leads to "/home/me/pr/bin/anthropic", inside the linted checkout "/home/me/pr": linting it runs whatever the checkout puts there, unverified; point it at a binary outside the checkout (an absolute path)',
        },
      ],
    },
  ],
});
