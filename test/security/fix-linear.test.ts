// Issue 29 item 4: --fix was super-linear. 16,000 policies (32,000 fixes, 1.5 MB) took 20.2 s
// of CPU against 2.2 s for a lint: the fix step checked each fix against every one taken before
// it and copied the whole text for each edit. Now the fixes are sorted once, each checked against
// the previous edit only, and the output is built in one pass. Growth guard on 1,600 vs 16,000
// policies: the fix step timed alone (the lints around it are any run's), CPU time ratios in one
// process.
import { describe, expect, it } from 'vitest';
import { fixProject, lintProject, type LintOutput, type ProjectSources } from '../../src/engine/index.js';
import { growthAt10x, LINEAR_AT_10X } from '../support/cpu-time.js';

/** `count` policies, each with two certain fixes ("Resource" and "Deny" in the wrong case). */
function policies(count: number, fixed = false): string {
  const [kind, action] = fixed ? ['resource', 'deny'] : ['Resource', 'Deny'];
  return Array.from({ length: count }, (_, i) => `policy "p${i}" {\n  match  = { tool_name = "t${i}", kind = "${kind}" }\n  action = "${action}"\n}\n`).join(
    '',
  );
}

const sources = (text: string): ProjectSources => ({ agent: { path: 'agent.hcl', text } });

describe('--fix in linear time', () => {
  it('policies with two fixes each: one pass fixes them all, and the fix step grows linearly (1,600 vs 16,000 policies, 32,000 fixes)', async () => {
    const small = sources(policies(160));
    const first = lintProject(small);
    expect(first.diagnostics.filter((d) => d.fix)).toHaveLength(320);
    const done = await fixProject(small, first, async (s) => lintProject(s));
    expect(done?.text.toString()).toBe(policies(160, true));
    expect(done?.fixed).toBe(320);

    // The fix step of a pass: applyFixes and fixProject's loop around it, with the lint after it answered at once.
    const ratio = await growthAt10x(1_600, (count) => {
      const project = sources(policies(count));
      const lint = lintProject(project);
      expect(lint.diagnostics.filter((d) => d.fix)).toHaveLength(2 * count);
      const nothingLeft: LintOutput = { ...lint, diagnostics: [] };
      return () => fixProject(project, lint, async () => nothingLeft);
    });
    expect(ratio).toBeLessThan(LINEAR_AT_10X);
  }, 120_000);
});
