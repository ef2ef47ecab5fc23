// What the linter will execute from the plugin cache: only a binary inside the cache, at the
// lock entry's path, whose SHA-256 matches the lock file. Lock values that would step out of
// the cache (traversal, absolute parts, backslashes, NUL, URL-encoded dots), a symlink that
// leads out of it, and a checksum that does not match are refused with a diagnostic, and the
// bait binary placed where a careless host would look never runs (its `marker` never appears).
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { assertBuilt } from '../fuzz/support/cli.js';
import { CLEAN_TOOL, DESCRIBE, faultProject, P_RANGE, type FaultProject, type FaultRun } from '../faults/support/fault-project.js';
import { installBinary, PLATFORM, sha256Of, writeLockFile, type LockEntry } from './support/cache-install.js';

const SOURCE = 'github.com/agentco/provider-p';
const VERSION = '1.0.0';

let project: FaultProject;
let cacheDir: string;
/** A plugin that proves it ran by writing its PID to the marker file. */
let bait: string;

beforeAll(assertBuilt);
beforeEach(() => {
  project = faultProject();
  cacheDir = join(project.root, 'plugin-cache');
  mkdirSync(cacheDir);
  bait = makePlugin(join(project.root, 'bait-src'), 'provider-p', {
    category: 'tool',
    capabilities: CLEAN_TOOL,
    describe: DESCRIBE,
    fault: [`marker:${project.markerFile}`],
  });
});
afterEach(async () => {
  try {
    expect(await project.leftovers()).toEqual({ tmpFiles: [], running: [] });
  } finally {
    project.dispose();
  }
});

function lint(entry: Partial<LockEntry> = {}): FaultRun {
  writeLockFile(project.root, [{ name: 'p', source: SOURCE, version: VERSION, checksums: { [PLATFORM]: sha256Of(bait) }, ...entry }]);
  return project.run({ args: ['--cache-dir', cacheDir] });
}

/** The one plugin finding at provider "p"'s entry (other lock findings may come with it). */
function pluginFinding(r: FaultRun) {
  const found = r.diagnostics.filter((d) => d.ruleId.startsWith('plugin-'));
  expect(found, JSON.stringify(r.diagnostics)).toHaveLength(1);
  expect(found[0].range).toEqual(P_RANGE);
  expect(found[0].file).toBe('agent.hcl');
  return found[0];
}

