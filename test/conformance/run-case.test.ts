// The matcher itself: it must be able to fail.
import { describe, expect, it } from 'vitest';
import { matchExpectation, type CaseRun, type ReportedDiagnostic } from './run-case.js';

const diag = (severity: 'error' | 'warning', line: number, message: string): ReportedDiagnostic => ({
  ruleId: 'x',
  severity,
  message,
  file: 'agent.hcl',
  range: { start: { line, column: 1 } },
});
const run = (exitCode: number, ...diagnostics: ReportedDiagnostic[]): CaseRun => ({ exitCode, stderr: '', diagnostics });

describe('matchExpectation', () => {
  it('passes when every expectation finds its own diagnostic', () => {
    const expect_ = {
      verdict: 'reject' as const,
      errors: [
        { file: 'agent.hcl', line: 3, keywords: ['A'], rule: 'x' },
        { file: 'agent.hcl', line: 3, keywords: [], rule: 'x' },
      ],
      warnings: [],
    };
    expect(matchExpectation(expect_, run(1, diag('error', 3, 'b'), diag('error', 3, 'a')))).toEqual({ failures: [], unlistedWarnings: [] });
  });

  it('matches one-to-one: two expectations cannot share one diagnostic', () => {
    const expect_ = {
      verdict: 'reject' as const,
      errors: [
        { file: 'agent.hcl', line: 3, keywords: ['a'], rule: 'x' },
        { file: 'agent.hcl', line: 3, keywords: ['a'], rule: 'y' },
      ],
      warnings: [],
    };
    expect(matchExpectation(expect_, run(1, diag('error', 3, 'a'))).failures).toEqual(['missing error y at agent.hcl:3 with ["a"]']);
  });

  it('fails on a wrong verdict or exit code, and on a wrong line or severity', () => {
    const expect_ = { verdict: 'accept' as const, errors: [], warnings: [{ file: 'agent.hcl', line: 2, keywords: [], rule: 'w' }] };
    expect(matchExpectation(expect_, run(1, diag('error', 2, 'boom'))).failures).toEqual([
      'verdict reject, expected accept; errors: agent.hcl:2:1 x: boom',
      'exit code 1, expected 0',
      'missing warning w at agent.hcl:2 with []',
    ]);
  });

  it('reports unlisted warnings without failing', () => {
    const expect_ = { verdict: 'accept' as const, errors: [], warnings: [] };
    const extra = diag('warning', 5, 'hm');
    expect(matchExpectation(expect_, run(0, extra))).toEqual({ failures: [], unlistedWarnings: [extra] });
  });
});
