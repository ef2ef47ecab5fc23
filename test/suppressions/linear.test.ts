// Issue 16 part 5: many suppression directives cost linear time. 40,000 stacked own-line
// directives took 15 s (each walked down over every comment line below it), n directives
// against n findings compared every pair, and each unknown id was measured against every known
// one afresh. Each shape is timed at n and 10n in one process, and against an ordinary
// project (agent.hcl and lock file) of the same size, which it may not exceed by more than 2×. CPU time ratios only.
import { describe, expect, it } from 'vitest';
import { lintProject } from '../../src/engine/index.js';
import { growthAt10x, LINEAR_AT_10X } from '../support/cpu-time.js';
import { timeAgainstOrdinary } from '../support/ordinary-project.js';

const AGENT = 'agent.hcl';
const lint = (text: string) => () => lintProject({ agent: { path: AGENT, text } });

const stacked = (n: number) => '# harness-lint-ignore: hcl-unsupported-argument -- generated\n'.repeat(n) + 'x = 1\n';

describe('suppression directives in linear time', () => {
  it('n stacked own-line directives all reach the one code line below them', async () => {
    const out = lintProject({ agent: { path: AGENT, text: stacked(3) } });
    expect(out.diagnostics).toEqual([]);
    expect(await growthAt10x(800, (n) => lint(stacked(n)))).toBeLessThan(LINEAR_AT_10X);
    const hostile = stacked(10_000);
    expect(await timeAgainstOrdinary(hostile.length, lint(hostile))).toBeLessThan(2);
  }, 120_000);

  it('n directives each above its own finding, and n file directives against n findings', async () => {
    const interleaved = (n: number) => Array.from({ length: n }, (_, i) => `# harness-lint-ignore: hcl-unsupported-argument\nx${i} = 1\n`).join('');
    const fileWide = (n: number) =>
      '# harness-lint-ignore-file: hcl-unsupported-argument\n'.repeat(n) + Array.from({ length: n }, (_, i) => `x${i} = 1\n`).join('');
    expect(lintProject({ agent: { path: AGENT, text: interleaved(3) } }).diagnostics).toEqual([]);
    expect(lintProject({ agent: { path: AGENT, text: fileWide(3) } }).diagnostics).toEqual([]);
    expect(await growthAt10x(800, (n) => lint(interleaved(n)))).toBeLessThan(LINEAR_AT_10X);
    expect(await growthAt10x(800, (n) => lint(fileWide(n)))).toBeLessThan(LINEAR_AT_10X);
  }, 120_000);

  it('n directives naming n different unknown ids, each with its suggestion', async () => {
    const unknown = (n: number) =>
      Array.from({ length: n }, (_, i) => `# harness-lint-ignore: hcl-unsupportd-argument${'x'.repeat(i % 3)}\n`).join('') +
      Array.from({ length: n }, (_, i) => `# harness-lint-ignore: no-such-rule-${i}\n`).join('');
    const out = lintProject({ agent: { path: AGENT, text: unknown(2) } });
    expect(out.diagnostics.map((d) => [d.ruleId, d.range.start.line, d.message])).toEqual([
      ['invalid-suppression', 1, 'invalid suppression: unknown rule id "hcl-unsupportd-argument"; did you mean "hcl-unsupported-argument"?'],
      ['invalid-suppression', 2, 'invalid suppression: unknown rule id "hcl-unsupportd-argumentx"; did you mean "hcl-unsupported-argument"?'],
      ['invalid-suppression', 3, 'invalid suppression: unknown rule id "no-such-rule-0"'],
      ['invalid-suppression', 4, 'invalid suppression: unknown rule id "no-such-rule-1"'],
    ]);
    expect(await growthAt10x(800, (n) => lint(unknown(n)))).toBeLessThan(LINEAR_AT_10X);
  }, 120_000);

  it('n block-comment directives on one long line (each used to copy the line)', async () => {
    const oneLine = (n: number) => `${'/* harness-lint-ignore: hcl-unsupported-argument */ '.repeat(n)}\nx = 1\n`;
    const out = lintProject({ agent: { path: AGENT, text: oneLine(2) } });
    // The first is an own-line directive for line 2; the second trails it, so it is for line 1.
    expect(out.diagnostics.map((d) => [d.ruleId, d.range.start.line, d.range.start.column])).toEqual([['unused-suppression', 1, 53]]);
    // 2,000, not 800: at 800 the small run is a few milliseconds, and its ratio ranged from 2 to
    // 30 over runs of the same code; at 2,000 it stays at 6 to 9.
    expect(await growthAt10x(2_000, (n) => lint(oneLine(n)))).toBeLessThan(LINEAR_AT_10X);
  }, 120_000);
});
