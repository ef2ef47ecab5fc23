import { describe, expect, it } from 'vitest';
import * as mirrorDuplicatePrefix from '../../../src/rules/lockfile/mirror-duplicate-prefix.js';
import { lines } from '../../lockfile/helpers.js';
import { GLOBAL, run } from './harness.js';

function mirror(prefix: string, url: string, auth?: string): string[] {
  return ['  mirror {', `    prefix = "${prefix}"`, `    url    = "${url}"`, ...(auth ? [`    auth   = ${auth}`] : []), '  }'];
}

describe('mirror-duplicate-prefix', () => {
  it('reports the later mirror with the same prefix, related to the first', () => {
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
    expect(run(mirrorDuplicatePrefix, { global })).toEqual([
      {
        ruleId: 'mirror-duplicate-prefix',
        file: GLOBAL,
        message:
          'mirror for prefix "github.com/agentco/" repeats the prefix of the mirror on line 4: the kernel always uses the first, so this mirror and its auth are never used; remove it or change its prefix',
        range: '9:3-9:9',
        related: [{ file: GLOBAL, range: '4:3-4:9', message: 'the mirror for prefix "github.com/agentco/" that wins' }],
      },
      {
        ruleId: 'mirror-duplicate-prefix',
        file: GLOBAL,
        message:
          'mirror for prefix "github.com/agentco/" repeats the prefix of the mirror on line 4: the kernel always uses the first, so this mirror is never used; remove it or change its prefix',
        range: '14:3-14:9',
        related: [{ file: GLOBAL, range: '4:3-4:9', message: 'the mirror for prefix "github.com/agentco/" that wins' }],
      },
    ]);
  });

  it('accepts distinct and nested prefixes, and no global config at all', () => {
    const global = lines('registry_mirror {', '  default = "https://r"', ...mirror('github.com/', 'https://a'), ...mirror('github.com/agentco/', 'https://b'), '}');
    expect(run(mirrorDuplicatePrefix, { global })).toEqual([]);
    expect(run(mirrorDuplicatePrefix, {})).toEqual([]);
  });
});
