// Issue 16 part 5: an auto-discovered .harness-lintrc.json naming 40,000 unknown rule ids took
// 81 s (its problems were put in file order by a search per comparison, and each id's
// suggestion re-sorted the known ids). Now its cost grows linearly, stays within 2× of linting
// an ordinary agent.hcl of the same size (the linter's ordinary input: no config can hold that
// many distinct valid settings), and the error spells out the first problems and counts the rest.
// CPU time ratios only.
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLinterConfig, LinterConfigError } from '../../src/host/linter-config/index.js';
import { MAX_LISTED } from '../../src/host/linter-config/validate.js';
import { allRules } from '../../src/rules/index.js';
import { growthAt10x, LINEAR_AT_10X } from '../support/cpu-time.js';
import { timeAgainstOrdinary } from '../support/ordinary-project.js';
import { tempDir } from '../support/temp-dir.js';

const KNOWN = allRules.map((r) => r.meta.id);
let root: string;
let projects = 0;

beforeAll(() => {
  root = realpathSync(tempDir('hl-config-linear-'));
});

/** A checkout holding `config` as .harness-lintrc.json; the returned run finds it by searching and returns its error. */
function discovering(config: string): () => Promise<LinterConfigError> {
  const dir = join(root, `checkout-${projects++}`);
  mkdirSync(join(dir, '.git'), { recursive: true });
  writeFileSync(join(dir, '.harness-lintrc.json'), config);
  return async () => {
    const err = await loadLinterConfig({ startDir: dir, knownRuleIds: KNOWN, cwd: dir }).then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(err instanceof LinterConfigError)) throw new Error('the config was accepted');
    return err;
  };
}

const unknownIds = (n: number) => JSON.stringify({ rules: Object.fromEntries(Array.from({ length: n }, (_, i) => [`no-such-rule-${i}`, 'error'])) });

describe('a linter config naming many unknown rule ids', () => {
  it('lists the first problems in file order with their suggestions, and counts the rest', async () => {
    const rules: Record<string, string> = { 'policy-conflct': 'error' };
    for (let i = 0; i < 30; i++) rules[`no-such-rule-${i}`] = i === 3 ? 'loud' : 'off';
    const err = await discovering(JSON.stringify({ rules }))();
    expect(err.problems).toHaveLength(MAX_LISTED);
    expect(err.problems.slice(0, 5)).toEqual([
      'unknown rule id "policy-conflct" in "rules"; did you mean "policy-conflict"?',
      'unknown rule id "no-such-rule-0" in "rules"',
      'unknown rule id "no-such-rule-1" in "rules"',
      'unknown rule id "no-such-rule-2" in "rules"',
      'rule "no-such-rule-3" is set to a string that is no severity; use "off", "warning" or "error"',
    ]);
    // 31 unknown ids and one bad severity: 32 problems.
    expect(err.more).toBe(32 - MAX_LISTED);
    expect(err.message.split('\n').slice(-2)).toEqual([`  - ${err.problems[MAX_LISTED - 1]}`, `  - and ${32 - MAX_LISTED} more problems`]);
  }, 120_000);

  it('costs linear time, within 2x of linting an ordinary agent.hcl of the same size', async () => {
    expect(await growthAt10x(1_000, (n) => discovering(unknownIds(n)))).toBeLessThan(LINEAR_AT_10X);
    const config = unknownIds(20_000);
    expect(await timeAgainstOrdinary(config.length, discovering(config))).toBeLessThan(2);
  }, 120_000);
});
