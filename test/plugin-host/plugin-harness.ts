// Shared set-up for tests that launch the fake go-plugin test plugin: a private temp root
// (the plugin's TMPDIR, caches, binaries) and checks that nothing is left running or behind.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makePlugin, type FakePluginSpec } from '../fixtures/plugins/make-plugin.mjs';
import { trackedPids } from '../../src/plugin-host/launch/children.js';
import { queryProviders, type QueryOptions } from '../../src/plugin-host/query-providers.js';
import type { ProviderInput, ProviderResult } from '../../src/plugin-host/provider-input.js';
import { removeTree, tempDir } from '../support/temp-dir.js';

export interface Sandbox {
  root: string;
  /** The plugins' TMPDIR, where go-plugin puts its socket files. */
  tmp: string;
  options(extra?: Partial<QueryOptions>): QueryOptions;
  plugin(name: string, spec: FakePluginSpec): string;
  /** A file path inside the sandbox for markers and dumps. */
  file(name: string): string;
  run(spec: FakePluginSpec, extra?: Partial<QueryOptions>): Promise<{ result: ProviderResult; elapsed: number; path: string }>;
  query(inputs: ProviderInput[], extra?: Partial<QueryOptions>): Promise<Map<string, ProviderResult>>;
  /** Removes it now; otherwise it goes when the test (or, made outside a test, the file) ends. */
  dispose(): void;
}

export function sandbox(): Sandbox {
  const root = tempDir('hl-host-');
  const tmp = join(root, 'tmp');
  mkdirSync(tmp);
  const options = (extra: Partial<QueryOptions> = {}): QueryOptions => ({
    cacheDir: join(root, 'plugin-cache'),
    capabilityCacheDir: join(root, 'capability-cache'),
    env: { PATH: process.env.PATH, HOME: root, TMPDIR: tmp },
    timeoutMs: 8000,
    ...extra,
  });
  const box: Sandbox = {
    root,
    tmp,
    options,
    plugin: (name, spec) => makePlugin(join(root, 'bin'), name, spec),
    file: (name) => join(root, name),
    async run(spec, extra) {
      const path = box.plugin('p', spec);
      const started = Date.now();
      const results = await queryProviders([{ name: 'p', devOverride: { path } }], options(extra));
      return { result: results.get('p')!, elapsed: Date.now() - started, path };
    },
    query: (inputs, extra) => queryProviders(inputs, options(extra)),
    dispose: () => removeTree(root),
  };
  return box;
}

/** Alive means running: a zombie (exited, not yet reaped by init) counts as gone. */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

export function pidFrom(file: string): number {
  return Number(readFileSync(file, 'utf8').trim());
}

/** SIGKILL is delivered asynchronously: a killed process may still show as running for a moment. */
export async function settledAlive(pids: number[], withinMs = 2000): Promise<number[]> {
  const until = Date.now() + withinMs;
  let alive = pids.filter(isAlive);
  while (alive.length > 0 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    alive = alive.filter(isAlive);
  }
  return alive;
}

/** This process's run folders in the linter's own temp folder (where they go when the plugins' TMPDIR is too long). */
export function runFolders(): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith(`harness-lint-${process.pid}-`));
}

/**
 * Nothing tracked, no plugin process (nor anything it forked), nothing in the plugins'
 * TMPDIR, no run folder of ours.
 */
export async function leftovers(box: Sandbox, pidFiles: string[]): Promise<{ files: string[]; alive: number[]; tracked: number[]; runFolders: string[] }> {
  const pids = pidFiles.filter((f) => existsSync(f)).map(pidFrom);
  return { files: readdirSync(box.tmp), alive: await settledAlive(pids), tracked: trackedPids(), runFolders: runFolders() };
}
