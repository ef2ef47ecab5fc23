// Prepares a conformance case that has providers.json: a copy of the case in a temp folder,
// each providers.json entry turned into a launched-for-real fake plugin. A provider with a lock
// entry (and no dev_overrides entry in the case's global config) is installed in a temp plugin
// cache under the lock's source and version, and the copied lock's checksum for this platform is
// set to the binary's SHA-256 (same length, so no position moves); every other provider is
// pointed at with dev_overrides in the global config.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildNativePlugin, makeNativePlugin } from '../../bench/native-plugin/build.mjs';
import { makePlugin, type FakePluginSpec } from '../fixtures/plugins/make-plugin.mjs';
import { goPlatform } from '../../src/plugin-host/verify/platform.js';
import { tempDir, tempDirPerFile } from '../support/temp-dir.js';

export interface PreparedCase {
  /** The copied case folder: run the CLI from here. */
  dir: string;
  /** Root of everything temporary (remove after the run). */
  root: string;
  cacheDir: string;
  /** XDG_CACHE_HOME for the run, so the capability cache is private to it. */
  xdgCacheHome: string;
  installed: string[];
  devOverridden: string[];
}

const LOCK = join('.agent', 'agent.lock.hcl');
const DEV_OVERRIDES = /^dev_overrides\s*\{[\s\S]*?^\}/m;

/** Names the case's own global config already sends to dev_overrides. */
function caseDevOverrides(globalPath: string): Set<string> {
  const block = existsSync(globalPath) ? DEV_OVERRIDES.exec(readFileSync(globalPath, 'utf8')) : null;
  return new Set(block ? [...block[0].matchAll(/^\s*"?([\w-]+)"?\s*=/gm)].map((m) => m[1]) : []);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text of lock block `provider "<name>" { ... }` (closing brace at column 1), with its offset. */
function lockBlock(lock: string, name: string): { start: number; text: string } | null {
  const m = new RegExp(`^provider\\s+"${escapeRegExp(name)}"\\s*\\{[\\s\\S]*?^\\}`, 'm').exec(lock);
  return m ? { start: m.index, text: m[0] } : null;
}

function lockAttr(block: string, attr: string): string | null {
  return new RegExp(`^\\s*${attr}\\s*=\\s*"([^"]*)"`, 'm').exec(block)?.[1] ?? null;
}

const nativeDir = tempDirPerFile('hl-native-plugin-');
let nativeBinary: { dir: string; binary: string } | undefined;

/**
 * The native test plugin (bench/native-plugin, C) serving `spec` as `dir/name`, compiled once
 * per test file: the fake plugin's answers at the start-up cost of a Go plugin, where the Node
 * fake plugin costs ~0.2 s of CPU a launch (the cases' specs use no fault mode). For
 * dev_overrides only: it finds its answers beside itself, and an installed plugin runs from a
 * verified copy elsewhere.
 */
function makeNativePluginOf(dir: string, name: string, spec: FakePluginSpec): string {
  if (nativeBinary?.dir !== nativeDir()) {
    const binary = buildNativePlugin(nativeDir());
    if (binary === undefined) throw new Error('the conformance cases with plugins need a C compiler: apt-get install gcc');
    nativeBinary = { dir: nativeDir(), binary };
  }
  const executable = makeNativePlugin(nativeBinary.binary, dir, name, spec);
  // Bytes of its own: answers are cached by the binary's SHA-256, which hard links of one
  // binary would share. Bytes after an ELF's sections are never loaded.
  const bytes = readFileSync(executable);
  rmSync(executable);
  writeFileSync(executable, Buffer.concat([bytes, Buffer.from(`\0${name}`)]), { mode: 0o755 });
  return executable;
}

function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/**
 * Points each name at its plugin in the case's global config. An entry the case already has
 * gets its path replaced on its own line; the others go into a new dev_overrides block appended
 * at the end, or, when the case has a dev_overrides block, just before its closing brace (a
 * second block would make the kernel drop the first). Lines before the insertion never move.
 */
function pointDevOverrides(globalPath: string, entries: [string, string][]): void {
  let text = existsSync(globalPath) ? readFileSync(globalPath, 'utf8') : '';
  const missing: string[] = [];
  for (const [name, path] of entries) {
    const block = DEV_OVERRIDES.exec(text);
    const line = block && new RegExp(`^(\\s*"?${escapeRegExp(name)}"?\\s*=\\s*)"[^"\\n]*"`, 'm').exec(block[0]);
    if (block && line) {
      const at = block.index + line.index;
      text = `${text.slice(0, at)}${line[1]}${JSON.stringify(path)}${text.slice(at + line[0].length)}`;
    } else missing.push(`  ${name} = ${JSON.stringify(path)}\n`);
  }
  if (missing.length > 0) {
    const current = DEV_OVERRIDES.exec(text);
    if (current) {
      const close = current.index + current[0].length - 1;
      text = `${text.slice(0, close)}${missing.join('')}${text.slice(close)}`;
    } else text = `${text}\ndev_overrides {\n${missing.join('')}}\n`;
  }
  writeFileSync(globalPath, text);
}

/** Prepares a copy of the case in a new folder in `parent` (TMPDIR). */
export function prepareCase(caseDir: string, parent?: string): PreparedCase {
  const root = tempDir('hl-providers-', parent);
  const dir = join(root, 'case');
  cpSync(caseDir, dir, { recursive: true });
  const cacheDir = join(root, 'plugin-cache');
  // Named with --cache-dir, it must exist even when nothing is installed in it.
  mkdirSync(cacheDir);
  const xdgCacheHome = join(root, 'xdg-cache');
  const devDir = join(root, 'dev-plugins');
  const platform = goPlatform();
  const specs = JSON.parse(readFileSync(join(dir, 'providers.json'), 'utf8')) as Record<string, FakePluginSpec>;
  const lockPath = join(dir, LOCK);
  let lock = existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null;
  const installed: string[] = [];
  const devOverridden: string[] = [];
  const overriddenByCase = caseDevOverrides(join(dir, 'global.hcl'));

  for (const [name, spec] of Object.entries(specs)) {
    const block = lock === null ? null : lockBlock(lock, name);
    const source = block && lockAttr(block.text, 'source');
    const version = block && lockAttr(block.text, 'version');
    const checksum = block && new RegExp(`("${escapeRegExp(platform)}"\\s*=\\s*"sha256:)([0-9a-fA-F]{64})(")`).exec(block.text);
    if (lock !== null && block && source && version && checksum && !overriddenByCase.has(name)) {
      const binDir = join(cacheDir, 'plugins', ...source.split('/'), version, platform);
      const binary = makePlugin(binDir, source.split('/').at(-1)!, spec);
      const at = block.start + checksum.index + checksum[1].length;
      lock = `${lock.slice(0, at)}${sha256(binary)}${lock.slice(at + 64)}`;
      installed.push(name);
    } else {
      makeNativePluginOf(devDir, name, spec);
      devOverridden.push(name);
    }
  }
  if (lock !== null) writeFileSync(lockPath, lock);
  if (devOverridden.length > 0)
    pointDevOverrides(
      join(dir, 'global.hcl'),
      devOverridden.map((n) => [n, join(devDir, n)]),
    );
  return { dir, root, cacheDir, xdgCacheHome, installed, devOverridden };
}
