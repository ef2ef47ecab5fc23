// A dev_overrides binary has no checksum to check: its SHA-256 only keys its cached answers. A
// cold run spawns it first and hashes it meanwhile (hash-aside.ts), and caches its answers under
// that digest only if the file is the same one before the spawn and after the hash. A warm run
// finds the digest in the hash memo and the answers in the cache, and spawns nothing.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CapabilityCache } from '../../src/capabilities/cache/capability-cache.js';
import { sha256Of } from '../security/support/cache-install.js';
import { leftovers, sandbox, type Sandbox } from './plugin-harness.js';

/** Spawns and reads for a digest, in the order they happened; a file is read once `beforeHash` is done. */
const seen = vi.hoisted(() => ({ events: [] as string[], beforeHash: async (_path: string) => {} }));
vi.mock('../../src/capabilities/verify/hash.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/capabilities/verify/hash.js')>();
  return {
    ...real,
    sha256File: async (path: string, copyTo?: Parameters<typeof real.sha256File>[1]) => {
      seen.events.push(`hash ${path}`);
      await seen.beforeHash(path);
      return real.sha256File(path, copyTo);
    },
  };
});
vi.mock('node:child_process', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:child_process')>();
  const spawn = ((file: string, ...rest: never[]) => {
    seen.events.push(`spawn ${file}`);
    return (real.spawn as (...args: unknown[]) => unknown)(file, ...rest);
  }) as typeof real.spawn;
  return { ...real, spawn, default: { ...real, spawn } };
});

const TOOL = { tools: [{ name: 'search', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' }] };
const EVIL_TOOL = { tools: [{ name: 'evil', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' }] };

let box: Sandbox;
beforeEach(() => {
  box = sandbox();
  seen.events.length = 0;
  seen.beforeHash = async () => {};
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
function plugin(name: string, capabilities = TOOL): string {
  const describe = { name, version: '1.0.0', source: `github.com/agentco/provider-${name}`, protocol_version: 1 };
  return box.plugin(name, { category: 'tool', capabilities, describe, fault: [`marker:${box.file(`${name}.pid`)}`] });
}

/** The spawns and hashes of `paths` (not the watchdog shell's spawn). */
const eventsOf = (paths: string[]) => seen.events.filter((e) => paths.some((path) => e.endsWith(` ${path}`)));

describe('a dev_overrides binary on a cold run', () => {
  it('is spawned before it is read for its digest, every launch of the pass before any hash; its answers are cached under that digest', async () => {
    const [p, q] = [plugin('p'), plugin('q')];
    const results = await box.query([
      { name: 'p', devOverride: { path: p } },
      { name: 'q', devOverride: { path: q } },
    ]);
    expect(eventsOf([p, q])).toEqual([`spawn ${p}`, `spawn ${q}`, `hash ${p}`, `hash ${q}`]);
    const cache = new CapabilityCache(box.options().capabilityCacheDir!);
    for (const [name, path] of [
      ['p', p],
      ['q', q],
    ]) {
      const r = results.get(name)!;
      expect(r.findings).toEqual([]);
      expect(r.fromCache).toBe(false);
      expect(r.binary!.sha256).toBe(sha256Of(path).slice(7));
      expect(cache.get(r.binary!.sha256)!.categories.tool).toEqual(TOOL);
    }
  });

  it('replaced after its spawn, before it is hashed: what ran answers, and neither its answers nor the digest are kept', async () => {
    const genuine = plugin('genuine');
    const evil = plugin('evil', EVIL_TOOL);
    // Once the genuine plugin is running: a #! script is read again by its interpreter after the
    // spawn, so a swap before then would run the file swapped in.
    seen.beforeHash = async (path) => {
      if (path !== genuine) return;
      while (!existsSync(box.file('genuine.pid'))) await new Promise((resolve) => setTimeout(resolve, 5));
      renameSync(evil, genuine);
    };
    const first = (await box.query([{ name: 'p', devOverride: { path: genuine } }])).get('p')!;
    expect(existsSync(box.file('genuine.pid'))).toBe(true);
    expect(existsSync(box.file('evil.pid')), 'the file swapped in after the spawn ran').toBe(false);
    expect(first.capabilities!.categories.tool).toEqual(TOOL);
    // The digest hashed, of the file now at the path: not what ran, so nothing is cached under it.
    const evilSha = sha256Of(genuine).slice(7);
    expect(first.binary!.sha256).toBe(evilSha);
    const cache = new CapabilityCache(box.options().capabilityCacheDir!);
    expect(cache.get(evilSha)).toBeNull();

    // Nor was the digest remembered: the next run hashes the file again, and launches what is there now.
    seen.beforeHash = async () => {};
    seen.events.length = 0;
    const second = (await box.query([{ name: 'p', devOverride: { path: genuine } }])).get('p')!;
    expect(eventsOf([genuine])).toEqual([`spawn ${genuine}`, `hash ${genuine}`]);
    expect(existsSync(box.file('evil.pid'))).toBe(true);
    expect(second.fromCache).toBe(false);
    expect(second.capabilities!.categories.tool).toEqual(EVIL_TOOL);
    expect(cache.get(evilSha)!.categories.tool).toEqual(EVIL_TOOL);
  });
});

describe('a dev_overrides binary on a warm run', () => {
  it('is neither launched nor read: the digest comes from the hash memo, the answers from the cache', async () => {
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

  it('whose answers are no longer cached: launched with the remembered digest, not read again', async () => {
    const p = plugin('p');
    await box.query([{ name: 'p', devOverride: { path: p } }]);
    const cache = new CapabilityCache(box.options().capabilityCacheDir!);
    const sha = sha256Of(p).slice(7);
    expect(cache.get(sha)).not.toBeNull();
    rmSync(join(box.options().capabilityCacheDir!, 'capabilities-v1'), { recursive: true });
    seen.events.length = 0;
    const r = (await box.query([{ name: 'p', devOverride: { path: p } }])).get('p')!;
    expect(eventsOf([p])).toEqual([`spawn ${p}`]);
    expect(r.fromCache).toBe(false);
    expect(r.binary!.sha256).toBe(sha);
    expect(cache.get(sha)!.categories.tool).toEqual(TOOL);
  });
});
