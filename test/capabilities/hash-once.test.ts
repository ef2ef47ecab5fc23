// A cold run reads a dev_overrides binary once: the digest taken to look up its cached answers
// is the one its answers are cached under, unless the file changed in between (then it is
// hashed again: hostile-plugins.test.ts). A Go plugin is 10-20 MB, so a second read of ten of
// them was a good part of a cold run (issue 16 part 12's profile).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leftovers, sandbox, type Sandbox } from './plugin-harness.js';

const hashed = vi.hoisted(() => [] as string[]);
vi.mock('../../src/capabilities/hash.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/capabilities/hash.js')>();
  return {
    ...real,
    sha256File: (path: string, copyTo?: Parameters<typeof real.sha256File>[1]) => {
      hashed.push(path);
      return real.sha256File(path, copyTo);
    },
  };
});

const TOOL = { tools: [{ name: 'search', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' }] };

let box: Sandbox;
beforeEach(() => {
  box = sandbox();
  hashed.length = 0;
});
afterEach(async () => {
  try {
    expect(await leftovers(box, [])).toEqual({ files: [], alive: [], tracked: [], runFolders: [] });
  } finally {
    box.dispose();
  }
});

describe('hashing a dev_overrides binary', () => {
  it('a cold run hashes it once, with and without the hash memo', async () => {
    for (const noCache of [false, true]) {
      hashed.length = 0;
      const { result, path } = await box.run({ category: 'tool', capabilities: TOOL }, { noCache });
      expect(result.capabilities!.categories.tool).toEqual(TOOL);
      expect(hashed).toEqual([path]);
    }
  });
});
