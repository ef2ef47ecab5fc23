import { lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultCapabilityCacheDir } from '../../src/host/cache-dir.js';
import { CACHE_VERSION, CapabilityCache } from '../../src/plugin-host/cache/capability-cache.js';
import { tempDir } from '../support/temp-dir.js';

const SHA = 'a'.repeat(64);
const KEY = { sha256: SHA };
let root: string;

beforeEach(() => {
  root = tempDir('hl-cache-');
});

describe('CapabilityCache', () => {
  it('round-trips answers and leaves no temp file behind', () => {
    const cache = new CapabilityCache(root);
    const answers = { describe: { name: 'x', protocol_version: 1 }, categories: { tool: { tools: [{ name: 'search' }] } } };
    expect(cache.get(KEY)).toBeNull();
    cache.set(KEY, answers);
    expect(cache.get(KEY)).toEqual(answers);
    expect(readdirSync(join(root, `capabilities-v${CACHE_VERSION}`))).toEqual([`${SHA}.json`]);
  });

  it('treats a corrupt or foreign entry as a miss', () => {
    const cache = new CapabilityCache(root);
    const dir = join(root, `capabilities-v${CACHE_VERSION}`);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${SHA}.json`);
    for (const content of [
      '{not json',
      '[]',
      JSON.stringify({ version: CACHE_VERSION, sha256: 'b'.repeat(64), answers: { categories: {} } }),
      JSON.stringify({ version: CACHE_VERSION + 1, sha256: SHA, answers: { categories: {} } }),
      JSON.stringify({ version: CACHE_VERSION, sha256: SHA, answers: { categories: { tool: 3 } } }),
    ]) {
      writeFileSync(file, content);
      expect(cache.get(KEY)).toBeNull();
    }
  });

  it('replaces a link at the entry name and never writes through it', () => {
    const outside = join(root, 'outside.txt');
    writeFileSync(outside, 'keep\n');
    const dir = join(root, `capabilities-v${CACHE_VERSION}`);
    mkdirSync(dir, { recursive: true });
    symlinkSync(outside, join(dir, `${SHA}.json`));
    const cache = new CapabilityCache(root);
    cache.set(KEY, { categories: {} });
    expect(readFileSync(outside, 'utf8')).toBe('keep\n');
    expect(lstatSync(join(dir, `${SHA}.json`)).isFile()).toBe(true);
    expect(cache.get(KEY)).toEqual({ categories: {} });
  });

  it('does not fail when the cache cannot be written', () => {
    const blocker = join(root, 'file');
    writeFileSync(blocker, '');
    const cache = new CapabilityCache(blocker);
    expect(() => cache.set(KEY, { categories: {} })).not.toThrow();
    expect(cache.get(KEY)).toBeNull();
  });

  it('lives under $XDG_CACHE_HOME/harness-lint, or ~/.cache/harness-lint', () => {
    expect(defaultCapabilityCacheDir({ XDG_CACHE_HOME: '/x/cache' })).toBe('/x/cache/harness-lint');
    expect(defaultCapabilityCacheDir({ XDG_CACHE_HOME: 'relative' })).toMatch(/\.cache\/harness-lint$/);
  });
});
