// What the install tests share: the package packed as it would be published, npm working from
// the cache that `npm ci` filled (so an install needs no registry round trip when the cache
// holds every dependency), and a project to lint whose findings are known.
import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { BIN, ROOT } from '../cli/run-cli.js';
import { tempDir } from '../support/temp-dir.js';

export { BIN, ROOT };

/** An agent.hcl with one error (3:12, enum-value-invalid) and one warning. */
export const AGENT_HCL = 'policy "p" {\n  match  = { provider = "fs" }\n  action = "maybe"\n}\n';

/** A scratch folder, removed after the test file (or the test that made it). */
export function scratch(prefix: string): { dir: string } {
  return { dir: tempDir(`hl-${prefix}-`) };
}

/**
 * npm's environment: a home of its own (no user npmrc, no global config of the linter) but the
 * machine's package cache, preferred over the registry. `npm test` passes npm_config_cache.
 */
export function npmEnv(home: string): Record<string, string> {
  mkdirSync(home, { recursive: true });
  return {
    PATH: process.env.PATH ?? '',
    HOME: home,
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_CACHE_HOME: join(home, 'cache'),
    npm_config_cache: process.env.npm_config_cache ?? join(homedir(), '.npm'),
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
}

/** Runs a command, failing the test with what it printed when it exits non-zero and `ok` is set. */
export function run(command: string, args: string[], cwd: string, env: Record<string, string>, ok = true): SpawnSyncReturns<string> {
  const r = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 120_000 });
  if (r.error) throw r.error;
  if (ok && r.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${r.status}\n${r.stdout}\n${r.stderr}`);
  return r;
}

/** The built package as `npm pack` makes it (dist/ is already built by `npm test`), in `into`. */
export function pack(into: string): string {
  execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', into], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  const [tarball] = readdirSync(into).filter((f) => f.endsWith('.tgz'));
  return join(into, tarball);
}

/** A project folder holding AGENT_HCL, and what the checkout's own CLI reports for it. */
export function lintedProject(dir: string, env: Record<string, string>): { dir: string; expected: SpawnSyncReturns<string> } {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'agent.hcl'), AGENT_HCL);
  return { dir, expected: run(process.execPath, [BIN, '--no-plugins', '--format', 'compact', '--', 'agent.hcl'], dir, env, false) };
}
