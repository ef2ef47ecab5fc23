// The CLI launching real (fake) go-plugin providers: capability checks run, plugin failures are
// diagnostics at the required_providers entry (exit 1), and --no-plugins launches nothing.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { FIXTURES, runCli } from './run-cli.js';

const PROJECT = join(FIXTURES, 'plugin-project');
const spec = JSON.parse(readFileSync(join(PROJECT, 'providers.json'), 'utf8')).filesystem;

/** A global config whose dev_overrides point `filesystem` at a fake plugin with `fault` (if any). */
function setup(fault?: string): { dir: string; args: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'harness-lint-plugins-'));
  const binary = makePlugin(dir, 'provider-filesystem', fault ? { ...spec, fault } : spec);
  writeFileSync(join(dir, 'global.hcl'), `dev_overrides {\n  filesystem = ${JSON.stringify(binary)}\n}\n`);
  return { dir, args: ['--global-config', join(dir, 'global.hcl'), '--cache-dir', join(dir, 'cache'), '--plugin-timeout', '8000', '-f', 'compact', 'plugin-project'] };
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

  it('launches nothing under --no-plugins', () => {
    const { dir, args } = setup('crash-before-handshake');
    const run = runCli(['--no-plugins', ...args], { env: { XDG_CACHE_HOME: join(dir, 'xdg-cache') } });
    expect(run).toEqual({ status: 0, stdout: '', stderr: '' });
  });
});
