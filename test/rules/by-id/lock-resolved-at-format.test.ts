import { LOCK, testRule } from '../../support/rule-tester.js';
import { declare, entry, lock } from './fixtures.js';

testRule('lock-resolved-at-format', {
  valid: [
    { name: 'an RFC 3339 timestamp', agent: declare('anthropic'), lock: lock(entry('anthropic')) },
    { name: 'with a fraction and an offset', agent: declare('anthropic'), lock: lock(entry('anthropic', { resolved_at: '"2026-07-22T18:04:00.5+02:00"' })) },
  ],
  invalid: [
    {
      name: 'a space for the T',
      agent: declare('anthropic'),
      lock: lock(entry('anthropic', { resolved_at: '"2026-07-22 18:04"' })),
      errors: [
        {
          file: LOCK,
          range: [6, 3, 6, 35],
          message:
            'resolved_at "2026-07-22 18:04" in lock entry provider "anthropic" is not an RFC 3339 timestamp (the date and time must be separated by an upper-case "T"), so the kernel refuses the lock file; write it like "2026-07-22T18:04:00Z"',
        },
      ],
    },
  ],
});
