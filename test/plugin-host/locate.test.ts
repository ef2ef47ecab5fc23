import { createHash } from 'node:crypto';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { fileIdentity } from '../../src/plugin-host/verify/hash-memo.js';
import { locateBinary } from '../../src/plugin-host/verify/locate.js';
import type { ProviderInput } from '../../src/plugin-host/provider-input.js';
import { tempDir } from '../support/temp-dir.js';

const PLATFORM = 'linux_amd64';
const SOURCE = 'github.com/agentco/provider-anthropic';
const range = { start: { line: 3, column: 1, offset: 20 }, end: { line: 3, column: 10, offset: 29 } };

let root: string;
let cacheDir: string;

beforeEach(() => {
  root = tempDir('hl-locate-');
  cacheDir = join(root, 'cache');
  mkdirSync(cacheDir);
});

function install(source: string, version: string, content: string): string {
  const last = source.split('/').pop()!;
  const dir = join(cacheDir, 'plugins', source, version, PLATFORM);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, last);
  writeFileSync(path, content);
  return path;
}

function sha(content: string): string {
  return createHash('sha256').update(content).digest('hex');
}

function locked(source: string, version: string, checksums: Record<string, string>): ProviderInput {
  return { name: 'anthropic', lock: { source, version, checksums, at: { file: '.agent/agent.lock.hcl', range } } };
}

