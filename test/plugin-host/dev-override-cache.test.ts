// A dev_overrides binary has no checksum to check, so it is never read: its answers are cached
// under its file identity, only if the file is the same one before the spawn and once the
// plugin has answered. A warm run finds them by that identity and spawns nothing.
import { existsSync, renameSync, utimesSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CapabilityCache } from '../../src/plugin-host/cache/capability-cache.js';
import { fileIdentity } from '../../src/plugin-host/verify/hash-memo.js';
import { leftovers, sandbox, type Sandbox } from './plugin-harness.js';

/** Spawns and reads for a digest, in the order they happened; a spawn's 'spawn' event runs `afterSpawn`. */
const seen = vi.hoisted(() => ({ events: [] as string[], afterSpawn: (_path: string) => {} }));
vi.mock('../../src/plugin-host/verify/hash.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/plugin-host/verify/hash.js')>();
  return {
    ...real,
    sha256File: async (path: string, copyTo?: Parameters<typeof real.sha256File>[1]) => {
      seen.events.push(`hash ${path}`);
      return real.sha256File(path, copyTo);
    },
  };
});
vi.mock('node:child_process', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:child_process')>();
  const spawn = ((file: string, ...rest: never[]) => {
    seen.events.push(`spawn ${file}`);
    const child = (real.spawn as (...args: unknown[]) => import('node:child_process').ChildProcess)(file, ...rest);
    child.once('spawn', () => seen.afterSpawn(file));
    return child;
  }) as typeof real.spawn;
  return { ...real, spawn, default: { ...real, spawn } };
});

const TOOL = { tools: [{ name: 'search', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' }] };
const EVIL_TOOL = { tools: [{ name: 'evil', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' }] };

let box: Sandbox;
beforeEach(() => {
  box = sandbox();
  seen.events.length = 0;
  seen.afterSpawn = () => {};
});
afterEach(async () => {
  try {
    expect(
      await leftovers(
        box,
        ['p', 'q', 'genuine', 'evil'].map((n) => box.file(`${n}.pid`)),
      ),
    ).toEqual({ files: [], alive: [], tracked: [], runFolders: [] });
  } finally {
    box.dispose();
  }
});

/** A fake plugin serving `capabilities` that writes `<name>.pid` when it runs. */
function plugin(name: string, capabilities = TOOL, fault: string[] = []): string {
  const describe = { name, version: '1.0.0', source: `github.com/agentco/provider-${name}`, protocol_version: 1 };
  return box.plugin(name, { category: 'tool', capabilities, describe, fault: [`marker:${box.file(`${name}.pid`)}`, ...fault] });
}

async function whenExists(path: string): Promise<void> {
  while (!existsSync(path)) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The spawns and hashes of `paths` (not the watchdog shell's spawn). */
const eventsOf = (paths: string[]) => seen.events.filter((e) => paths.some((path) => e.endsWith(` ${path}`)));

const cacheOf = () => new CapabilityCache(box.options().capabilityCacheDir!);

describe('a dev_overrides binary on a cold run', () => {
  it('is spawned and never read for a digest; its answers are cached under its file identity', async () => {
    const [p, q] = [plugin('p'), plugin('q')];
    const results = await box.query([
      { name: 'p', devOverride: { path: p } },
      { name: 'q', devOverride: { path: q } },
    ]);
    expect(eventsOf([p, q])).toEqual([`spawn ${p}`, `spawn ${q}`]);
    for (const [name, path] of [
      ['p', p],
      ['q', q],
    ] as const) {
      const r = results.get(name)!;
      expect(r.findings).toEqual([]);
      expect(r.fromCache).toBe(false);
      expect(r.binary).toEqual({ via: 'dev_override', path, identity: fileIdentity(path) });
      expect(cacheOf().get({ identity: fileIdentity(path) })!.categories.tool).toEqual(TOOL);
    }
  });

  it('replaced once it runs, before it has answered: what ran answers, and nothing is cached', async () => {
    // It has started once its marker is written (a #! script's interpreter reads the file
    // after the spawn), and answers half a second later: the swap lands in between.
    const genuine = plugin('genuine', TOOL, ['slow-start:500']);
    const evil = plugin('evil', EVIL_TOOL);
    const identity = fileIdentity(genuine);
    seen.afterSpawn = (path) => {
      if (path === genuine) void whenExists(box.file('genuine.pid')).then(() => renameSync(evil, genuine));
    };
    const first = (await box.query([{ name: 'p', devOverride: { path: genuine } }])).get('p')!;
    expect(existsSync(box.file('genuine.pid'))).toBe(true);
    expect(existsSync(box.file('evil.pid')), 'the file swapped in after the spawn ran').toBe(false);
    expect(first.capabilities!.categories.tool).toEqual(TOOL);
    // Neither under the identity located nor under the one of the file now there.
    expect(cacheOf().get({ identity })).toBeNull();
    expect(cacheOf().get({ identity: fileIdentity(genuine) })).toBeNull();

    // The next run launches what is there now, and caches that.
    seen.afterSpawn = () => {};
    seen.events.length = 0;
    const second = (await box.query([{ name: 'p', devOverride: { path: genuine } }])).get('p')!;
    expect(eventsOf([genuine])).toEqual([`spawn ${genuine}`]);
    expect(existsSync(box.file('evil.pid'))).toBe(true);
    expect(second.fromCache).toBe(false);
    expect(second.capabilities!.categories.tool).toEqual(EVIL_TOOL);
    expect(cacheOf().get({ identity: fileIdentity(genuine) })!.categories.tool).toEqual(EVIL_TOOL);
  });
});

describe('a dev_overrides binary on a warm run', () => {
  it('is neither launched nor read: the answers come from the cache by its identity', async () => {
    const [p, q] = [plugin('p'), plugin('q')];
    const inputs = [
      { name: 'p', devOverride: { path: p } },
      { name: 'q', devOverride: { path: q } },
    ];
    await box.query(inputs);
    seen.events.length = 0;
    const warm = await box.query(inputs);
    expect(seen.events).toEqual([]);
    for (const name of ['p', 'q']) {
      expect(warm.get(name)!.fromCache).toBe(true);
      expect(warm.get(name)!.capabilities!.categories.tool).toEqual(TOOL);
    }
  });

  it('rebuilt (a new modification time): launched again, and its one entry replaced', async () => {
    const p = plugin('p');
    await box.query([{ name: 'p', devOverride: { path: p } }]);
    const before = fileIdentity(p);
    utimesSync(p, new Date(), new Date(Date.now() + 5000));
    seen.events.length = 0;
    const r = (await box.query([{ name: 'p', devOverride: { path: p } }])).get('p')!;
    expect(eventsOf([p])).toEqual([`spawn ${p}`]);
    expect(r.fromCache).toBe(false);
    expect(cacheOf().get({ identity: fileIdentity(p) })!.categories.tool).toEqual(TOOL);
    // One entry per file: the old identity's answers are gone with it.
    expect(cacheOf().get({ identity: before })).toBeNull();
  });
});
