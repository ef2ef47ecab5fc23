import { LOCK, testRule } from '../../support/rule-tester.js';
import { declare, entry, lock } from './fixtures.js';

const SUM = '"sha256:724abd47a44664f75010a76ccc4333ba5c6db46bac2324c905bab68f884c51c2"';
const sums = (text: string) => ({ agent: declare('a'), lock: lock(entry('a', { checksums: text })) });
const NOTE = 'the kernel never finds such a key, and installs on that platform fail as "not recorded"';

testRule('lock-checksum-platform-key', {
  valid: [{ name: 'two <os>_<arch> keys', ...sums(`{ linux_amd64 = ${SUM}, darwin_arm64 = ${SUM} }`) }],
  invalid: [
    {
      name: 'a dash for the underscore: the key it means',
      ...sums(`{ "linux-amd64" = ${SUM} }`),
      errors: [
        {
          file: LOCK,
          range: [7, 17, 7, 30],
          message: 'checksum key "linux-amd64" in lock entry provider "a" is not an <os>_<arch> platform key; write "linux_amd64"',
          notes: [NOTE],
        },
      ],
    },
    {
      name: 'no arch and no near key: the shape',
      ...sums(`{ macos = ${SUM} }`),
      errors: [
        {
          file: LOCK,
          range: [7, 17, 7, 22],
          message:
            'checksum key "macos" in lock entry provider "a" is not an <os>_<arch> platform key; write the key as <os>_<arch> in Go\'s spelling, e.g. "linux_amd64"',
          notes: [NOTE],
        },
      ],
    },
  ],
});
