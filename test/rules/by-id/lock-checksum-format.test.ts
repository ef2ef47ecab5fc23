import { LOCK, testRule } from '../../support/rule-tester.js';
import { declare, entry, lock } from './fixtures.js';

const sums = (text: string) => ({ agent: declare('a'), lock: lock(entry('a', { checksums: text })) });
const NOTE = (platform: string) =>
  `a checksum is "sha256:" followed by 64 lowercase hex digits; this one can never match the binary, so installing on ${platform} will fail verification`;

testRule('lock-checksum-format', {
  valid: [
    { name: 'sha256 and 64 lowercase hex digits', ...sums('{ linux_amd64 = "sha256:724abd47a44664f75010a76ccc4333ba5c6db46bac2324c905bab68f884c51c2" }') },
  ],
  invalid: [
    {
      name: 'another algorithm',
      ...sums('{ linux_amd64 = "md5:abc" }'),
      errors: [
        {
          file: LOCK,
          range: [7, 31, 7, 40],
          message: 'lock entry provider "a": checksum for "linux_amd64" does not start with "sha256:"; regenerate the entry',
          notes: [NOTE('linux_amd64')],
        },
      ],
    },
    {
      name: 'uppercase hex',
      ...sums('{ linux_amd64 = "sha256:724ABD47A44664F75010A76CCC4333BA5C6DB46BAC2324C905BAB68F884C51C2" }'),
      errors: [
        {
          file: LOCK,
          range: [7, 31, 7, 104],
          message: 'lock entry provider "a": checksum for "linux_amd64" has uppercase hex digits; regenerate the entry',
          notes: [NOTE('linux_amd64')],
        },
      ],
    },
    {
      name: 'too short, and not hex, each at its value',
      ...sums('{ linux_amd64 = "sha256:724abd", darwin_arm64 = "sha256:zz" }'),
      errors: [
        {
          file: LOCK,
          range: [7, 31, 7, 46],
          message: 'lock entry provider "a": checksum for "linux_amd64" has 6 hex digits instead of 64; regenerate the entry',
          notes: [NOTE('linux_amd64')],
        },
        {
          file: LOCK,
          range: [7, 63, 7, 74],
          message: 'lock entry provider "a": checksum for "darwin_arm64" holds characters other than lowercase hex digits; regenerate the entry',
          notes: [NOTE('darwin_arm64')],
        },
      ],
    },
    {
      name: 'one digit is singular',
      ...sums('{ linux_amd64 = "sha256:7" }'),
      errors: [
        {
          file: LOCK,
          range: [7, 31, 7, 41],
          message: 'lock entry provider "a": checksum for "linux_amd64" has 1 hex digit instead of 64; regenerate the entry',
          notes: [NOTE('linux_amd64')],
        },
      ],
    },
  ],
});
