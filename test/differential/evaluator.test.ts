// The evaluator differential: every input of evaluator-inputs.ts evaluated by the linter's
// evaluator (src/hcl/eval) and by HashiCorp's hclsyntax v2.24.0 over go-cty (v1.18.1, the
// newest in the mirror this table was made from) through evaluator-oracle/main.go; the value,
// its cty type and every diagnostic (summary, detail, subject range) must be identical.
//
// To regenerate the table after changing the inputs:
//   EVALUATOR_INPUTS=/tmp/inputs.jsonl npx vitest run test/differential/evaluator.test.ts
//   (cd test/differential/evaluator-oracle && go run .) < /tmp/inputs.jsonl | gzip -9n > test/differential/evaluator-table.jsonl.gz
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SLOT_KINDS } from './evaluator-generate.js';
import { evaluatorInputs, PER_SLOT_KIND } from './evaluator-inputs.js';
import { ourOutput, type OracleOutput } from './evaluator-oracle.js';

const TABLE = join(import.meta.dirname, 'evaluator-table.jsonl.gz');

const inputs = evaluatorInputs();
if (process.env.EVALUATOR_INPUTS) writeFileSync(process.env.EVALUATOR_INPUTS, inputs.map((i) => JSON.stringify({ src: i.src, ctx: i.ctx })).join('\n') + '\n');
const table: OracleOutput[] = gunzipSync(readFileSync(TABLE))
  .toString('utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as OracleOutput);

/** The oracle leaves out what a failed parse has no use for. */
function expected(o: OracleOutput): OracleOutput {
  return o.parse ? o : { src: o.src, ctx: o.ctx, parse: false, diagnostics: [] };
}

describe('evaluator differential (hashicorp/hcl v2.24.0 and go-cty)', () => {
  it('has the oracle answer for every input, in order', () => {
    expect(table.map((t) => [t.src, t.ctx])).toEqual(inputs.map((i) => [i.src, i.ctx]));
  });

  it(`covers every slot kind with ${PER_SLOT_KIND} generated expressions, the conformance cases and the issue's examples`, () => {
    const count = (kind: string): number => inputs.filter((i) => i.kind === kind).length;
    for (const kind of SLOT_KINDS) expect(count(kind), kind).toBe(PER_SLOT_KIND);
    expect(count('conformance')).toBeGreaterThan(500);
    expect(count('issue')).toBe(22);
    // Not a table of errors only: most inputs evaluate, many of them to a known value.
    expect(table.filter((t) => t.parse && t.diagnostics.length === 0).length).toBeGreaterThan(inputs.length / 3);
  });

  it('agrees with HCL on the value, its type and every diagnostic of every input', () => {
    const disagreements = inputs.flatMap((input, i) => {
      const ours = ourOutput(input);
      const theirs = expected(table[i]);
      return JSON.stringify(sorted(ours)) === JSON.stringify(sorted(theirs)) ? [] : [{ input, ours, theirs }];
    });
    expect(disagreements.slice(0, 5)).toEqual([]);
    expect(disagreements.length).toBe(0);
  });
});

/** Object keys sorted, as Go's encoder writes them. */
function sorted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sorted);
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => x !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, x]) => [k, sorted(x)]),
    );
  }
  return v;
}
