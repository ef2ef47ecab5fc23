import { testRule } from '../../support/rule-tester.js';
import { declare, entry, lock, override } from './fixtures.js';

testRule('lock-entry-missing', {
  valid: [
    { name: 'every provider locked', agent: declare('a'), lock: lock(entry('a')) },
    { name: 'no lock file (lock-file-missing says so)', agent: declare('a') },
    { name: 'an unlocked provider with a dev override', agent: declare('a', 'anthropic'), lock: lock(entry('a')), global: override('/opt/provider-anthropic') },
  ],
  invalid: [
    {
      name: 'a provider the lock file lacks',
      agent: declare('a', 'b'),
      lock: lock(entry('a')),
      errors: [
        {
          range: [3, 3, 3, 4],
          message: 'required provider "b" has no entry in the lock file .agent/agent.lock.hcl; update the lock file and commit it',
          notes: ['the kernel will resolve the provider again and rewrite the committed lock'],
        },
      ],
    },
  ],
});
