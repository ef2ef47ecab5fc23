import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError } from '../../src/cli/errors.js';
import { resolveInputs } from '../../src/cli/inputs.js';
import { tempDir } from '../support/temp-dir.js';

function tree(files: string[]): string {
  const root = tempDir('harness-lint-inputs-');
  for (const f of files) {
    mkdirSync(join(root, f, '..'), { recursive: true });
    writeFileSync(join(root, f), '');
  }
  return root;
}

describe('file arguments', () => {
  it('defaults to agent.hcl, or with --recursive to the working directory', () => {
    expect(resolveInputs([], false)).toEqual(['agent.hcl']);
    const root = tree(['agent.hcl', 'sub/agent.hcl']);
    const cwd = process.cwd();
    try {
      process.chdir(root);
      expect(resolveInputs([], true)).toEqual(['agent.hcl', 'sub/agent.hcl']);
    } finally {
      process.chdir(cwd);
    }
  });

  it('keeps file paths as given (missing ones too: the lint reports them) and drops repeats', () => {
    expect(resolveInputs(['a/agent.hcl', 'missing.hcl', 'a/agent.hcl'], false)).toEqual(['a/agent.hcl', 'missing.hcl']);
  });

  it('lints a lock file with the agent.hcl of its project (pre-commit passes changed lock files), once', () => {
    expect(resolveInputs(['p/.agent/agent.lock.hcl', 'p/agent.hcl', '.agent/agent.lock.hcl'], false)).toEqual(['p/agent.hcl', 'agent.hcl']);
    expect(resolveInputs(['other/agent.lock.hcl'], false)).toEqual(['other/agent.lock.hcl']);
  });

  it("takes a folder's agent.hcl", () => {
    const root = tree(['p/agent.hcl']);
    expect(resolveInputs([join(root, 'p')], false)).toEqual([join(root, 'p', 'agent.hcl')]);
  });

  it('finds every agent.hcl under a folder with --recursive, sorted, skipping dot-folders and node_modules', () => {
    const root = tree(['agent.hcl', 'b/agent.hcl', 'a/x/agent.hcl', 'a/other.hcl', '.agent/agent.hcl', 'node_modules/m/agent.hcl']);
    expect(resolveInputs([root], true)).toEqual([join(root, 'agent.hcl'), join(root, 'a/x/agent.hcl'), join(root, 'b/agent.hcl')]);
  });

  it('fails when --recursive finds nothing', () => {
    const root = tree(['a/other.hcl']);
    expect(() => resolveInputs([root], true)).toThrow(CliError);
    expect(() => resolveInputs([root], true)).toThrow(`no agent.hcl found under ${root}`);
  });
});
