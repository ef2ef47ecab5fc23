// Issue 16 part 5, the evaluator's bounds: a small file must not make the evaluator build huge
// strings or collections. Nested `"${s}${s}"` doubles a string at every level (1.65 KB of them
// printed 256 MiB; 2.4 KB crashed with "Invalid string length"); here they end in one diagnostic,
// and the cost stays flat as the input grows tenfold.
import { describe, expect, it } from 'vitest';
import { evaluate, DEFAULT_LIMITS } from '../../src/hcl/eval/index.js';
import { parse } from '../../src/hcl/index.js';
import { growthAt10x, LINEAR_AT_10X } from '../support/cpu-time.js';
import { at, lintAgent } from '../support/lint-agent.js';

/** `levels` nested for expressions, each binding s to "${s}${s}": 2^levels characters. */
function doubling(levels: number): string {
  let e = 's';
  for (let i = 0; i < levels; i++) e = `[for s in ["\${s}\${s}"] : ${e}]`;
  return `[for s in ["ab"] : ${e}]`;
}

function exprOf(text: string) {
  const r = parse(`x = ${text}\n`);
  expect(r.diagnostics).toEqual([]);
  return r.file.body.attributes[0].expr;
}

describe('evaluator bounds', () => {
  it('stops a doubling string at the length bound with one diagnostic, at 1.65 KB and at 2.4 KB of input', () => {
    for (const levels of [64, 92]) {
      const text = doubling(levels);
      expect(text.length).toBeGreaterThan(levels === 64 ? 1650 : 2400);
      const outcome = evaluate(exprOf(text), null);
      expect(outcome.diagnostics.map((d) => [d.summary, d.detail, d.cause])).toEqual([
        ['Expression too large to evaluate', `It builds a string longer than ${DEFAULT_LIMITS.stringLength} characters.`, 'limit'],
      ]);
    }
  });

  it('reports it as expr-not-allowed at the template that grows too long', () => {
    const expr = doubling(30);
    const src = `settings {\n  default_frontend = "cli"\n  log_level        = ${expr}\n  telemetry        = true\n}\n`;
    const found = lintAgent(src);
    expect(found.map((f) => [f.ruleId, f.message])).toEqual([
      [
        'expr-not-allowed',
        `Expression too large to evaluate: log_level in settings: It builds a string longer than ${DEFAULT_LIMITS.stringLength} characters. Write the value out.`,
      ],
    ]);
    // Level k holds 2^(k+1) characters: the 20th is the first over 2^20.
    expect(found[0].range).toEqual(at(src, '"${s}${s}"', 20));
  });

  it('bounds all strings built together, as template for loops repeat them', () => {
    const list = `[${Array.from({ length: 200 }, () => '1').join(', ')}]`;
    const text = `[for a in ${list} : "%{ for b in ${list} }${'${'}"${'x'.repeat(500)}"}%{ endfor }"]`;
    const outcome = evaluate(exprOf(text), null);
    expect(outcome.diagnostics.map((d) => d.detail)).toEqual([`It builds more than ${DEFAULT_LIMITS.totalChars} characters of strings.`]);
  });

  it('costs no more for ten times the doubling levels (the bound cuts it off)', async () => {
    const ratio = await growthAt10x(24, (levels) => {
      const expr = exprOf(doubling(levels));
      return () => evaluate(expr, null);
    });
    expect(ratio).toBeLessThan(LINEAR_AT_10X);
  });
});
