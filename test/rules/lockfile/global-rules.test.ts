import { describe, expect, it } from 'vitest';
import * as mirrorDuplicatePrefix from '../../../src/rules/global/mirror-duplicate-prefix.js';
import { lines } from '../../lock/helpers.js';
import { GLOBAL, run } from './harness.js';

function mirror(prefix: string, url: string, auth?: string): string[] {
  return ['  mirror {', `    prefix = "${prefix}"`, `    url    = "${url}"`, ...(auth ? [`    auth   = ${auth}`] : []), '  }'];
}

describe('mirror-duplicate-prefix', () => {
  it('reports every pair of mirrors with the same prefix at the later one', () => {
    const global = lines(
      'registry_mirror {',
      '  default = "https://registry.internal.example.com"',
      '',
      ...mirror('github.com/agentco/', 'https://registry.internal.example.com/agentco'),
      '',
      ...mirror('github.com/agentco/', 'https://mirror-eu.internal.example.com/agentco', 'env("EU_MIRROR_TOKEN")'),
      ...mirror('github.com/agentco/', 'https://third.example.com'),
      '}',
    );
    const rel = (line: number) => ({ file: GLOBAL, range: `${line}:3-${line}:9`, message: 'a mirror for prefix "github.com/agentco/"' });
    expect(run(mirrorDuplicatePrefix, { global })).toEqual([
      {
        ruleId: 'mirror-duplicate-prefix',
        file: GLOBAL,
        message: 'mirror for prefix "github.com/agentco/" repeats the prefix of the mirror on line 4; remove it or change its prefix',
        notes: ['the kernel always uses the first (line 4), so this mirror and its auth are never used'],
        range: '9:3-9:9',
        related: [rel(4)],
      },
      {
        ruleId: 'mirror-duplicate-prefix',
        file: GLOBAL,
        message: 'mirror for prefix "github.com/agentco/" repeats the prefix of the mirror on line 4; remove it or change its prefix',
        notes: ['the kernel always uses the first (line 4), so this mirror is never used'],
        range: '14:3-14:9',
        related: [rel(4)],
      },
      {
        ruleId: 'mirror-duplicate-prefix',
        file: GLOBAL,
        message: 'mirror for prefix "github.com/agentco/" repeats the prefix of the mirror on line 9; remove it or change its prefix',
        notes: ['the kernel always uses the first (line 4), so this mirror is never used'],
        range: '14:3-14:9',
        related: [rel(9)],
      },
    ]);
  });

  it('accepts distinct and nested prefixes, and no global config at all', () => {
    const global = lines(
      'registry_mirror {',
      '  default = "https://r"',
      ...mirror('github.com/', 'https://a'),
      ...mirror('github.com/agentco/', 'https://b'),
      '}',
    );
    expect(run(mirrorDuplicatePrefix, { global })).toEqual([]);
    expect(run(mirrorDuplicatePrefix, {})).toEqual([]);
  });
});
