// --ignore-pattern GLOB (repeatable) and the linter config's ignorePatterns prune what -r finds,
// through the CLI (issue 15 part 4).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { tempDir } from '../support/temp-dir.js';

describe('--ignore-pattern and ignorePatterns (with -r)', () => {
  const tree = () => {
    const dir = tempDir('harness-lint-ignore-');
    for (const folder of ['app', 'fixtures/bad', 'deep/fixtures', 'deep/keep', 'old.bak']) {
      mkdirSync(join(dir, folder), { recursive: true });
      writeFileSync(join(dir, folder, 'agent.hcl'), '');
    }
    return dir;
  };
  const files = (dir: string, args: string[]) => {
    const r = runCli(['--no-plugins', '-f', 'json', '-r', ...args], { cwd: dir });
    expect(r.stderr).toBe('');
    return (JSON.parse(r.stdout) as { files: string[] }).files;
  };

  it('skips what the patterns match: a name at any depth, an anchored path, * within a name, ** across folders', () => {
    const dir = tree();
    expect(files(dir, [])).toEqual(['app/agent.hcl', 'deep/fixtures/agent.hcl', 'deep/keep/agent.hcl', 'fixtures/bad/agent.hcl', 'old.bak/agent.hcl']);
    expect(files(dir, ['--ignore-pattern', 'fixtures'])).toEqual(['app/agent.hcl', 'deep/keep/agent.hcl', 'old.bak/agent.hcl']);
    expect(files(dir, ['--ignore-pattern', 'fixtures/', '--ignore-pattern', '*.bak'])).toEqual(['app/agent.hcl', 'deep/keep/agent.hcl']);
    expect(files(dir, ['--ignore-pattern', '/fixtures'])).toEqual(['app/agent.hcl', 'deep/fixtures/agent.hcl', 'deep/keep/agent.hcl', 'old.bak/agent.hcl']);
    expect(files(dir, ['--ignore-pattern', 'deep/**/agent.hcl'])).toEqual(['app/agent.hcl', 'fixtures/bad/agent.hcl', 'old.bak/agent.hcl']);
    expect(files(dir, ['--ignore-pattern', 'd?ep/k*'])).toEqual(['app/agent.hcl', 'deep/fixtures/agent.hcl', 'fixtures/bad/agent.hcl', 'old.bak/agent.hcl']);
    // A folder named on the command line is searched, whatever the patterns say of it.
    expect(files(dir, ['--ignore-pattern', 'deep', '--', 'deep'])).toEqual(['deep/fixtures/agent.hcl', 'deep/keep/agent.hcl']);
  });

  it("the linter config's ignorePatterns, relative to its folder, add to the flag's", () => {
    const dir = tree();
    writeFileSync(join(dir, '.harness-lintrc.json'), JSON.stringify({ ignorePatterns: ['deep/*'] }));
    mkdirSync(join(dir, '.git'));
    expect(files(dir, [])).toEqual(['app/agent.hcl', 'fixtures/bad/agent.hcl', 'old.bak/agent.hcl']);
    expect(files(dir, ['--ignore-pattern', 'app'])).toEqual(['fixtures/bad/agent.hcl', 'old.bak/agent.hcl']);
    writeFileSync(join(dir, '.harness-lintrc.json'), JSON.stringify({ ignorePatterns: ['ok', ''] }));
    const bad = runCli(['--no-plugins', '-r'], { cwd: dir });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('"ignorePatterns" must be a list of non-empty globs');
  });

  it('without -r it is refused, and everything ignored is no agent.hcl found', () => {
    const dir = tree();
    expect(runCli(['--ignore-pattern', 'x', '--', 'app'], { cwd: dir })).toEqual({
      status: 2,
      stdout: '',
      stderr: 'harness-lint: --ignore-pattern prunes what -r finds; add -r, or drop it\n',
    });
    expect(runCli(['-r', '--ignore-pattern', '*'], { cwd: dir })).toEqual({ status: 2, stdout: '', stderr: 'harness-lint: no agent.hcl found under .\n' });
  });
});
