// A cold run never reads a dev_overrides binary: its answers are cached under its file identity
// (dev-override-cache.test.ts). A lock-file binary is read once: hashed while it is copied, and
// the copy is what runs. A Go plugin is 10-20 MB, so a second read of
// ten of them was a good part of a cold run (issue 16 part 12's profile).
import { chmodSync, copyFileSync, mkdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goPlatform } from '../../src/plugin-host/verify/platform.js';
import { leftovers, sandbox, type Sandbox } from './plugin-harness.js';

const hashed = vi.hoisted(() => [] as string[]);
vi.mock('../../src/plugin-host/verify/hash.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/plugin-host/verify/hash.js')>();
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

describe('a dev_overrides binary', () => {
  it('a cold run does not hash it, with or without the capability cache', async () => {
    for (const noCache of [false, true]) {
      hashed.length = 0;
      const { result, path } = await box.run({ category: 'tool', capabilities: TOOL }, { noCache });
      expect(result.capabilities!.categories.tool).toEqual(TOOL);
      expect(result.binary).toEqual({ via: 'dev_override', path, identity: expect.stringMatching(/^\d+(:\d+){4}$/) });
      expect(hashed).toEqual([]);
    }
  });
});

describe('hashing a lock-file binary', () => {
  const SOURCE = 'github.com/agentco/provider-p';

  it('a cold run reads it once, with and without the hash memo, and a warm run not at all', async () => {
    const dir = join(box.root, 'plugin-cache', 'plugins', SOURCE, '1.0.0', goPlatform());
    const staged = box.plugin('staging', {
      category: 'tool',
      capabilities: TOOL,
      describe: { name: 'p', version: '1.0.0', source: SOURCE, protocol_version: 1 },
    });
    mkdirSync(dir, { recursive: true });
    const target = join(dir, 'provider-p');
    copyFileSync(staged, target);
    copyFileSync(`${staged}.json`, `${target}.json`);
    rmSync(staged);
    chmodSync(target, 0o755);
    const sha = createHash('sha256').update(readFileSync(target)).digest('hex');
    const input = { name: 'p', lock: { source: SOURCE, version: '1.0.0', checksums: { [goPlatform()]: `sha256:${sha}` } } };
    for (const noCache of [true, false]) {
      hashed.length = 0;
      const r = (await box.query([input], { noCache })).get('p')!;
      expect(r.findings).toEqual([]);
      expect(r.fromCache).toBe(false);
      expect(r.capabilities!.categories.tool).toEqual(TOOL);
      expect(hashed).toEqual([realpathSync(target)]);
    }
    hashed.length = 0;
    expect((await box.query([input])).get('p')!.fromCache).toBe(true);
    expect(hashed).toEqual([]);
  });
});
