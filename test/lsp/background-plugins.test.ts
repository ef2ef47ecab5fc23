// Plugins are queried in the background, after the static diagnostics are out: the first
// publication of an opened agent.hcl comes before the progress of the plugin query, whose
// answers then join in a second one once it has ended (issue 13, part 3).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { fileUri, startLsp } from './support/lsp-child.js';
import { tempDir } from '../support/temp-dir.js';

it('publishes the static diagnostics before the plugin query starts, then the plugin findings once its progress has ended', async () => {
  const dir = tempDir('hl-lsp-background-');
  const plugin = makePlugin(dir, 'provider-files', {
    category: 'tool',
    describe: { name: 'files', version: '1.0.0', source: 'github.com/agentco/provider-files', protocol_version: 1 },
    capabilities: { tools: [{ name: 'read_file', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' }] },
  });
  const global = join(dir, 'global.hcl');
  writeFileSync(global, `dev_overrides {\n  files = ${JSON.stringify(plugin)}\n}\n`);
  const agent = join(dir, 'agent.hcl');
  const text = 'required_providers {\n  files = { source = "github.com/agentco/provider-files", version = "~> 1.0" }\n}\n\nprovider "files" {}\n';
  const lsp = await startLsp({
    initializationOptions: { debounceMs: 0, globalConfig: global },
    capabilities: { window: { workDoneProgress: true } },
  });
  const uri = fileUri(agent);
  lsp.open(uri, text);
  const withPlugin = await lsp.diagnostics(uri, (p) => p.diagnostics.some((d) => d.code === 'cap-concurrency-spec'));
  expect(withPlugin.diagnostics.find((d) => d.code === 'cap-concurrency-spec')?.message).toBe(
    'provider "files": tool "read_file" does not declare concurrency; set it explicitly\n' +
      'the kernel treats an operation without concurrency as not safe and serializes every call\n' +
      'plugin github.com/agentco/provider-files advertises this; report it to its author, or turn the rule off',
  );
  await lsp.stop();
  expect(lsp.events.filter((e) => e.startsWith('publish') || e.startsWith('progress'))).toEqual([
    `publish ${uri} 1`,
    'progress create',
    'progress begin querying 1 plugin…',
    'progress end',
    `publish ${uri} 1`,
  ]);
});
