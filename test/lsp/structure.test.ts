// Folding ranges, document links and semantic tokens through the server (issue 28 item 5).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUri, startLsp, type LspChild } from './support/lsp-child.js';
import { decodeTokens } from './support/semantic-tokens.js';
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

const TOKENS = `required_providers {
  llm = { source = "github.com/a/provider-llm", version = "~> 1.0" }
}
provider "llm" {
  api_key = env("K")
  other   = upper(nope.x)
}
agent_profile "d" {
  max_turnz = 3
  model {
  }
  widget {
  }
}
`;

let lsp: LspChild;
let agent: string;
let lock: string;
let dir: string;
beforeAll(async () => {
  dir = tempDir('hl-lsp-structure-');
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

describe('semantic tokens', () => {
  it('marks block types, attribute names and keys, references and env(), unknown names with the unknown modifier', async () => {
    const { legend } = lsp.initialized.capabilities.semanticTokensProvider as { legend: { tokenTypes: string[]; tokenModifiers: string[] } };
    expect(legend).toEqual({ tokenTypes: ['type', 'property', 'variable', 'function'], tokenModifiers: ['defaultLibrary', 'unknown'] });
    const folder = join(dir, 'tokens');
    mkdirSync(folder);
    writeFileSync(join(folder, 'agent.hcl'), TOKENS);
    const uri = fileUri(join(folder, 'agent.hcl'));
    lsp.open(uri, TOKENS);
    await lsp.diagnostics(uri);
    const { data } = (await lsp.connection.sendRequest('textDocument/semanticTokens/full', { textDocument: { uri } })) as { data: number[] };
    expect(decodeTokens(data, legend, TOKENS)).toEqual([
      [0, 0, 'required_providers', 'type', []],
      [1, 2, 'llm', 'property', []],
      [1, 10, 'source', 'property', []],
      [1, 48, 'version', 'property', []],
      [3, 0, 'provider', 'type', []],
      [4, 2, 'api_key', 'property', []],
      [4, 12, 'env', 'function', ['defaultLibrary']],
      [5, 2, 'other', 'property', []],
      [5, 12, 'upper', 'function', ['unknown']],
      [5, 18, 'nope', 'variable', ['unknown']],
      [7, 0, 'agent_profile', 'type', []],
      [8, 2, 'max_turnz', 'property', ['unknown']],
      [9, 2, 'model', 'type', []],
      [11, 2, 'widget', 'type', ['unknown']],
    ]);
    lsp.close(uri);
  });
});
