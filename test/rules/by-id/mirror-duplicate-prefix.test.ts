import { GLOBAL, testRule } from '../../support/rule-tester.js';

const mirror = (prefix: string, auth = '') => `  mirror {\n    prefix = "${prefix}"\n    url    = "https://m.example.com"\n${auth}  }\n`;
const mirrors = (...blocks: string[]) => `registry_mirror {\n  default = "https://r.example.com"\n${blocks.join('')}}\n`;
const related = (line: number) => [
  { file: GLOBAL, range: [line, 3, line, 9] as [number, number, number, number], message: 'a mirror for prefix "github.com/agentco/"' },
];

testRule('mirror-duplicate-prefix', {
  valid: [{ name: 'nested prefixes differ', global: mirrors(mirror('github.com/'), mirror('github.com/agentco/')) }],
  invalid: [
    {
      name: 'every pair at the later mirror; the note names the first and the dead auth',
      global: mirrors(mirror('github.com/agentco/'), mirror('github.com/agentco/', '    auth   = env("EU_MIRROR_TOKEN")\n'), mirror('github.com/agentco/')),
      errors: [
        {
          file: GLOBAL,
          range: [7, 3, 7, 9],
          message: 'mirror for prefix "github.com/agentco/" repeats the prefix of the mirror on line 3; remove it or change its prefix',
          related: related(3),
          notes: ['the kernel always uses the first (line 3), so this mirror and its auth are never used'],
        },
        {
          file: GLOBAL,
          range: [12, 3, 12, 9],
          message: 'mirror for prefix "github.com/agentco/" repeats the prefix of the mirror on line 3; remove it or change its prefix',
          related: related(3),
          notes: ['the kernel always uses the first (line 3), so this mirror is never used'],
        },
        {
          file: GLOBAL,
          range: [12, 3, 12, 9],
          message: 'mirror for prefix "github.com/agentco/" repeats the prefix of the mirror on line 7; remove it or change its prefix',
          related: related(7),
          notes: ['the kernel always uses the first (line 3), so this mirror is never used'],
        },
      ],
    },
  ],
});
