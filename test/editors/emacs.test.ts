// A real editor: Emacs in batch (Debian's emacs-nox 28 with elpa-eglot 1.9) loads
// docs/editors.md's Emacs recipes (the minimal hcl-mode, then eglot's server program) as its
// init file; they start `harness-lint lsp --stdio` from PATH (here a link to this checkout's
// bin) when agent.hcl is opened, and test/editors/emacs.el drives eglot through one run:
// Flymake diagnostics, hover, a definition, completion, and the warnings Emacs displayed.
// `.ci/run` installs emacs-nox and elpa-eglot with apt when they are missing; without them this
// test fails, it does not skip.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dir.js';
import { type CliFinding, cliFindings, editorEnv, recipe, TEXT } from './recipes.js';

interface Position {
  line: number;
  character: number;
}

interface EmacsOut {
  errors: string[];
  mode: string;
  command: string[];
  diagnostics: { start: Position; end: Position; type: string; text: string }[];
  hover: string;
  definition: Position[];
  completion: string[];
  warnings: string[];
}

let cli: CliFinding[];
let out: EmacsOut;
beforeAll(() => {
  const dir = tempDir('harness-lint-emacs-');
  const project = join(dir, 'project');
  const file = join(project, 'agent.hcl');
  mkdirSync(project);
  writeFileSync(file, TEXT);
  cli = cliFindings(project);
  const init = join(dir, 'init.el');
  writeFileSync(init, `${recipe('emacs-hcl-mode-fallback').code}\n${recipe('emacs-eglot').code}`);
  const outPath = join(dir, 'out.json');
  const r = spawnSync('emacs', ['--batch', '-l', join(import.meta.dirname, 'emacs.el')], {
    env: {
      ...editorEnv(dir),
      HL_RECIPES: init,
      HL_FILE: file,
      HL_OUT: outPath,
      HL_DIAGNOSTICS: String(cli.length),
      // On `action` of policy "p", on `fs` of provider = "fs", and on an empty line.
      HL_HOVER_AT: JSON.stringify({ line: 16, character: 3 }),
      HL_DEFINITION_AT: JSON.stringify({ line: 7, character: 18 }),
      HL_COMPLETION_AT: JSON.stringify({ line: 3, character: 0 }),
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (r.error) throw new Error(`emacs could not run (install Debian's emacs-nox and elpa-eglot; .ci/run does): ${r.error.message}`);
  out = JSON.parse(readFileSync(outPath, 'utf8')) as EmacsOut;
});

describe('Emacs 28 with eglot 1.9, from the documented recipes', () => {
  it('starts harness-lint from PATH in the minimal hcl-mode, without a warning', () => {
    expect(out.errors).toEqual([]);
    expect(out.mode).toBe('hcl-mode');
    expect(out.command).toEqual(['harness-lint', 'lsp', '--stdio']);
    // eglot 1.9 warned "Server tried to register unsupported capability
    // `workspace/didChangeConfiguration'" on every start until issue 28 item 3.
    expect(out.warnings).toEqual([]);
  });

  it("shows the CLI's diagnostics at the same places", () => {
    expect(cli.map((d) => d.ruleId).sort()).toEqual([
      'lock-file-missing',
      'plugin-not-installed',
      'policy-ask-downgraded',
      'profile-tool-scope-malformed',
      'profile-tool-scope-malformed',
    ]);
    // Emacs columns count characters (code points), as the CLI's do.
    const expected = cli.map((d) => ({
      start: { line: d.range.start.line - 1, character: d.range.start.column - 1 },
      end: { line: d.range.end.line - 1, character: d.range.end.column - 1 },
      type: `eglot-${d.severity}`,
      text: `harness-lint [${d.ruleId}]: ${[d.message, ...(d.notes ?? [])].join('\n')}`,
    }));
    const order = (a: { start: Position }, b: { start: Position }) => a.start.line - b.start.line || a.start.character - b.start.character;
    expect(out.diagnostics).toEqual(expected.sort(order));
  });

  it('answers hover, a definition and completion', () => {
    expect(out.hover.split('\n')[0]).toBe('**action**: string, required attribute of policy');
    expect(out.hover).toContain('[policy-ask-downgraded](');
    expect(out.definition).toEqual([{ line: 1, character: 2 }]);
    expect(out.completion.map((c) => c.split(/[\s{]/)[0])).toEqual(['required_providers', 'provider', 'policy', 'agent_profile', 'hook', 'settings']);
  });
});
