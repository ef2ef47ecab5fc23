// Outline, definition, references and rename of provider local names, through a stdio child,
// on the example project (agent.hcl open, its lock file read from disk).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';
import { fileUri, startLsp, type LspChild } from './support/lsp-child.js';

const AGENT = join(ROOT, 'examples', 'agent.hcl');
const LOCK = join(ROOT, 'examples', '.agent', 'agent.lock.hcl');
const TEXT = readFileSync(AGENT, 'utf8');
const LINES = TEXT.split('\n');
const LOCK_LINES = readFileSync(LOCK, 'utf8').split('\n');

/** The range of `"name"`'s name (or the bare name) on 1-based line `line`, found in the text itself. */
function at(lines: string[], line: number, name: string) {
  const m = new RegExp(`(^|[^\\w-])(${name})([^\\w-]|$)`).exec(lines[line - 1]);
  if (!m) throw new Error(`no ${name} on line ${line}`);
  const character = m.index + m[1].length;
  return { start: { line: line - 1, character }, end: { line: line - 1, character: character + name.length } };
}

let lsp: LspChild;
const uri = fileUri(AGENT);
beforeAll(async () => {
  lsp = await startLsp({ initializationOptions: { plugins: false } });
  lsp.open(uri, TEXT);
  await lsp.diagnostics(uri);
});
afterAll(async () => {
  expect(await lsp.stop()).toBe(0);
});

const ANTHROPIC_LINES = [5, 31, 83, 87, 106];

describe('provider local names', () => {
  it('definition: from a model reference to the required_providers entry', async () => {
    const result = await lsp.connection.sendRequest('textDocument/definition', { textDocument: { uri }, position: at(LINES, 83, 'anthropic').start });
    expect(result).toEqual([{ uri, range: at(LINES, 5, 'anthropic') }]);
  });

  it('references: every place naming it, the lock file entry included', async () => {
    const result = await lsp.connection.sendRequest('textDocument/references', {
      textDocument: { uri },
      position: at(LINES, 31, 'anthropic').end,
      context: { includeDeclaration: true },
    });
    expect(result).toEqual([
      ...ANTHROPIC_LINES.map((line) => ({ uri, range: at(LINES, line, 'anthropic') })),
      { uri: fileUri(LOCK), range: at(LOCK_LINES, 5, 'anthropic') },
    ]);
  });

  it('references of a tools entry "filesystem.*" find the prefix only', async () => {
    const line = LINES.findIndex((l) => l.includes('"filesystem.*"')) + 1;
    const result = (await lsp.connection.sendRequest('textDocument/references', {
      textDocument: { uri },
      position: at(LINES, line, 'filesystem').start,
      context: { includeDeclaration: false },
    })) as { range: { start: { character: number }; end: { character: number } } }[];
    expect(result).toContainEqual({ uri, range: at(LINES, line, 'filesystem') });
    // Each range is the name alone, never the whole string.
    expect(new Set(result.map((r) => r.range.end.character - r.range.start.character))).toEqual(new Set(['filesystem'.length]));
  });

  it('rename edits every occurrence; prepareRename refuses what is not a local name', async () => {
    const prepared = await lsp.connection.sendRequest('textDocument/prepareRename', { textDocument: { uri }, position: at(LINES, 87, 'anthropic').start });
    expect(prepared).toEqual({ range: at(LINES, 87, 'anthropic'), placeholder: 'anthropic' });
    const edit = (await lsp.connection.sendRequest('textDocument/rename', {
      textDocument: { uri },
      position: at(LINES, 87, 'anthropic').start,
      newName: 'claude',
    })) as { changes: Record<string, unknown[]> };
    expect(edit.changes).toEqual({
      [uri]: ANTHROPIC_LINES.map((line) => ({ range: at(LINES, line, 'anthropic'), newText: 'claude' })),
      [fileUri(LOCK)]: [{ range: at(LOCK_LINES, 5, 'anthropic'), newText: 'claude' }],
    });
    // "policy" keyword on a policy block: not a provider name.
    const policyLine = LINES.findIndex((l) => l.startsWith('policy ')) + 1;
    await expect(
      lsp.connection.sendRequest('textDocument/prepareRename', { textDocument: { uri }, position: { line: policyLine - 1, character: 1 } }),
    ).rejects.toThrow('only a provider local name can be renamed here');
    await expect(
      lsp.connection.sendRequest('textDocument/rename', { textDocument: { uri }, position: at(LINES, 87, 'anthropic').start, newName: '9 bad' }),
    ).rejects.toThrow('not a valid provider local name');
  });
});

describe('document symbols', () => {
  it('lists the blocks with their labels, in order', async () => {
    const symbols = (await lsp.connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri } })) as {
      name: string;
      selectionRange: unknown;
      children?: { name: string }[];
    }[];
    const expected = LINES.filter((l) => /^[a-z_]+( "[^"]*")* \{/.test(l)).map((l) => l.replace(/ \{.*$/, ''));
    expect(symbols.map((s) => s.name)).toEqual(expected);
    const profile = symbols.find((s) => s.name === 'agent_profile "default"');
    expect(profile?.children?.map((c) => c.name)).toEqual(['model', 'tools', 'max_turns', 'max_cost_usd', 'max_wall_clock_s']);
    expect(profile?.selectionRange).toEqual({
      start: { line: LINES.indexOf('agent_profile "default" {'), character: 0 },
      end: { line: LINES.indexOf('agent_profile "default" {'), character: 23 },
    });
  });
});
