// Code lenses through the server (a real stdio child process): none until the plugins answer;
// once they have, the server asks a client that supports it to refresh its lenses
// (workspace/codeLens/refresh), and the lenses and hover show the worked example's decisions;
// turning plugins off empties them and asks again.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { EXAMPLE_HCL, EXAMPLE_PLUGINS } from '../permissions/example.js';
import { fileUri, startLsp, type LspChild } from './support/lsp-child.js';
import { tempDir } from '../support/temp-dir.js';

let lsp: LspChild;
let uri: string;
/** What the server asked of the client, in order: `refresh` per workspace/codeLens/refresh, `publish` per publication carrying policy-shadowed. */
const asked: string[] = [];

beforeAll(async () => {
  const dir = tempDir('harness-lint-lsp-lens-');
  const overrides = Object.entries(EXAMPLE_PLUGINS).map(
    ([name, categories]) => `  ${name} = ${JSON.stringify(makePlugin(dir, `provider-${name}`, { categories }))}\n`,
  );
  const global = join(dir, 'global.hcl');
  writeFileSync(global, `dev_overrides {\n${overrides.join('')}}\n`);
  const agent = join(dir, 'agent.hcl');
  writeFileSync(agent, EXAMPLE_HCL);
  lsp = await startLsp({ initializationOptions: { debounceMs: 0, globalConfig: global }, capabilities: { workspace: { codeLens: { refreshSupport: true } } } });
  lsp.connection.onRequest('workspace/codeLens/refresh', () => {
    asked.push('refresh');
    return null;
  });
  uri = fileUri(agent);
  lsp.open(uri, EXAMPLE_HCL);
  await lsp.diagnostics(uri, (p) => p.diagnostics.some((d) => d.code === 'policy-shadowed'));
  asked.push('publish');
  // The refresh follows the publication of the lint that the answers started.
  while (!asked.includes('refresh')) await new Promise((resolve) => setTimeout(resolve, 10));
}, 60_000);

afterAll(async () => {
  expect(await lsp.stop()).toBe(0);
});

describe('code lenses', () => {
  it('advertises them, and asks for a refresh once, after the plugins answered and their lint published', () => {
    expect(lsp.initialized.capabilities.codeLensProvider).toEqual({ resolveProvider: false });
    expect(asked).toEqual(['publish', 'refresh']);
  });

  it('above each policy and profile', async () => {
    const lenses = (await lsp.connection.sendRequest('textDocument/codeLens', { textDocument: { uri } })) as {
      range: { start: { line: number; character: number } };
      command: { title: string };
    }[];
    expect(lenses.map((l) => [l.range.start.line, l.range.start.character, l.command.title])).toEqual([
      [6, 0, 'decides 1 tool: 1 allow'],
      [11, 0, 'decides 2 tools: 2 ask'],
      [16, 0, 'decides nothing: shadowed by "gate_writes", "trust_agent"'],
      [21, 0, 'decides 3 tools: 3 allow'],
      [26, 0, 'decides 1 tool: 1 deny'],
      [31, 0, '7 tools: 4 allow · 2 ask · 1 deny'],
      [35, 0, '1 tool: 1 allow · 0 ask · 0 deny'],
    ]);
  });

  it('with plugins turned off: none, and the client is asked to refresh', async () => {
    const after = lsp.published.length;
    await lsp.connection.sendNotification('workspace/didChangeConfiguration', { settings: { plugins: false } });
    await lsp.diagnostics(uri, (p) => !p.diagnostics.some((d) => d.code === 'policy-shadowed'), after);
    while (asked.filter((a) => a === 'refresh').length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await lsp.connection.sendRequest('textDocument/codeLens', { textDocument: { uri } })).toEqual([]);
    await lsp.connection.sendNotification('workspace/didChangeConfiguration', { settings: { plugins: true } });
    await lsp.diagnostics(uri, (p) => p.diagnostics.some((d) => d.code === 'policy-shadowed'), lsp.published.length);
  });

  it("hover on a tools entry adds its tools' decisions after what the plugin advertises", async () => {
    const line = EXAMPLE_HCL.split('\n').findIndex((l) => l.includes('"web.web_search"'));
    const character = EXAMPLE_HCL.split('\n')[line].indexOf('"web.web_search"') + 2;
    const hover = (await lsp.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line, character } })) as {
      contents: { value: string };
    };
    expect(hover.contents.value.split('\n\n---\n\n').slice(0, 2)).toEqual([
      '**web.web\\_search**: tool of provider "web", kind data\\_source, risk read\\_only\n\nThe web\\_search operation',
      '"web.web\\_search" brings into scope:\n\n- web.web\\_search: **deny**: policy "review\\_search" asks, downgraded for data\\_source calls',
    ]);
  });
});
