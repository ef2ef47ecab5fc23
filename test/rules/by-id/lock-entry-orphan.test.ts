import { LOCK, testRule } from '../../support/rule-tester.js';
import { declare, entry, lock } from './fixtures.js';

testRule('lock-entry-orphan', {
  valid: [{ name: 'every entry declared', agent: declare('a'), lock: lock(entry('a')) }],
  invalid: [
    {
      name: 'an entry for a provider no longer declared',
      agent: declare('a'),
      lock: lock(entry('a'), entry('old')),
      errors: [
        {
          file: LOCK,
          range: [10, 1, 10, 15],
          message: 'lock entry provider "old" is not in required_providers of agent.hcl; remove the stale entry, or declare it',
        },
      ],
    },
  ],
});
