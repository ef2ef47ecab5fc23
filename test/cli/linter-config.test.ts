import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_FILE_NAMES, mayHaveConfig, settingsFrom } from '../../src/cli/linter-config.js';
import { SEARCH_PLACES } from '../../src/linter-config/load.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import type { Rule } from '../../src/rules/rule.js';

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'harness-lint-cfg-'));
  mkdirSync(join(root, '.git'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

describe('linter config gate', () => {
  it('looks for exactly the loader search places', () => {
    expect(CONFIG_FILE_NAMES).toEqual(SEARCH_PLACES);
  });

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
  const rules: Rule[] = [
    { meta: { id: 'a', severity: 'warning', description: '', group: 'agent', needsCapabilities: false } },
    { meta: { id: 'env-var-unset', severity: 'warning', description: '', group: 'env', needsCapabilities: false, optIn: true } },
    { meta: { id: 'dev-override-binary', severity: 'warning', description: '', group: 'env', needsCapabilities: false, optIn: true } },
  ];
  const d = (ruleId: string, severity: Diagnostic['severity']): Diagnostic => ({ ruleId, severity, message: 'm', file: 'f', range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 2, offset: 1 } } });

  it('enables only the opt-in rules the config names (not "off")', () => {
    const s = settingsFrom({ rules: { 'env-var-unset': 'error', 'dev-override-binary': 'off' } }, rules);
    expect([...s.enabledOptIn]).toEqual(['env-var-unset']);
  });

  it('drops rules turned off and rewrites severities', () => {
    const s = settingsFrom({ rules: { a: 'error', b: 'off' } }, rules);
    expect(s.apply([d('a', 'warning'), d('b', 'error'), d('c', 'warning')]).map((x) => `${x.ruleId}:${x.severity}`)).toEqual(['a:error', 'c:warning']);
  });

  it('passes the timeout through, and cacheDir only from a config named with --config; no config changes nothing', () => {
    expect(settingsFrom({ rules: {}, pluginTimeout: 500, cacheDir: '/c' }, rules, { path: 'team.json', explicit: true })).toMatchObject({ pluginTimeoutMs: 500, cacheDir: '/c', notices: [] });
    const found = settingsFrom({ rules: {}, pluginTimeout: 500, cacheDir: 'vendor/cache' }, rules, { path: 'p/.harness-lintrc.json', explicit: false });
    expect(found).toMatchObject({ pluginTimeoutMs: 500, cacheDir: undefined });
    expect(found.notices).toEqual([
      'ignoring cacheDir in p/.harness-lintrc.json: a config found in the project cannot choose which plugin binaries run; pass --cache-dir, or name the config with --config',
    ]);
    const none = settingsFrom(null, rules);
    expect(none.enabledOptIn.size).toBe(0);
    expect(none.apply([d('a', 'warning')])).toEqual([d('a', 'warning')]);
  });
});
