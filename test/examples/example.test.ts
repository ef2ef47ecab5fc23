// The example project as `npm start` lints it: the lock file and the committed plugin cache
// (examples/plugin-cache, written by examples/make-plugin-cache.mjs), so every provider runs
// through the production path: cache lookup, checksum check, launch.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../cli/run-cli.js';
import { tempDir } from '../support/temp-dir.js';

const CACHE = join(ROOT, 'examples', 'plugin-cache');
const LOCK = join(ROOT, 'examples', '.agent', 'agent.lock.hcl');

// A fresh capability cache per run, so every plugin is really launched.
const freshCache = () => ({ XDG_CACHE_HOME: tempDir('harness-lint-example-') });

interface LockEntry {
  name: string;
  source: string;
  version: string;
  checksums: Record<string, string>;
}

function lockEntries(): LockEntry[] {
  const text = readFileSync(LOCK, 'utf8');
  return [...text.matchAll(/^provider "([^"]+)" \{\n([\s\S]*?)^\}$/gm)].map(([, name, body]) => ({
    name,
    source: /^ {2}source\s*= "([^"]+)"$/m.exec(body)![1],
    version: /^ {2}version\s*= "([^"]+)"$/m.exec(body)![1],
    checksums: Object.fromEntries([...body.matchAll(/^ {4}"(\w+)"\s*= "([^"]+)"$/gm)].map(([, platform, sum]) => [platform, sum])),
  }));
}

const binaryPath = (root: string, entry: LockEntry, platform: string) =>
  join(root, 'plugins', ...entry.source.split('/'), entry.version, platform, entry.source.split('/').at(-1)!);

describe('the example plugin cache', () => {
  it('is what make-plugin-cache.mjs generates from examples/plugins (check mode)', () => {
    const run = spawnSync(process.execPath, [join(ROOT, 'examples', 'make-plugin-cache.mjs'), '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('holds, for every lock entry and platform, a binary whose SHA-256 is the lock checksum', () => {
    const entries = lockEntries();
    expect(entries.map((e) => e.name)).toEqual(['anthropic', 'filesystem', 'ripgrep', 'shell', 'tui', 'audit-logger']);
    for (const entry of entries) {
      expect(Object.keys(entry.checksums).sort()).toEqual(['darwin_amd64', 'darwin_arm64', 'linux_amd64', 'linux_arm64']);
      for (const [platform, sum] of Object.entries(entry.checksums)) {
        const actual = createHash('sha256')
          .update(readFileSync(binaryPath(CACHE, entry, platform)))
          .digest('hex');
        expect(`${entry.name} ${platform} sha256:${actual}`).toBe(`${entry.name} ${platform} ${sum}`);
      }
    }
  });
});

describe('linting the example with --cache-dir examples/plugin-cache (npm start)', () => {
  it('shows only the four deliberate warnings and exits 0', () => {
    const run = runCli(['examples/agent.hcl', '--cache-dir', 'examples/plugin-cache', '-f', 'compact'], { cwd: ROOT, env: freshCache() });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      'examples/agent.hcl:13:3: warning: provider "ripgrep": tool "search" does not declare concurrency; set it explicitly [cap-concurrency-spec]\n' +
        'examples/agent.hcl:77:3: warning: policy "confirm_searches" asks, but the kernel denies kind = "data_source" calls; write action = "deny" (or "allow") [policy-ask-downgraded]\n' +
        'examples/agent.hcl:94:5: warning: agent_profile "default": "ripgrep.*" brings into scope only tools the policies deny; remove the entry [profile-scope-denied]\n' +
        'examples/agent.hcl:113:5: warning: agent_profile "code-reviewer": "ripgrep.*" brings into scope only tools the policies deny; remove the entry [profile-scope-denied]\n',
    );
    expect(run.status).toBe(0);
  });

  it('launches every provider from the lock file, and each Describe names the locked version', () => {
    const run = runCli(['capabilities', 'examples/agent.hcl', '--cache-dir', 'examples/plugin-cache', '-f', 'json'], { cwd: ROOT, env: freshCache() });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const doc = JSON.parse(run.stdout) as {
      providers: {
        name: string;
        binary: { via: string } | null;
        fromCache: boolean;
        identity: { version: string; source: string } | null;
        findings: unknown[];
      }[];
    };
    expect(doc.providers.map((p) => [p.name, p.binary?.via, p.fromCache, p.identity?.source, p.identity?.version, p.findings.length])).toEqual(
      lockEntries().map((e) => [e.name, 'lock', false, e.source, e.version, 0]),
    );
  });

  it('does not run a cached binary that differs from its lock checksum', () => {
    const ripgrep = lockEntries().find((e) => e.name === 'ripgrep')!;
    const cache = tempDir('harness-lint-example-cache-');
    const folder = join('plugins', ...ripgrep.source.split('/'));
    cpSync(join(CACHE, folder), join(cache, folder), { recursive: true });
    for (const platform of Object.keys(ripgrep.checksums)) appendFileSync(binaryPath(cache, ripgrep, platform), '# tampered\n');
    const run = runCli(['examples/agent.hcl', '--cache-dir', cache, '-f', 'compact'], { cwd: ROOT, env: freshCache() });
    expect(run.stdout).toMatch(
      /^examples\/agent\.hcl:13:3: error: provider "ripgrep" was not launched: the binary .* has SHA-256 [0-9a-f]{64}, but the lock file expects [0-9a-f]{64} for \w+; .*\[plugin-checksum-mismatch\]$/m,
    );
    expect(run.stdout).not.toContain('[cap-concurrency-spec]');
    expect(run.status).toBe(1);
  });
});

describe('examples/global.hcl (examples/plugins/README.md)', () => {
  it("runs the dev_overrides scripts from any working directory: relative paths are taken from global.hcl's folder", () => {
    const run = runCli(['../agent.hcl', '--global-config', '../global.hcl', '-f', 'json'], { cwd: join(ROOT, 'examples', 'plugins'), env: freshCache() });
    expect(run.stderr).toBe('');
    const ids = (JSON.parse(run.stdout) as { diagnostics: { ruleId: string }[] }).diagnostics.map((d) => d.ruleId);
    // The ripgrep script answered (its deliberate slip is reported), and no provider went unlaunched.
    expect(ids).toContain('cap-concurrency-spec');
    expect(ids.filter((id) => id.startsWith('plugin-'))).toEqual([]);
    expect(run.status).toBe(0);
  });
});
