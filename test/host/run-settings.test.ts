import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mayHaveConfig, settingsFrom } from '../../src/host/run-settings.js';
import { tempDir } from '../support/temp-dir.js';

function project(files: Record<string, string>): string {
  const root = tempDir('harness-lint-cfg-');
  mkdirSync(join(root, '.git'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

describe('linter config gate', () => {
  it('finds a config in the folder or above it, up to the repository root', () => {
    const root = project({ 'a/b/agent.hcl': '', '.harness-lintrc.yml': '' });
    expect(mayHaveConfig(join(root, 'a', 'b'))).toBe(true);
  });

  it('counts package.json only with a harness-lint key', () => {
    expect(mayHaveConfig(project({ 'package.json': '{"name":"x"}' }))).toBe(false);
    expect(mayHaveConfig(project({ 'package.json': '{"harness-lint":{}}' }))).toBe(true);
  });

  it('stops at the repository root', () => {
    const root = project({ 'repo/agent.hcl': '', 'harness-lint.config.json': '{}' });
    mkdirSync(join(root, 'repo', '.git'));
    expect(mayHaveConfig(join(root, 'repo'))).toBe(false);
  });
});

describe('run settings from a config', () => {
  it('passes the rules, the timeout, and cacheDir only from a config named with --config; no config changes nothing', () => {
    expect(settingsFrom({ rules: { a: 'off' }, pluginTimeout: 500, cacheDir: '/c' }, { path: 'team.json', explicit: true })).toEqual({
      rules: { a: 'off' },
      pluginTimeoutMs: 500,
      cacheDir: '/c',
      source: 'team.json',
      notices: [],
    });
    const found = settingsFrom({ rules: {}, pluginTimeout: 500, cacheDir: 'vendor/cache' }, { path: 'p/.harness-lintrc.json', explicit: false });
    expect(found).toMatchObject({ pluginTimeoutMs: 500, cacheDir: undefined });
    expect(found.notices).toEqual([
      'ignoring cacheDir in p/.harness-lintrc.json: a config found in the project cannot choose which plugin binaries run; pass --cache-dir, or name the config with --config',
    ]);
    expect(settingsFrom(null)).toEqual({ rules: {}, pluginTimeoutMs: undefined, cacheDir: undefined, source: undefined, notices: [] });
  });

  it('says when a found config turns a secret rule down (off or warning), not when it leaves it an error or the user named the config', () => {
    const rules = { 'secret-literal': 'warning', 'secret-not-env': 'error' } as const;
    expect(settingsFrom({ rules }, { path: 'p/.harness-lintrc.json', explicit: false }).notices).toEqual([
      'p/.harness-lintrc.json sets secret-literal to "warning": a config found in the project can let a literal secret pass; to lint a checkout you do not trust, pass --rule secret-literal=error (it wins over the config)',
    ]);
    expect(settingsFrom({ rules }, { path: 'team.json', explicit: true }).notices).toEqual([]);
    expect(settingsFrom({ rules: { 'secret-not-env': 'error' } }, { path: 'p/.harness-lintrc.json', explicit: false }).notices).toEqual([]);
  });
});
