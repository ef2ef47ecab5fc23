// textDocument/formatting and rangeFormatting through a stdio child: the text as typed (not the
// file on disk), the smallest edits (one per gap between tokens whose blanks change), positions in
// each negotiated encoding, the edits of the whole file's formatting that touch a range, any
// .hcl document, and no edits while the text has syntax errors. And code actions' fixes realign
// the run they touch, as --fix does.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from 'vscode-languageserver';
import { afterEach, describe, expect, it } from 'vitest';
import { formatHcl } from '../../src/hcl/index.js';
import { tempDir } from '../support/temp-dir.js';
import { fileUri, startLsp, type LspChild } from './support/lsp-child.js';

const UGLY = 'a=1\nlong_name = "é"  # x\nblock {\nx=[1,2]\n  # end\n}\n';

let lsp: LspChild | undefined;
afterEach(async () => {
  if (lsp) expect(await lsp.stop()).toBe(0);
  lsp = undefined;
});

/** A project whose agent.hcl on disk is canonical: what the editor holds is another text. */
async function open(text: string, positionEncodings?: string[], name = 'agent.hcl'): Promise<{ lsp: LspChild; uri: string }> {
  const dir = tempDir('hl-lsp-fmt-');
  writeFileSync(join(dir, name), 'x = 1\n');
  lsp = await startLsp({ initializationOptions: { plugins: false, debounceMs: 0 }, positionEncodings });
  const uri = fileUri(join(dir, name));
  lsp.open(uri, text);
  return { lsp, uri };
}

const format = (l: LspChild, uri: string) =>
  l.connection.sendRequest('textDocument/formatting', { textDocument: { uri }, options: { tabSize: 8, insertSpaces: false } }) as Promise<TextEdit[]>;

const edit = (line: number, from: number, to: number, newText: string): TextEdit => ({
  range: { start: { line, character: from }, end: { line, character: to } },
  newText,
});

describe('formatting', () => {
  it('is advertised, with range formatting', async () => {
    const { lsp: l } = await open('');
    expect(l.initialized.capabilities).toMatchObject({ documentFormattingProvider: true, documentRangeFormattingProvider: true });
  });

  it('formats the unsaved text with one edit per changed gap, which give what harness-lint fmt writes', async () => {
    const { lsp: l, uri } = await open(UGLY);
    const edits = await format(l, uri);
    expect(edits).toEqual([
      edit(0, 1, 1, '         '),
      edit(0, 2, 2, ' '),
      edit(1, 15, 17, ' '),
      edit(3, 0, 0, '  '),
      edit(3, 1, 1, ' '),
      edit(3, 2, 2, ' '),
      edit(3, 5, 5, ' '),
    ]);
    expect(TextDocument.applyEdits(TextDocument.create(uri, 'hcl', 1, UGLY), edits)).toBe(formatHcl(UGLY));
  });

  it('formats the text as changed since it was opened, and a canonical text needs no edit', async () => {
    const { lsp: l, uri } = await open('a = 1\n');
    expect(await format(l, uri)).toEqual([]);
    l.change(uri, 2, [{ range: { start: { line: 0, character: 1 }, end: { line: 0, character: 2 } }, text: '    ' }]);
    expect(await format(l, uri)).toEqual([edit(0, 1, 5, ' ')]);
  });

  it.each([
    ['utf-16', 8],
    ['utf-8', 10],
    ['utf-32', 7],
  ])('counts characters in the negotiated encoding (%s)', async (encoding, gap) => {
    const { lsp: l, uri } = await open('x = "😀"  # c\ny=1\n', [encoding]);
    expect(await format(l, uri)).toEqual([edit(0, gap, gap + 2, ' '), edit(1, 1, 1, ' '), edit(1, 2, 2, ' ')]);
  });

  it('formats a range with the edits of the whole file that touch it, alignment included', async () => {
    const { lsp: l, uri } = await open(UGLY);
    const edits = await l.connection.sendRequest('textDocument/rangeFormatting', {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 3 } },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(edits).toEqual([edit(0, 1, 1, '         '), edit(0, 2, 2, ' ')]);
  });

  it('formats any .hcl document, a lock file or the global config too', async () => {
    const { lsp: l, uri } = await open('provider "a" {\nversion="1"\n}\n', undefined, 'config.hcl');
    expect(await format(l, uri)).toEqual([edit(1, 0, 0, '  '), edit(1, 7, 7, ' '), edit(1, 8, 8, ' ')]);
  });

  it('gives no edits while the text has syntax errors, as fmt leaves such a file alone', async () => {
    const { lsp: l, uri } = await open('a  =  {\n');
    expect(await format(l, uri)).toEqual([]);
  });

  it("realigns the run a code action's fix touches, merged with the fix where they meet", async () => {
    const text = 'required_providers {\n  anthropic = {\n    sourc   = "github.com/agentco/provider-anthropic"\n    version = "~> 1.2"\n  }\n}\n';
    const { lsp: l, uri } = await open(text);
    const published = await l.diagnostics(uri);
    const d = published.diagnostics.find((x) => x.code === 'required-provider-shape')!;
    const actions = (await l.connection.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: d.range, context: { diagnostics: [d] } })) as {
      isPreferred?: boolean;
      edit: { changes: Record<string, TextEdit[]> };
    }[];
    const edits = actions.find((a) => a.isPreferred)!.edit.changes[uri];
    expect(formatHcl(text)).toBe(text);
    expect(edits).toEqual([edit(2, 4, 12, 'source  ')]);
    const fixed = TextDocument.applyEdits(TextDocument.create(uri, 'hcl', 1, text), edits);
    expect(fixed).toBe(formatHcl(fixed));
  });
});
