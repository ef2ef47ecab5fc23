// Every input of the evaluator differential, in the order of evaluator-table.jsonl.gz: the
// expressions of the conformance cases and the example (spec examples among them), the
// examples of issue 14, and the generated expressions for each slot kind.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Block, Body } from '../../src/hcl/ast.js';
import { parse } from '../../src/hcl/index.js';
import { generateInputs } from './evaluator-generate.js';
import type { OracleInput } from './evaluator-oracle.js';

const ROOT = join(import.meta.dirname, '..', '..');
export const PER_SLOT_KIND = 2000;

/** Issue 14's examples, each as the kernel evaluates it. */
const ISSUE_EXAMPLES: [string, 'nil' | 'env'][] = [
  ['true ? 40 : "x"', 'nil'],
  ['true ? 1 : "x"', 'nil'],
  ['{ for k in ["env", "env"] : k => "dev"... }', 'nil'],
  ['env("A=B")', 'env'],
  ['0.99999999999999999999', 'nil'],
  ['1.9999999999999999999999', 'nil'],
  ['{ tool_name = true ? 1 : "read_file" }', 'nil'],
  ['true || nope', 'nil'],
  ['false && nope', 'nil'],
  ['true && "true"', 'nil'],
  ['["fs.*"][*]', 'nil'],
  ['40 % 0', 'nil'],
  ['1 / 0', 'nil'],
  ['0 / 0', 'nil'],
  ['1 % 0', 'nil'],
  ['2 - 1', 'nil'],
  ['[1][0]', 'nil'],
  ['{ for k in [1, 2] : k => "dev" }', 'nil'],
  ['{ 1 = "dev" }', 'nil'],
  ['[]', 'nil'],
  ['env(<<EOT\nNAME\nEOT\n)', 'env'],
  ['"${"${"${1}"}"}"', 'nil'],
];

function bodyExpressions(body: Body, source: string, inProvider: boolean, out: OracleInput[]): void {
  for (const a of body.attributes)
    out.push({ src: source.slice(a.expr.range.start.offset, a.expr.range.end.offset), ctx: inProvider ? 'env' : 'nil', kind: 'conformance' });
  for (const b of body.blocks) bodyExpressions(b.body, source, inProvider || isProvider(b), out);
}

function isProvider(b: Block): boolean {
  return b.type === 'provider' && b.labels.length === 1;
}

function fileExpressions(path: string, agentFile: boolean, out: OracleInput[]): void {
  const text = readFileSync(path, 'utf8');
  const r = parse(text);
  if (r.diagnostics.length > 0) return;
  for (const a of r.file.body.attributes) out.push({ src: text.slice(a.expr.range.start.offset, a.expr.range.end.offset), ctx: 'nil', kind: 'conformance' });
  for (const b of r.file.body.blocks) bodyExpressions(b.body, r.file.source, agentFile && isProvider(b), out);
}

export function evaluatorInputs(): OracleInput[] {
  const out: OracleInput[] = [];
  const cases = join(ROOT, 'test', 'conformance', 'cases');
  for (const c of readdirSync(cases, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()) {
    for (const f of readdirSync(join(cases, c))
      .filter((n) => n.endsWith('.hcl'))
      .sort())
      fileExpressions(join(cases, c, f), f === 'agent.hcl', out);
  }
  fileExpressions(join(ROOT, 'examples', 'agent.hcl'), true, out);
  fileExpressions(join(ROOT, 'examples', 'global.hcl'), false, out);
  for (const [src, ctx] of ISSUE_EXAMPLES) out.push({ src, ctx, kind: 'issue' });
  out.push(...generateInputs(PER_SLOT_KIND));
  return out;
}
