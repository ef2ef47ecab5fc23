// The pre-commit hook as a user gets it: Debian 12's pre-commit 3.0.4 (the oldest
// .pre-commit-hooks.yaml allows) reads a project's .pre-commit-config.yaml naming this
// repository, installs it with npm the way it installs every node hook (npm install, npm pack,
// npm install -g of the tarball) and runs it on a commit's files; the next commit's run uses the
// same install, for both hooks (the lint, and harness-lint-fmt's check). `.ci/run` installs
// pre-commit; a machine without it fails here rather than skipping.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';
import { AGENT_HCL, lintedProject, npmEnv, run, scratch } from './support.js';

const box = scratch('pre-commit');

/**
 * The revision for the config: the checkout as it is, uncommitted changes to tracked files
 * included (a commit `git stash create` makes without touching the work tree or any ref, as
 * `pre-commit try-repo` makes one), or HEAD in a clean checkout.
 */
function checkoutRevision(env: Record<string, string>): string {
  return run('git', ['stash', 'create'], ROOT, env).stdout.trim() || run('git', ['rev-parse', 'HEAD'], ROOT, env).stdout.trim();
}

describe('pre-commit run', () => {
  // npm installs the repository's dependencies twice over: a time limit for a loaded machine, not a budget.
  it('installs the hooks and runs them on the files: Failed with the findings and the file not formatted, then Passed once fixed', { timeout: 180_000 }, () => {
    const version = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' });
    expect(version.error, 'pre-commit is not installed: apt-get install pre-commit (.ci/run does)').toBeUndefined();
    const env = { ...npmEnv(join(box.dir, 'home')), PRE_COMMIT_HOME: join(box.dir, 'pre-commit') };
    const { dir, expected } = lintedProject(join(box.dir, 'team'), env);
    const config = `repos:\n  - repo: ${JSON.stringify(ROOT)}\n    rev: ${checkoutRevision(env)}\n    hooks:\n      - id: harness-lint\n      - id: harness-lint-fmt\n`;
    // Blanks at the end of line 1, which formatting removes: the findings stay where they were.
    writeFileSync(join(dir, 'agent.hcl'), AGENT_HCL.replace('policy "p" {\n', 'policy "p" {   \n'));
    writeFileSync(join(dir, '.pre-commit-config.yaml'), config);
    run('git', ['init', '--quiet'], dir, env);
    run('git', ['add', 'agent.hcl', '.pre-commit-config.yaml'], dir, env);
    const runHook = () => run('pre-commit', ['run', '--files', 'agent.hcl'], dir, env, false);

    const failed = runHook();
    expect(failed.status).toBe(1);
    expect(failed.stdout).toMatch(/^\[INFO\] Installing environment for /m);
    expect(failed.stdout).toMatch(/^harness-lint\.+Failed$/m);
    expect(failed.stdout).toContain('3:12  error    policy "p": action "maybe" is not one of "allow", "ask", "deny"  enum-value-invalid');
    expect(expected.stdout).toContain('enum-value-invalid');
    expect(failed.stdout).toMatch(/^harness-lint fmt\.+Failed$/m);
    expect(failed.stdout).toMatch(/^agent\.hcl$/m);

    writeFileSync(join(dir, 'agent.hcl'), 'policy "p" {\n  match  = { tool_name = "search" }\n  action = "allow"\n}\n');
    const passed = runHook();
    expect({
      status: passed.status,
      hook: /^harness-lint\.+(\w+)$/m.exec(passed.stdout)?.[1],
      fmt: /^harness-lint fmt\.+(\w+)$/m.exec(passed.stdout)?.[1],
    }).toEqual({ status: 0, hook: 'Passed', fmt: 'Passed' });
    expect(passed.stdout, "the second run uses the first run's install").not.toMatch(/Installing environment/);
  });
});
