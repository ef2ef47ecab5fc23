import { LOCK, testRule } from '../../support/rule-tester.js';
import { declare, entry, lock } from './fixtures.js';

testRule('lock-version-unsatisfied', {
  valid: [{ name: 'a version within the constraint', agent: declare('anthropic'), lock: lock(entry('anthropic')) }],
  invalid: [
    {
      name: 'a version the constraint excludes',
      agent: declare('anthropic'),
      lock: lock(entry('anthropic', { version: '"2.0.0"' })),
      errors: [
        {
          file: LOCK,
          range: [5, 3, 5, 20],
          message:
            'locked version "2.0.0" of provider "anthropic" does not satisfy the required_providers constraint "~> 1.0"; update the lock entry to a matching release, or change the constraint',
          related: [{ range: [2, 78, 2, 84], message: 'clause "~> 1.0" declared for "anthropic" excludes it' }],
        },
      ],
    },
  ],
});
