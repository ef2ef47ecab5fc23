// The matcher itself: it must be able to fail.
import { describe, expect, it } from 'vitest';
import { matchExpectation, type CaseRun, type Expectation, type ReportedDiagnostic } from './run-case.js';

const diag = (severity: 'error' | 'warning', line: number, message: string, ruleId = 'x'): ReportedDiagnostic => ({
  ruleId,
  severity,
  message,
  file: 'agent.hcl',
  range: { start: { line, column: 1 } },
});
const run = (exitCode: number, ...diagnostics: ReportedDiagnostic[]): CaseRun => ({ exitCode, stderr: '', diagnostics });
const rejectWith = (...errors: Expectation['errors']): Expectation => ({ verdict: 'reject', errors, warnings: [] });

describe('matchExpectation', () => {
  it('passes when every expectation finds its own diagnostic', () => {
    const expect_ = rejectWith({ file: 'agent.hcl', line: 3, keywords: ['A'], rule: 'x' }, { file: 'agent.hcl', line: 3, keywords: [], rule: 'x' });
    expect(matchExpectation(expect_, run(1, diag('error', 3, 'b'), diag('error', 3, 'a')))).toEqual({ failures: [], unlistedWarnings: [] });
  });

  it('matches one-to-one: two expectations cannot share one diagnostic', () => {
    const expect_ = rejectWith({ file: 'agent.hcl', line: 3, keywords: ['a'], rule: 'x' }, { file: 'agent.hcl', line: 3, keywords: ['a'], rule: 'x' });
    expect(matchExpectation(expect_, run(1, diag('error', 3, 'a'))).failures).toEqual(['missing error x at agent.hcl:3 with ["a"]']);
  });

  it('fails on another rule id at the right place with the right words', () => {
    const expect_ = rejectWith({ file: 'agent.hcl', line: 3, keywords: ['a'], rule: 'y' });
    expect(matchExpectation(expect_, run(1, diag('error', 3, 'a', 'x'))).failures).toEqual([
      'missing error y at agent.hcl:3 with ["a"]',
      'unexpected error agent.hcl:3:1 x: a',
    ]);
  });

  it('fails on an error no expectation claims, even when the verdict is reject', () => {
    const expect_ = rejectWith({ file: 'agent.hcl', line: 3, keywords: [], rule: 'x' });
    expect(matchExpectation(expect_, run(1, diag('error', 3, 'a'), diag('error', 4, 'extra', 'z'))).failures).toEqual([
      'unexpected error agent.hcl:4:1 z: extra',
    ]);
  });

  it('fails on a wrong verdict or exit code, and on a wrong line or severity', () => {
    const expect_: Expectation = { verdict: 'accept', errors: [], warnings: [{ file: 'agent.hcl', line: 2, keywords: [], rule: 'x' }] };
    expect(matchExpectation(expect_, run(1, diag('error', 2, 'boom'))).failures).toEqual([
      'verdict reject, expected accept',
      'exit code 1, expected 0',
      'missing warning x at agent.hcl:2 with []',
      'unexpected error agent.hcl:2:1 x: boom',
    ]);
  });

  it('fails on an unlisted warning of a catalogue rule', () => {
    const expect_: Expectation = { verdict: 'accept', errors: [], warnings: [] };
    expect(matchExpectation(expect_, run(0, diag('warning', 5, 'hm', 'policy-unsatisfiable'))).failures).toEqual([
      'unexpected warning agent.hcl:5:1 policy-unsatisfiable: hm',
    ]);
  });

  it("reports an unlisted warning of the linter's own lock-file-missing without failing", () => {
    const expect_: Expectation = { verdict: 'accept', errors: [], warnings: [] };
    const extra = diag('warning', 1, 'no lock file', 'lock-file-missing');
    expect(matchExpectation(expect_, run(0, extra))).toEqual({ failures: [], unlistedWarnings: [extra] });
  });

  it("fails on lock-file-missing as an error (only its warning is the linter's own extra)", () => {
    const expect_ = rejectWith({ file: 'agent.hcl', line: 3, keywords: [], rule: 'x' });
    expect(matchExpectation(expect_, run(1, diag('error', 3, 'a'), diag('error', 1, 'no lock file', 'lock-file-missing'))).failures).toEqual([
      'unexpected error agent.hcl:1:1 lock-file-missing: no lock file',
    ]);
  });
});
