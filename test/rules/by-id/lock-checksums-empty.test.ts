import { LOCK, testRule } from '../../support/rule-tester.js';
import { declare, entry, lock } from './fixtures.js';

testRule('lock-checksums-empty', {
  valid: [
    { name: 'one checksum', agent: declare('a'), lock: lock(entry('a')) },
    {
      name: 'malformed values are not none (attr-type-mismatch says what they are)',
      agent: declare('a'),
      lock: lock(entry('a', { checksums: '{ linux_amd64 = 1 }' })),
    },
  ],
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
    {
      name: 'checksums = [], which the kernel reads as an empty map (cty converts the empty tuple), not a type error',
      agent: declare('a'),
      lock: lock(entry('a', { checksums: '[]' })),
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
