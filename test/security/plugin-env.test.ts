// A plugin's environment is an allowlist (DESIGN.md "Plugins", wire.md §1.4): the linter's
// own environment, which here holds cloud, GitHub and model API secrets, never reaches it.
// The plugin dumps its whole environment (the `env-dump` fault) and we read what it got.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { runCliSync } from '../fuzz/support/cli.js';
import { CLEAN_TOOL, DESCRIBE, type FaultProject, useFaultProject } from '../faults/support/fault-project.js';
import { installBinary, PLATFORM, sha256Of, writeLockFile } from './support/cache-install.js';

const SECRETS: Record<string, string> = {
  AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  AWS_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
  GITHUB_TOKEN: 'ghp_0123456789abcdefghijklmnopqrstuvwxyzAB',
  ANTHROPIC_API_KEY: 'sk-ant-api03-secret-value-0123456789',
  NPM_TOKEN: 'npm_SecretTokenValue0123456789abcdefABCD',
  DATABASE_URL: 'postgres://admin:hunter2@db.internal:5432/prod',
};
/** What a plugin may see: the allowlist, go-plugin's variables, and PWD, which the fake's `sh` wrapper adds itself. */
const ALLOWED = new Set([
  'PATH',
  'HOME',
  'TMPDIR',
  'PLUGIN_UNIX_SOCKET_DIR',
  'PLUGGABLEHARNESS_AGENT_PLUGIN',
  'PLUGIN_PROTOCOL_VERSIONS',
  'PLUGIN_MIN_PORT',
  'PLUGIN_MAX_PORT',
  'PWD',
]);

let project: FaultProject;

useFaultProject((p) => {
  project = p;
});

function spec() {
  return { category: 'tool', capabilities: CLEAN_TOOL, describe: DESCRIBE, fault: [`env-dump:${project.envDumpFile}`] };
}

function pluginEnvironment(): Record<string, string> {
  return JSON.parse(readFileSync(project.envDumpFile, 'utf8')) as Record<string, string>;
}

function expectOnlyAllowlisted(env: Record<string, string>): void {
  expect(
    Object.keys(env)
      .filter((k) => !ALLOWED.has(k))
      .sort(),
  ).toEqual([]);
  const values = Object.values(env).join('\n');
  for (const secret of Object.values(SECRETS)) expect(values).not.toContain(secret);
  // The allowlisted values are passed through, not invented.
  expect({ PATH: env.PATH, HOME: env.HOME }).toEqual({ PATH: process.env.PATH, HOME: project.root });
  // TMPDIR and the socket folder: the run's private folder inside the linter's TMPDIR.
  expect(env.TMPDIR).toMatch(new RegExp(`^${project.tmp}/harness-lint-\\d+-[A-Za-z0-9]{6}$`));
  expect(env.PLUGIN_UNIX_SOCKET_DIR).toBe(env.TMPDIR);
}

describe('plugin environment', () => {
  it('a dev_overrides plugin sees only the allowlist while the linter holds secrets', () => {
    project.usePlugin(spec());
    const r = project.run({ env: SECRETS });
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
    expectOnlyAllowlisted(pluginEnvironment());
  });

  it('`harness-lint plugin PATH` gives the plugin only the allowlist too', () => {
    const path = project.usePlugin(spec());
    const r = runCliSync(['plugin', path, '--plugin-timeout', '10000'], project.root, project.env(SECRETS));
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
    expectOnlyAllowlisted(pluginEnvironment());
  });

  it('a plugin from the cache (lock entry, checksum verified) sees only the allowlist too', () => {
    const cacheDir = join(project.root, 'plugin-cache');
    const binary = makePlugin(join(project.root, 'src-bin'), 'provider-p', spec());
    installBinary(cacheDir, 'github.com/agentco/provider-p', '1.0.0', binary);
    writeLockFile(project.root, [{ name: 'p', source: 'github.com/agentco/provider-p', version: '1.0.0', checksums: { [PLATFORM]: sha256Of(binary) } }]);
    const r = project.run({ args: ['--cache-dir', cacheDir], env: SECRETS });
    expect({ status: r.status, stderr: r.stderr, diagnostics: r.diagnostics }).toEqual({ status: 0, stderr: '', diagnostics: [] });
    expectOnlyAllowlisted(pluginEnvironment());
  });
});
