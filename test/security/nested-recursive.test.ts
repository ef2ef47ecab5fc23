// Issue 29 item 5: -r over nested projects was super-linear. 350 nested folders each with an
// agent.hcl took 11 s against 0.37 s side by side, 1,000 nested 201 s: each file's linter-config
// search walked every folder up to the repository root again, and the code frames' source reader
// resolved each linted folder's real path from the root down. Config discovery is now remembered
// per folder for the run, and real paths per folder. Growth guard over n vs 10n nested folders,
// CPU time ratios in one process (the whole -r run but for printing: find the files, settle each
// one's config, lint it, read it back as the frames would).
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveInputs } from '../../src/cli/inputs.js';
import type { CliIO } from '../../src/cli/io.js';
import { lintFiles } from '../../src/cli/lint-files.js';
import { foldersOf, sourceReader } from '../../src/cli/sources.js';
import { growthAt10x, LINEAR_AT_10X } from '../support/cpu-time.js';
import { tempDir } from '../support/temp-dir.js';

const AGENT = 'policy "p" {\n  match  = { kind = "Resource" }\n  action = "deny"\n}\n';

/** A repository whose root holds a linter config, and `depth` folders each inside the one before, each with an agent.hcl. */
function nestedProjects(depth: number): string {
  const root = realpathSync(tempDir('hl-nested-'));
  mkdirSync(join(root, '.git'));
  writeFileSync(join(root, '.harness-lintrc.json'), JSON.stringify({ rules: { 'enum-value-invalid': 'warning' } }));
  let dir = root;
  for (let i = 0; i < depth; i++) {
    dir = join(dir, 'p');
    mkdirSync(dir);
    writeFileSync(join(dir, 'agent.hcl'), AGENT);
  }
  return root;
}

function quietIO(): CliIO {
  const sink = { write: () => true };
  return { stdin: process.stdin, stdout: sink, stderr: sink, env: { PATH: process.env.PATH ?? '' } };
}

/** -r over `root` as the CLI runs it, without printing. */
function recursiveRun(root: string): () => Promise<number> {
  return async () => {
    const files = resolveInputs([root], true);
    const { diagnostics } = await lintFiles(files, { noPlugins: true, verbose: false }, quietIO());
    const read = sourceReader({ roots: foldersOf(files), files: [] });
    for (const file of files) read(file);
    return diagnostics.length;
  };
}

describe('-r over nested projects', () => {
  it('350 nested folders each with an agent.hcl: every file linted with the root config, in linear time (n vs 10n)', async () => {
    const root = nestedProjects(350);
    const files = resolveInputs([root], true);
    expect(files).toHaveLength(350);
    const { diagnostics } = await lintFiles(files, { noPlugins: true, verbose: false }, quietIO());
    // One finding per file ("Resource"), a warning as the root's config says for every one of them.
    expect(diagnostics.map((d) => `${d.ruleId} ${d.severity}`)).toEqual(Array(350).fill('enum-value-invalid warning'));
    expect(await growthAt10x(20, (depth) => recursiveRun(nestedProjects(depth)))).toBeLessThan(LINEAR_AT_10X);
  }, 120_000);
});
