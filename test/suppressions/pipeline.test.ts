// Suppressions applied by the pipeline (src/lint.ts): per file, after the rules ran.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { lint } from '../../src/host/lint.js';
import { tempDir } from '../support/temp-dir.js';

let dir: string;
beforeEach(() => {
  dir = tempDir('hl-suppress-');
});

const AGENT = `policy "a" {
  # harness-lint-ignore: policy-empty-match -- a catch-all on purpose
  match  = {}
  action = "allow"
}
policy "b" {
  match = { tool_name = "x" } # harness-lint-ignore: policy-conflict
  action = "deny"
}
`;

async function run(ruleSettings?: Record<string, 'off' | 'warning' | 'error'>) {
  const file = join(dir, 'agent.hcl');
  writeFileSync(file, AGENT);
  const result = await lint({ file, globalConfig: join(dir, 'none.hcl'), settings: { rules: ruleSettings }, cwd: dir });
  return result.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.ruleId} ${d.message}`);
}

describe('inline suppressions in the pipeline', () => {
  it('silence the finding on the next line and report a directive that silenced nothing', async () => {
    expect(await run()).toEqual([
      '7:31 unused-suppression unused suppression: no "policy-conflict" finding on line 7; remove "policy-conflict" from this directive',
    ]);
  });

  it('do not call a directive unused when the config turned its rule off', async () => {
    expect(await run({ 'policy-empty-match': 'off', 'policy-conflict': 'off' })).toEqual([]);
  });
});