describe('locateBinary', () => {
  it('finds a locked binary under <cache>/plugins/<source>/<version>/<os>_<arch>/<name> and verifies its SHA-256', async () => {
    const path = install(SOURCE, '1.2.4', 'binary-bytes');
    const result = await locateBinary(locked(SOURCE, '1.2.4', { [PLATFORM]: `sha256:${sha('binary-bytes')}` }), { cacheDir, platform: PLATFORM });
    expect(result).toEqual({ binary: { via: 'lock', path, sha256: sha('binary-bytes'), at: { file: '.agent/agent.lock.hcl', range } } });
  });

  it('refuses a binary whose SHA-256 differs from the lock checksum', async () => {
    const path = install(SOURCE, '1.2.4', 'tampered');
    const expected = sha('original');
    const result = await locateBinary(locked(SOURCE, '1.2.4', { [PLATFORM]: `sha256:${expected}` }), { cacheDir, platform: PLATFORM });
    expect(result).toEqual({
      finding: {
        ruleId: 'plugin-checksum-mismatch',
        severity: 'error',
        message: `provider "anthropic" was not launched: the binary "${path}" has SHA-256 ${sha('tampered')}, but the lock file expects ${expected} for linux_amd64; reinstall the provider or re-lock it if the new binary is trusted`,
        related: [{ file: '.agent/agent.lock.hcl', range, message: 'lock entry for provider "anthropic"' }],
      },
    });
  });

  it('refuses a binary when the lock has no checksum for this platform', async () => {
    install(SOURCE, '1.2.4', 'x');
    const result = await locateBinary(locked(SOURCE, '1.2.4', { darwin_arm64: `sha256:${sha('x')}` }), { cacheDir, platform: PLATFORM });
    expect('finding' in result && result.finding.ruleId).toBe('plugin-checksum-mismatch');
    expect('finding' in result && result.finding.message).toBe(
      'provider "anthropic" was not launched: the lock file has no checksum for this platform (linux_amd64), so the binary cannot be verified; re-lock the provider on linux_amd64 so its checksum is recorded',
    );
  });

  it('refuses a malformed checksum (63 hex digits, uppercase)', async () => {
    install(SOURCE, '1.2.4', 'x');
    for (const bad of [`sha256:${sha('x').slice(1)}`, `sha256:${sha('x').toUpperCase()}`, sha('x')]) {
      const result = await locateBinary(locked(SOURCE, '1.2.4', { [PLATFORM]: bad }), { cacheDir, platform: PLATFORM });
      expect('finding' in result && result.finding.ruleId).toBe('plugin-checksum-mismatch');
    }
  });

  it('reports a lock entry without an installed binary as not installed (warning)', async () => {
    const result = await locateBinary(locked(SOURCE, '1.2.4', { [PLATFORM]: `sha256:${sha('x')}` }), { cacheDir, platform: PLATFORM });
    const path = join(cacheDir, 'plugins', SOURCE, '1.2.4', PLATFORM, 'provider-anthropic');
    expect(result).toEqual({
      finding: {
        ruleId: 'plugin-not-installed',
        severity: 'warning',
        message: `provider "anthropic" (${SOURCE} 1.2.4) is not installed: no binary at "${path}", so its capability checks are skipped; run the kernel once to install it, or pass --cache-dir`,
        related: [{ file: '.agent/agent.lock.hcl', range, message: 'lock entry for provider "anthropic"' }],
      },
    });
  });

  it('reports a provider with neither dev_override nor lock entry as not installed', async () => {
    const result = await locateBinary({ name: 'anthropic' }, { cacheDir, platform: PLATFORM });
    expect('finding' in result && [result.finding.ruleId, result.finding.severity]).toEqual(['plugin-not-installed', 'warning']);
  });

  it('uses a dev_overrides path as is, without a checksum, and does not read it: its identity keys its cached answers', async () => {
    const path = join(root, 'dev-plugin');
    writeFileSync(path, 'dev');
    const result = await locateBinary(
      { name: 'anthropic', devOverride: { path }, lock: { source: SOURCE, version: '1.0.0', checksums: {} } },
      { cacheDir, platform: PLATFORM, sha256: () => Promise.reject(new Error('a dev_overrides binary was hashed')) },
    );
    expect(result).toEqual({ binary: { via: 'dev_override', path, identity: fileIdentity(path) } });
  });

  it('reports a dev_overrides path that does not exist', async () => {
    const path = join(root, 'missing');
    const result = await locateBinary({ name: 'anthropic', devOverride: { path } }, { cacheDir, platform: PLATFORM });
    expect('finding' in result && result.finding).toEqual({
      ruleId: 'plugin-launch-failed',
      severity: 'error',
      message: `provider "anthropic": the dev_overrides path "${path}" does not exist; fix the path in the global config's dev_overrides`,
    });
  });

  describe('refuses path traversal before touching the file system', () => {
    // An outside file that a traversal would reach, with a matching checksum: must still be refused.
    const cases: [string, string, string, string][] = [
      ['source with ..', '../../../outside', '1.0.0', 'it has a ".." path segment'],
      ['absolute source', '/etc/provider', '1.0.0', 'it is an absolute path'],
      ['version with ..', SOURCE, '..', 'it has a ".." path segment'],
      ['version with a slash', SOURCE, '1.0.0/../../x', 'it contains a slash'],
      ['backslash', 'github.com\\agentco\\x', '1.0.0', 'it contains a backslash'],
      ['NUL', 'github.com/agentco/x\u0000y', '1.0.0', 'it contains a NUL character'],
      ['URL-encoded dots', 'github.com/%2e%2e/x', '1.0.0', 'it contains a URL-encoded character (%)'],
      ['empty segment', 'github.com//x', '1.0.0', 'it has an empty path segment'],
      ['dot segment', 'github.com/./x', '1.0.0', 'it has a "." path segment'],
      ['drive letter', 'C:/x/y', '1.0.0', 'it contains a colon'],
    ];
    for (const [label, source, version, why] of cases) {
      it(label, async () => {
        const result = await locateBinary(locked(source, version, { [PLATFORM]: `sha256:${sha('x')}` }), { cacheDir, platform: PLATFORM });
        expect('finding' in result).toBe(true);
        if (!('finding' in result)) return;
        expect(result.finding.ruleId).toBe('plugin-launch-failed');
        expect(result.finding.severity).toBe('error');
        expect(result.finding.message).toContain(why);
        expect(result.finding.message).toMatch(/^provider "anthropic" was not launched: lock (source|version) /);
      });
    }

    it('a local name with a path separator', async () => {
      const input = { ...locked(SOURCE, '1.0.0', {}), name: '../evil' };
      const result = await locateBinary(input, { cacheDir, platform: PLATFORM });
      expect('finding' in result && result.finding.message).toBe(
        'provider "../evil" was not launched: the local name "../evil" is not a safe cache path (it contains a slash); fix the lock file entry',
      );
    });
  });

  it('refuses an installed binary that is a symlink pointing outside the cache', async () => {
    const outside = join(root, 'outside-binary');
    writeFileSync(outside, 'x');
    const dir = join(cacheDir, 'plugins', SOURCE, '1.0.0', PLATFORM);
    mkdirSync(dir, { recursive: true });
    symlinkSync(outside, join(dir, 'provider-anthropic'));
    const result = await locateBinary(locked(SOURCE, '1.0.0', { [PLATFORM]: `sha256:${sha('x')}` }), { cacheDir, platform: PLATFORM });
    expect('finding' in result && result.finding.ruleId).toBe('plugin-launch-failed');
    expect('finding' in result && result.finding.message).toContain(`it resolves to "${outside}", outside the plugin cache`);
  });

  it('refuses a cache folder symlinked to a place outside the cache', async () => {
    const outside = join(root, 'elsewhere');
    const dir = join(outside, 'agentco', 'provider-anthropic', '1.0.0', PLATFORM);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'provider-anthropic'), 'x');
    mkdirSync(join(cacheDir, 'plugins'), { recursive: true });
    symlinkSync(outside, join(cacheDir, 'plugins', 'github.com'));
    const result = await locateBinary(locked(SOURCE, '1.0.0', { [PLATFORM]: `sha256:${sha('x')}` }), { cacheDir, platform: PLATFORM });
    expect('finding' in result && result.finding.message).toContain(`it resolves to "${join(dir, 'provider-anthropic')}", outside the plugin cache`);
  });

  it('accepts a symlink that stays inside the cache', async () => {
    const real = install(SOURCE, '1.0.0-real', 'x');
    const dir = join(cacheDir, 'plugins', SOURCE, '1.0.0', PLATFORM);
    mkdirSync(dir, { recursive: true });
    symlinkSync(real, join(dir, 'provider-anthropic'));
    const result = await locateBinary(locked(SOURCE, '1.0.0', { [PLATFORM]: `sha256:${sha('x')}` }), { cacheDir, platform: PLATFORM });
    expect('binary' in result && result.binary.path).toBe(real);
  });
});
