import { LOCK, testRule } from '../../support/rule-tester.js';
import { declare, entry, lock } from './fixtures.js';

const version = (text: string) => ({ agent: declare('a'), lock: lock(entry('a', { version: text })) });
const NOTE = 'a lock entry records the resolved release as MAJOR.MINOR.PATCH (e.g. "1.2.4"), not a constraint';

testRule('lock-version-not-exact', {
  valid: [
    { name: 'an exact release', ...version('"1.0.2"') },
    { name: 'an exact pre-release', ...version('"1.2.3-beta.1"') },
    {
      name: 'with build metadata, or a leading v',
      agent: declare('a', 'b'),
      lock: lock(entry('a', { version: '"1.2.4-rc.1+b7"' }), entry('b', { version: '"v0.5.1"' })),
    },
  ],
  invalid: [
    {
      name: 'a constraint',
      ...version('"~> 1.0"'),
      errors: [
        {
          file: LOCK,
          range: [5, 3, 5, 21],
          message: 'version "~> 1.0" in lock entry provider "a" is not an exact version; regenerate the lock entry',
          notes: [NOTE],
        },
      ],
    },
    {
      name: 'a partial version',
      ...version('"1.2"'),
      errors: [
        {
          file: LOCK,
          range: [5, 3, 5, 18],
          message: 'version "1.2" in lock entry provider "a" is not an exact version; regenerate the lock entry',
          notes: [NOTE],
        },
      ],
    },
  ],
});
