import { LOCK, testRule } from '../../support/rule-tester.js';
import { declare, entry, lock } from './fixtures.js';

testRule('lock-checksums-empty', {
  valid: [{ name: 'one checksum', agent: declare('a'), lock: lock(entry('a')) }],
  invalid: [
    {
      name: 'checksums = {}',
      agent: declare('a'),
      lock: lock(entry('a', { checksums: '{}' })),
      errors: [
        {
          file: LOCK,
          range: [7, 3, 7, 17],
          message: 'lock entry provider "a": checksums is empty; regenerate it with a checksum per <os>_<arch> your team uses',
          notes: ['the kernel can verify the binary on no platform, so every install fails'],
        },
      ],
    },
  ],
});
