// Folding ranges and document links through the server (issue 28 item 5).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUri, startLsp, type LspChild } from './support/lsp-child.js';
import { tempDir } from '../support/temp-dir.js';

const TEXT = `# one
# two
required_providers {
  files = { source = "github.com/agentco/provider-files", version = "~> 1.0" }
  bad   = { source = "https://example.com/x", version = "1.0" }
  lab   = {
    source  = "gitlab.com/team/sub/provider-lab"
    version = "~> 1.0"
  }
}

policy "p" {
  match = {
    provider = "files"
  }
  action = "deny"
}

agent_profile "d" {
  tools = [
    "files.*",
  ]
}
/* a
   b */
`;

const LOCK = `lock_file_version = 1

provider "files" {
  source      = "github.com/agentco/provider-files"
  version     = "1.0.0"
  resolved_at = "2026-01-01T00:00:00Z"
  checksums   = { linux_amd64 = "sha256:${'0'.repeat(64)}" }
}
`;

/** The range of `needle` on 0-based line `line` of `text`. */
function rangeOf(text: string, line: number, needle: string) {
  const character = text.split('\n')[line].indexOf(needle);
  if (character < 0) throw new Error(`no ${needle} on line ${line}`);
  return { start: { line, character }, end: { line, character: character + needle.length } };
}

let lsp: LspChild;
let agent: string;
let lock: string;
beforeAll(async () => {
  const dir = tempDir('hl-lsp-structure-');
  agent = fileUri(join(dir, 'agent.hcl'));
  lock = fileUri(join(dir, '.agent', 'agent.lock.hcl'));
  writeFileSync(join(dir, 'agent.hcl'), TEXT);
  mkdirSync(join(dir, '.agent'));
  writeFileSync(join(dir, '.agent', 'agent.lock.hcl'), LOCK);
  lsp = await startLsp({ initializationOptions: { plugins: false, debounceMs: 0 } });
  lsp.open(agent, TEXT);
  lsp.open(lock, LOCK);
  await lsp.diagnostics(agent);
});
afterAll(async () => {
  expect(await lsp.stop()).toBe(0);
});

describe('folding ranges', () => {
  it('folds blocks, multi-line objects and lists (their closing line left in view), and comments over several lines', async () => {
    expect(lsp.initialized.capabilities.foldingRangeProvider).toBe(true);
    expect(await lsp.connection.sendRequest('textDocument/foldingRange', { textDocument: { uri: agent } })).toEqual([
      { startLine: 0, endLine: 1, kind: 'comment' },
      { startLine: 2, endLine: 8 },
      { startLine: 5, endLine: 7 },
      { startLine: 11, endLine: 15 },
      { startLine: 12, endLine: 13 },
      { startLine: 18, endLine: 21 },
      { startLine: 19, endLine: 20 },
      { startLine: 23, endLine: 24, kind: 'comment' },
    ]);
  });
});

describe('document links', () => {
  it('links each valid provider source to its repository, in agent.hcl and in the lock file; a malformed one links nowhere', async () => {
    expect(await lsp.connection.sendRequest('textDocument/documentLink', { textDocument: { uri: agent } })).toEqual([
      {
        range: rangeOf(TEXT, 3, '"github.com/agentco/provider-files"'),
        target: 'https://github.com/agentco/provider-files',
        tooltip: 'the repository of provider "files"',
      },
      {
        range: rangeOf(TEXT, 6, '"gitlab.com/team/sub/provider-lab"'),
        target: 'https://gitlab.com/team/sub/provider-lab',
        tooltip: 'the repository of provider "lab"',
      },
    ]);
    expect(await lsp.connection.sendRequest('textDocument/documentLink', { textDocument: { uri: lock } })).toEqual([
      {
        range: rangeOf(LOCK, 3, '"github.com/agentco/provider-files"'),
        target: 'https://github.com/agentco/provider-files',
        tooltip: 'the repository of provider "files"',
      },
    ]);
  });
});
