// The CLI launching real (fake) go-plugin providers: capability checks run, plugin failures are
// diagnostics at the required_providers entry (exit 1), and --no-plugins launches nothing.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goPlatform } from '../../src/plugin-host/verify/platform.js';
import { makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { FIXTURES, runCli } from './run-cli.js';
import { tempDir } from '../support/temp-dir.js';

const PROJECT = join(FIXTURES, 'plugin-project');
const spec = JSON.parse(readFileSync(join(PROJECT, 'providers.json'), 'utf8')).filesystem;

/** A global config whose dev_overrides point `filesystem` at a fake plugin with `fault` (if any). */
function setup(fault?: string): { dir: string; args: string[] } {
  const dir = tempDir('harness-lint-plugins-');
  const binary = makePlugin(dir, 'provider-filesystem', fault ? { ...spec, fault } : spec);
  writeFileSync(join(dir, 'global.hcl'), `dev_overrides {\n  filesystem = ${JSON.stringify(binary)}\n}\n`);
  mkdirSync(join(dir, 'cache'));
  return {
    dir,
    args: ['--global-config', join(dir, 'global.hcl'), '--cache-dir', join(dir, 'cache'), '--plugin-timeout', '8000', '-f', 'compact', 'plugin-project'],
  };
}

describe('plugins through the CLI', () => {
  it('runs capability checks with what the plugin advertises', () => {
    const { dir, args } = setup();
    const run = runCli(args, { env: { XDG_CACHE_HOME: join(dir, 'xdg-cache') } });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^plugin-project\/agent\.hcl:10:3: error: [^\n]*allow_symlink[^\n]*\[provider-config-unknown-attr\]\n$/);
    // The second run answers from the capability cache, identically.
    expect(runCli(args, { env: { XDG_CACHE_HOME: join(dir, 'xdg-cache') } })).toEqual(run);
  });

  it('reports a plugin that crashes at the required_providers entry, exit 1', () => {
    const { dir, args } = setup('crash-before-handshake');
    const run = runCli(args, { env: { XDG_CACHE_HOME: join(dir, 'xdg-cache') } });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^plugin-project\/agent\.hcl:2:3: error: [^\n]*filesystem[^\n]*\[plugin-launch-failed\]\n$/);
  });

  it('finds an installed plugin through the lock file and the cache folder, after checking its checksum', () => {
    const dir = tempDir('harness-lint-plugins-');
    const source = 'github.com/agentco/provider-filesystem';
    const installDir = join(dir, 'cache', 'plugins', source, '1.0.2', goPlatform());
    mkdirSync(installDir, { recursive: true });
    const binary = makePlugin(installDir, 'provider-filesystem', spec);
    const lock = (sum: string) =>
      `lock_file_version = 1\n\nprovider "filesystem" {\n  source      = "${source}"\n  version     = "1.0.2"\n  resolved_at = "2026-07-22T18:04:00Z"\n  checksums = {\n    "${goPlatform()}" = "sha256:${sum}"\n  }\n}\n`;
    const args = ['--lock-file', join(dir, 'agent.lock.hcl'), '--cache-dir', join(dir, 'cache'), '-f', 'compact', 'plugin-project'];
    const env = { XDG_CACHE_HOME: join(dir, 'xdg-cache') };

    writeFileSync(join(dir, 'agent.lock.hcl'), lock(createHash('sha256').update(readFileSync(binary)).digest('hex')));
    const run = runCli(args, { env });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^plugin-project\/agent\.hcl:10:3: error: [^\n]*allow_symlink[^\n]*\[provider-config-unknown-attr\]\n$/);

    writeFileSync(join(dir, 'agent.lock.hcl'), lock('0'.repeat(64)));
    const mismatch = runCli(args, { env });
    expect(mismatch.status).toBe(1);
    expect(mismatch.stdout).toMatch(/^plugin-project\/agent\.hcl:2:3: error: [^\n]*\[plugin-checksum-mismatch\]\n$/);
  });

  it('launches nothing under --no-plugins', () => {
    const { dir, args } = setup('crash-before-handshake');
    const run = runCli(['--no-plugins', ...args], { env: { XDG_CACHE_HOME: join(dir, 'xdg-cache') } });
    expect(run).toEqual({ status: 0, stdout: '', stderr: '' });
  });
});
