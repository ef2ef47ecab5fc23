// An unusable linter config: exit 2, the problems one per line under the first, each escaped
// on its own line, so a hostile rule id in a checkout's config cannot start a line (a forged
// workflow command) and a list of problems stays readable. A key not shaped like a name is not
// quoted at all (it may be a secret).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { tempDir } from '../support/temp-dir.js';

function checkout(config: unknown): string {
  const root = tempDir('hl-config-errors-');
  mkdirSync(join(root, '.git'));
  writeFileSync(join(root, 'agent.hcl'), '');
  writeFileSync(join(root, '.harness-lintrc.json'), JSON.stringify(config));
  return root;
}

describe('linter config errors on stderr', () => {
  it('lists several problems one per line, a hostile rule id only described on its own line', () => {
    const r = runCli(['--no-plugins', '--', 'agent.hcl'], { cwd: checkout({ rules: { 'no-such-rule': 'off', 'x\n::error::forged\u001b]0;t\u0007': 'off' } }) });
    expect(r).toEqual({
      status: 2,
      stdout: '',
      stderr: [
        'harness-lint: invalid linter config .harness-lintrc.json:',
        '  - unknown rule id "no-such-rule" in "rules"',
        // Not shaped like a name, so not quoted at all (a key may be a secret), only measured.
        '  - unknown rule id of 23 characters (not shown: it does not look like a name) in "rules"',
        '',
      ].join('\n'),
    });
  });

  it('keeps a single problem on the first line', () => {
    const r = runCli(['--no-plugins', '--', 'agent.hcl'], { cwd: checkout({ rules: { 'no-such-rule': 'off' } }) });
    expect(r).toEqual({
      status: 2,
      stdout: '',
      stderr: 'harness-lint: invalid linter config .harness-lintrc.json: unknown rule id "no-such-rule" in "rules"\n',
    });
  });
});