/** Puts the bait where joining the cache folder with these lock values would land, when that is a possible path. */
function plantBait(source: string, version: string): void {
  if (`${source}${version}`.includes('\0')) return;
  const segments = source.split(/\//);
  const dir = join(cacheDir, 'plugins', ...segments, version, PLATFORM);
  const path = join(dir, segments[segments.length - 1]);
  try {
    mkdirSync(dir, { recursive: true });
    rmSync(path, { force: true, recursive: true });
    symlinkSync(bait, path);
  } catch {
    // Some of these are not paths at all (a file in the way): nothing to plant.
  }
}

describe('plugin location and checksum', () => {
  it('control: an installed binary with a matching checksum is launched and checked (exit 0)', () => {
    installBinary(cacheDir, SOURCE, VERSION, bait);
    const r = lint();
    expect({ status: r.status, stderr: r.stderr, diagnostics: r.diagnostics }).toEqual({ status: 0, stderr: '', diagnostics: [] });
    expect(existsSync(project.markerFile)).toBe(true);
  });

  const unsafeSources = [
    '../../bait/provider-p',
    'github.com/../../../provider-p',
    'github.com/agentco/..',
    '/abs/bait/provider-p',
    'github.com\\agentco\\provider-p',
    'github.com/..\\..\\provider-p',
    'github.com/agentco/provider-p\0',
    'github.com/%2e%2e/%2e%2e/provider-p',
    'github.com/agentco/%2E%2E%2Fprovider-p',
    'github.com/agentco/.hidden',
    'github.com//provider-p',
    'C:/agentco/provider-p',
  ];
  for (const source of unsafeSources) {
    it(`lock source ${JSON.stringify(source)}: refused, nothing executed`, () => {
      plantBait(source, VERSION);
      const f = pluginFinding(lint({ source }));
      expect(f.ruleId).toBe('plugin-launch-failed');
      expect(f.message).toMatch(/^provider "p" was not launched: lock source ".*" is not a safe cache path \(.+\); fix the lock file entry$/);
      expect(existsSync(project.markerFile)).toBe(false);
    });
  }

  const unsafeVersions = ['../../../../bait', '1.0.0/../../..', '/tmp', '..', '.', '1.0.0\\..\\..', '%2e%2e', '1.0.0\0', ''];
  for (const version of unsafeVersions) {
    it(`lock version ${JSON.stringify(version)}: refused, nothing executed`, () => {
      plantBait(SOURCE, version);
      const r = lint({ version });
      const f = pluginFinding(r);
      expect(f.ruleId).toBe('plugin-launch-failed');
      expect(f.message).toMatch(/^provider "p" was not launched: lock version ".*" is not a safe cache path \(.+\); fix the lock file entry$/);
      expect(existsSync(project.markerFile)).toBe(false);
    });
  }

  it('a lock entry whose provider name is a path is never launched (only required_providers names are)', () => {
    installBinary(cacheDir, SOURCE, VERSION, bait);
    writeLockFile(project.root, [{ name: '../../bait', source: SOURCE, version: VERSION, checksums: { [PLATFORM]: sha256Of(bait) } }]);
    const r = project.run({ args: ['--cache-dir', cacheDir] });
    expect(pluginFinding(r).ruleId).toBe('plugin-not-installed');
    expect(r.diagnostics.map((d) => d.ruleId)).toContain('lock-entry-orphan');
    expect(existsSync(project.markerFile)).toBe(false);
  });

  it('an installed binary that is a symlink to a file outside the cache: refused, nothing executed', () => {
    const path = installBinary(cacheDir, SOURCE, VERSION, bait);
    rmSync(path);
    symlinkSync(bait, path);
    const f = pluginFinding(lint());
    expect(f.ruleId).toBe('plugin-launch-failed');
    expect(f.message).toBe(
      `provider "p" was not launched: the installed binary "${path}" is not a safe cache path (it resolves to "${bait}", outside the plugin cache); fix the lock file entry`,
    );
    expect(existsSync(project.markerFile)).toBe(false);
  });

  it('a version folder that is a symlink to a folder outside the cache: refused, nothing executed', () => {
    const outside = join(project.root, 'outside');
    installBinary(outside, SOURCE, VERSION, bait);
    const versionDir = join(cacheDir, 'plugins', SOURCE, VERSION);
    mkdirSync(join(versionDir, '..'), { recursive: true });
    symlinkSync(join(outside, 'plugins', SOURCE, VERSION), versionDir);
    const f = pluginFinding(lint());
    expect(f.ruleId).toBe('plugin-launch-failed');
    expect(f.message).toMatch(
      /^provider "p" was not launched: the installed binary ".*" is not a safe cache path \(it resolves to ".*\/outside\/.*", outside the plugin cache\); fix the lock file entry$/,
    );
    expect(existsSync(project.markerFile)).toBe(false);
  });

  const checksums: [string, Record<string, string>, RegExp][] = [
    [
      'the SHA-256 of other contents',
      { [PLATFORM]: `sha256:${'0'.repeat(64)}` },
      new RegExp(`has SHA-256 [0-9a-f]{64}, but the lock file expects 0{64} for ${PLATFORM}`),
    ],
    [
      'no checksum for this platform',
      { other_arch: `sha256:${'0'.repeat(64)}` },
      new RegExp(`the lock file has no checksum for this platform \\(${PLATFORM}\\)`),
    ],
    ['a checksum in upper case', {}, /is not "sha256:" followed by 64 lowercase hex digits/],
    ['an md5 checksum', { [PLATFORM]: 'md5:0123456789abcdef0123456789abcdef' }, /is not "sha256:" followed by 64 lowercase hex digits/],
  ];
  for (const [label, sums, message] of checksums) {
    it(`${label}: plugin-checksum-mismatch, the binary is never executed`, () => {
      installBinary(cacheDir, SOURCE, VERSION, bait);
      const upper = sha256Of(bait).replace(/[0-9a-f]{64}$/, (hex) => hex.toUpperCase());
      const f = pluginFinding(lint({ checksums: Object.keys(sums).length > 0 ? sums : { [PLATFORM]: upper } }));
      expect([f.ruleId, f.severity]).toEqual(['plugin-checksum-mismatch', 'error']);
      expect(f.message).toMatch(/^provider "p" was not launched: /);
      expect(f.message).toMatch(message);
      expect(existsSync(project.markerFile)).toBe(false);
    });
  }
});
