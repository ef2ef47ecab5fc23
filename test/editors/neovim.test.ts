// A real editor: headless Neovim (Debian's neovim 0.7, its built-in LSP client) runs
// docs/editors.md's Neovim 0.7 recipe as its init.lua, which starts `harness-lint lsp --stdio`
// from PATH (here a link to this checkout's bin) for the project; test/editors/neovim.lua then
// drives it. Neovim converts the server's UTF-16 positions to byte columns itself, so the test
// checks them against the CLI's JSON code-point columns converted to bytes here. `.ci/run` installs neovim with apt
// when it is missing; without it this test fails, it does not skip.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dir.js';
import { type CliFinding, cliFindings, editorEnv, recipe, TEXT } from './recipes.js';

interface NvimOut {
  errors: string[];
  command: string[];
  attached: boolean;
  diagnostics: { lnum: number; col: number; end_lnum: number; end_col: number; code: string; message: string }[];
  symbols: { name: string }[];
  definition: { range: { start: { line: number; character: number } } }[];
  completion: { label: string }[] | { items: { label: string }[] };
  code_actions: { title: string }[];
  formatted: string[];
}

let cli: CliFinding[];
let out: NvimOut;
beforeAll(() => {
  const dir = tempDir('harness-lint-nvim-');
  const file = join(dir, 'agent.hcl');
  writeFileSync(file, TEXT);
  cli = cliFindings(dir);
  const outPath = join(dir, 'out.json');
  const init = join(dir, 'init.lua');
  writeFileSync(init, recipe('neovim-0.7').code);
  const r = spawnSync('nvim', ['--headless', '--clean', '-n', '-c', `luafile ${join(import.meta.dirname, 'neovim.lua')}`], {
    env: {
      ...editorEnv(dir),
      HL_FILE: file,
      HL_OUT: outPath,
      HL_RECIPE: init,
      HL_DIAGNOSTICS: String(cli.length),
      // On `fs` of provider = "fs" (line 8), and at the start of an empty line in agent_profile.
      HL_DEFINITION_AT: JSON.stringify({ line: 7, character: 18 }),
      HL_COMPLETION_AT: JSON.stringify({ line: 3, character: 0 }),
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (r.error) throw new Error(`neovim could not run (install Debian's neovim package; .ci/run does): ${r.error.message}`);
  out = JSON.parse(readFileSync(outPath, 'utf8')) as NvimOut;
});

/** Byte offset in `line` of 1-based code-point `column`. */
function byteColumn(line: string, column: number): number {
  return Buffer.byteLength([...line].slice(0, column - 1).join(''));
}

describe('Neovim 0.7 with its built-in LSP client', () => {
  it("shows the CLI's diagnostics at the same places", () => {
    expect(out.errors).toEqual([]);
    expect(out.command).toEqual(['harness-lint', 'lsp', '--stdio']);
    expect(out.attached).toBe(true);
    const lines = TEXT.split('\n');
    const expected = cli.map((d) => ({
      lnum: d.range.start.line - 1,
      col: byteColumn(lines[d.range.start.line - 1], d.range.start.column),
      end_lnum: d.range.end.line - 1,
      end_col: byteColumn(lines[d.range.end.line - 1], d.range.end.column),
      code: d.ruleId,
      message: [d.message, ...(d.notes ?? [])].join('\n'),
    }));
    // No lock file (and so no plugin), the two malformed tools entries, one after "é" (2 bytes),
    // and the downgraded ask.
    expect(expected.map((d) => d.code).sort()).toEqual([
      'lock-file-missing',
      'plugin-not-installed',
      'policy-ask-downgraded',
      'profile-tool-scope-malformed',
      'profile-tool-scope-malformed',
    ]);
    const order = (a: { lnum: number; col: number }, b: { lnum: number; col: number }) => a.lnum - b.lnum || a.col - b.col;
    expect(out.diagnostics.map(({ lnum, col, end_lnum, end_col, code, message }) => ({ lnum, col, end_lnum, end_col, code, message })).sort(order)).toEqual(
      expected.sort(order),
    );
  });

  it('answers the outline, a definition, completion and code actions', () => {
    expect(out.symbols.map((s) => s.name)).toEqual(['required_providers', 'agent_profile "d"', 'policy "p"']);
    expect(out.definition.map((l) => l.range.start)).toEqual([{ line: 1, character: 2 }]);
    const items = Array.isArray(out.completion) ? out.completion : out.completion.items;
    expect(items.map((i) => i.label)).toEqual(['required_providers', 'provider', 'policy', 'agent_profile', 'hook', 'settings']);
    expect(out.code_actions.map((a) => a.title)).toContain(`Silence ${out.diagnostics[0].code} on this line (harness-lint-ignore)`);
  });

  it('formats the unsaved buffer (format document), back to the canonical text', () => {
    expect(`${out.formatted.join('\n')}\n`).toBe(TEXT);
  });
});

describe('Neovim 0.8 recipe', () => {
  // Neovim 0.7 cannot run it (no vim.fs, no vim.lsp.start): it must at least compile.
  it("compiles in Neovim 0.7's Lua", () => {
    const dir = tempDir('harness-lint-nvim-');
    const file = join(dir, 'init.lua');
    writeFileSync(file, recipe('neovim-0.8').code);
    const r = spawnSync(
      'nvim',
      ['--headless', '--clean', '-n', '-c', 'lua local _, e = loadfile(os.getenv("HL_LUA")); io.stderr:write(e or "compiled")', '-c', 'qall!'],
      {
        env: { PATH: process.env.PATH ?? '', HOME: dir, HL_LUA: file },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(r.error).toBeUndefined();
    expect(r.stderr).toBe('compiled');
  });
});
