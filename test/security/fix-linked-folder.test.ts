// Issue 29 item 6: `cd tools && harness-lint --fix ../s6/agent.hcl` rewrote a file through a
// symlinked folder outside the working directory, though docs/security.md promises "never
// through a linked folder": only the folders below the working directory were looked at. Now
// every folder on the file's whole path is, from the root down.
import { mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { tempDir } from '../support/temp-dir.js';

const BROKEN = 'policy "p" {\n  match  = { kind = "resource" }\n  action = "Deny"\n}\n';

/** A checkout with a tools folder and s6, a link to a project elsewhere on the machine. */
function checkout(): { root: string; target: string } {
  const root = realpathSync(tempDir('hl-fix-outside-'));
  const target = join(root, 'elsewhere');
  mkdirSync(target);
  writeFileSync(join(target, 'agent.hcl'), BROKEN);
  mkdirSync(join(root, 'checkout', 'tools'), { recursive: true });
  symlinkSync(target, join(root, 'checkout', 's6'));
  return { root, target };
}

describe('--fix through a linked folder outside the working directory', () => {
  it('`cd tools && harness-lint --fix ../s6/agent.hcl` with s6 a link: refused, the target unchanged, the findings reported', () => {
    const { root, target } = checkout();
    const run = runCli(['--no-plugins', '--fix', '-f', 'compact', '--', '../s6/agent.hcl'], { cwd: join(root, 'checkout', 'tools') });
    expect(readFileSync(join(target, 'agent.hcl'), 'utf8')).toBe(BROKEN);
    expect(run.stderr).toBe('harness-lint: not fixing ../s6/agent.hcl: its folder ../s6 is a symbolic link\n');
    expect(run.stdout).toContain('[enum-value-invalid]');
    expect(run.status).toBe(1);
  });

  it('the same file named by its absolute path: refused, the link named absolute', () => {
    const { root, target } = checkout();
    const file = join(root, 'checkout', 's6', 'agent.hcl');
    const run = runCli(['--no-plugins', '--fix', '-f', 'compact', '--', file], { cwd: join(root, 'checkout', 'tools') });
    expect(readFileSync(join(target, 'agent.hcl'), 'utf8')).toBe(BROKEN);
    expect(run.stderr).toBe(`harness-lint: not fixing ${file}: its folder ${join(root, 'checkout', 's6')} is a symbolic link\n`);
    expect(run.status).toBe(1);
  });

  it('a real folder outside the working directory is fixed', () => {
    const { root, target } = checkout();
    const run = runCli(['--no-plugins', '--fix', '--', '../../elsewhere/agent.hcl'], { cwd: join(root, 'checkout', 'tools') });
    expect(run).toEqual({ status: 0, stdout: 'harness-lint: fixed 1 problem in ../../elsewhere/agent.hcl\n', stderr: '' });
    expect(readFileSync(join(target, 'agent.hcl'), 'utf8')).toBe(BROKEN.replace('Deny', 'deny'));
  });
});
