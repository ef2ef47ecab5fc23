// The fuzz harness itself: a fuzzer whose checks cannot fail proves nothing, so each check is
// shown to catch what it is for.
import { afterAll, describe, expect, it } from 'vitest';
import type { SourceDiagnostic } from '../../src/diagnostics/diagnostic.js';
import { BoundedRunner, type Outcome } from './support/bounded.js';
import { TextGeometry } from './support/ranges.js';
import { lintProblems, parseProblems } from './support/verdicts.js';

const pos = (line: number, column: number, offset: number) => ({ line, column, offset });

describe('TextGeometry', () => {
  const g = new TextGeometry('ab\né😀x\n');
  it('accepts every real position, the end of each line and the empty last line', () => {
    for (const p of [pos(1, 1, 0), pos(1, 3, 2), pos(2, 1, 3), pos(2, 2, 5), pos(2, 3, 9), pos(2, 4, 10), pos(3, 1, 11)])
      expect(g.posProblem(p), JSON.stringify(p)).toBeNull();
  });
  it('rejects lines and columns outside the text, offsets that disagree, and ranges that run backwards', () => {
    expect(g.posProblem(pos(0, 1, 0))).toBe('line 0 outside 1..3');
    expect(g.posProblem(pos(4, 1, 12))).toBe('line 4 outside 1..3');
    expect(g.posProblem(pos(1, 4, 3))).toBe('column 4 outside 1..3 on line 1');
    expect(g.posProblem(pos(2, 3, 7))).toBe('offset 7 but line 2 column 3 is byte 9');
    expect(g.posProblem(pos(1, 1.5, 0))).toMatch(/^non-integer position/);
    expect(g.rangeProblem({ start: pos(2, 2, 5), end: pos(2, 1, 3) })).toBe('start 2:2 after end 2:1');
    expect(g.rangeProblem({ start: pos(1, 1, 0), end: pos(1, 3, 2) })).toBeNull();
  });
});

describe('verdicts', () => {
  const diag = (message: string, start = pos(1, 1, 0), end = pos(1, 2, 1)): SourceDiagnostic => ({
    ruleId: 'hcl-syntax',
    severity: 'error',
    message,
    range: { start, end },
  });
  const parsed = (diagnostics: SourceDiagnostic[], text = 'a = 1\n', elapsedMs = 1): Outcome => ({ id: 1, op: 'parse', elapsedMs, text, diagnostics });

  it('pass a clean parse', () => {
    expect(parseProblems('a = 1\n', parsed([diag('Unexpected "x"')]))).toEqual([]);
  });
  it('flag a hang, a throw, a slow input, lost text, an internal error, a lost value and a range outside the file', () => {
    expect(parseProblems('a', { id: 1, op: 'hung', elapsedMs: 10_000 })).toEqual(['no answer within 10000 ms (hang)']);
    expect(parseProblems('a', { id: 1, op: 'threw', elapsedMs: 1, error: { message: 'TypeError: x', stack: 'at y' } })).toEqual(['threw TypeError: x\nat y']);
    expect(parseProblems('a = 1\n', parsed([], 'a = 1\n', 5000))).toEqual(['took 5000 ms (budget 1000 ms)']);
    expect(parseProblems('a = 1\n', parsed([], 'a = 2\n'))).toEqual(['the parsed file does not hold the input text']);
    expect(parseProblems('a = 1\n', parsed([diag('Internal parser error: RangeError: Maximum call stack size exceeded')]))).toHaveLength(1);
    expect(parseProblems('a = 1\n', parsed([diag('expected a number, got undefined')]))).toHaveLength(1);
    expect(parseProblems('a = 1\n', parsed([diag('unknown attribute "undefined"')]))).toEqual([]);
    expect(parseProblems('a = 1\n', parsed([diag('x', pos(3, 1, 6), pos(3, 2, 7))]))).toEqual(['hcl-syntax "x": line 3 outside 1..2']);
  });
  it('flag two lint runs that differ', () => {
    const run = (message: string) => JSON.stringify({ files: ['agent.hcl'], diagnostics: [{ ...diag(message), file: 'agent.hcl' }] });
    expect(lintProblems({ 'agent.hcl': 'a = 1\n' }, { id: 1, op: 'lint', elapsedMs: 1, runs: [run('x'), run('x')] })).toEqual([]);
    expect(lintProblems({ 'agent.hcl': 'a = 1\n' }, { id: 1, op: 'lint', elapsedMs: 1, runs: [run('x'), run('y')] })[0]).toMatch(/^two runs differ/);
  });
});

describe('BoundedRunner', () => {
  const runner = new BoundedRunner(500);
  afterAll(() => runner.close());

  it('stops an input that never finishes and carries on with a fresh worker', async () => {
    expect((await runner.run({ op: 'spin' })).op).toBe('hung');
    const next = await runner.run({ op: 'parse', input: 'a = 1\n' });
    expect(next.op === 'parse' && next.diagnostics).toEqual([]);
  });
});
