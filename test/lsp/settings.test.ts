// The editor's settings beside the linter config's: which cache and timeout the plugins get,
// and notices and plugin messages that name the editor's settings, never the CLI's flags
// (issue 28 item 5, issue 29's "the server ignores a config setting's cacheDir").
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { goPlatform } from '../../src/plugin-host/verify/platform.js';
import { fileUri, startLsp } from './support/lsp-child.js';
import { tempDir } from '../support/temp-dir.js';

const SUM = `sha256:${'0'.repeat(64)}`;
const AGENT = 'required_providers {\n  x = { source = "github.com/a/provider-x", version = "~> 1.0" }\n}\n';
const LOCK = `lock_file_version = 1\n\nprovider "x" {\n  source      = "github.com/a/provider-x"\n  version     = "1.0.0"\n  resolved_at = "2026-01-01T00:00:00Z"\n  checksums   = { ${goPlatform()} = "${SUM}" }\n}\n`;

/** A project folder (a repository root) with agent.hcl, its lock file and `config` as its .harness-lintrc.json. */
function project(config?: object): { folder: string; agent: string } {
  const folder = tempDir('hl-lsp-settings-');
  mkdirSync(join(folder, '.git'));
  mkdirSync(join(folder, '.agent'));
  writeFileSync(join(folder, '.agent', 'agent.lock.hcl'), LOCK);
  if (config) writeFileSync(join(folder, '.harness-lintrc.json'), JSON.stringify(config));
  const agent = join(folder, 'agent.hcl');
  writeFileSync(agent, AGENT);
  return { folder, agent };
}

/** The message of the first `code` finding published for `agent` opened with `options` as the settings. */
async function messageOf(agent: string, code: string, options: object): Promise<{ message: string; logs: string[] }> {
  const lsp = await startLsp({ initializationOptions: { debounceMs: 0, ...options } });
  const uri = fileUri(agent);
  lsp.open(uri, AGENT);
  const published = await lsp.diagnostics(uri, (p) => p.diagnostics.some((d) => d.code === code));
  expect(await lsp.stop()).toBe(0);
  return { message: published.diagnostics.find((d) => d.code === code)!.message as string, logs: lsp.logs };
}

const notInstalled = (cache: string) =>
  `provider "x" (github.com/a/provider-x 1.0.0) is not installed: no binary at "${join(cache, 'plugins', 'github.com', 'a', 'provider-x', '1.0.0', goPlatform(), 'provider-x')}", so its capability checks are skipped; run the kernel once to install it, or set the cacheDir setting of harness-lint in your editor`;

describe('the plugin cache', () => {
  it("looks in the editor's cacheDir setting and names it, not --cache-dir", async () => {
    const { folder, agent } = project();
    const cache = join(folder, 'editor-cache');
    expect((await messageOf(agent, 'plugin-not-installed', { cacheDir: cache })).message).toBe(notInstalled(cache));
  });

  it("looks in the cacheDir of a config named by the config setting, as the CLI does with --config; the editor's setting wins", async () => {
    const { folder, agent } = project();
    const named = join(folder, 'team.json');
    writeFileSync(named, JSON.stringify({ cacheDir: 'team-cache' }));
    expect((await messageOf(agent, 'plugin-not-installed', { config: named })).message).toBe(notInstalled(join(folder, 'team-cache')));
    const cache = join(folder, 'editor-cache');
    expect((await messageOf(agent, 'plugin-not-installed', { config: named, cacheDir: cache })).message).toBe(notInstalled(cache));
  });
});

describe("a found config's notices", () => {
  it("name the editor's settings: neither --cache-dir, --config nor --rule", async () => {
    const { folder, agent } = project({ cacheDir: 'vendor', rules: { 'secret-literal': 'off' } });
    const { logs } = await messageOf(agent, 'plugin-not-installed', { plugins: true });
    const path = join(folder, '.harness-lintrc.json');
    // Said with each lint's log: the one before the plugin's answer and the one after.
    expect([...new Set(logs.filter((l) => l.includes(path)))]).toEqual([
      `harness-lint: ignoring cacheDir in ${path}: a config found in the project cannot choose which plugin binaries run; set the cacheDir setting of harness-lint in your editor, or name a linter config in the config setting of harness-lint`,
      `harness-lint: ${path} sets secret-literal to "off": a config found in the project can let a literal secret pass; to lint a checkout you do not trust, name a linter config of your own in the config setting of harness-lint in your editor (the project's is then not read)`,
    ]);
  });
});

describe('the plugin timeout', () => {
  /** A project whose one provider is a dev_overrides plugin that takes 5 s to start. */
  function slowProject(config?: object): { agent: string; globalConfig: string } {
    const { folder, agent } = project(config);
    const plugin = makePlugin(folder, 'provider-x', {
      category: 'tool',
      capabilities: { tools: [] },
      fault: 'slow-start:5000',
    });
    const globalConfig = join(folder, 'global.hcl');
    writeFileSync(globalConfig, `dev_overrides {\n  x = ${JSON.stringify(plugin)}\n}\n`);
    return { agent, globalConfig };
  }
  const timedOut = (ms: number) =>
    `provider "x": timed out after ${ms} ms waiting for the go-plugin handshake line on stdout; raise the pluginTimeoutMs setting of harness-lint in your editor if the plugin is just slow to start`;

  it("is the linter config's pluginTimeout, unless the editor's pluginTimeoutMs setting is set", async () => {
    const { agent, globalConfig } = slowProject({ pluginTimeout: 300 });
    expect((await messageOf(agent, 'plugin-launch-failed', { globalConfig })).message).toBe(timedOut(300));
    expect((await messageOf(agent, 'plugin-launch-failed', { globalConfig, pluginTimeoutMs: 200 })).message).toBe(timedOut(200));
  });
});
