// Shared by the lock-file, global-config and rule tests: parse inline HCL and render findings
// compactly (ranges as "line:col-line:col") so expectations stay readable and exact.
import { parse } from '../../src/hcl/index.js';
import type { HclFile, Range } from '../../src/hcl/ast.js';
import type { RelatedInfo } from '../../src/diagnostics/diagnostic.js';

export function parseClean(text: string): HclFile {
  const result = parse(Buffer.from(text, 'utf8'));
  if (result.diagnostics.length > 0) throw new Error(`test input does not parse: ${result.diagnostics.map((d) => d.message).join('; ')}`);
  return result.file;
}

export function span(r: Range): string {
  return `${r.start.line}:${r.start.column}-${r.end.line}:${r.end.column}`;
}

export interface Shown {
  ruleId: string;
  severity?: string;
  file?: string;
  message: string;
  range: string;
  related?: { file: string; range: string; message: string }[];
  notes?: string[];
}

export function show(d: { ruleId: string; severity?: string; file?: string; message: string; range: Range; related?: RelatedInfo[]; notes?: string[] }): Shown {
  const out: Shown = { ruleId: d.ruleId, message: d.message, range: span(d.range) };
  if (d.severity !== undefined) out.severity = d.severity;
  if (d.file !== undefined) out.file = d.file;
  if (d.related !== undefined && d.related.length > 0) out.related = d.related.map((r) => ({ file: r.file, range: span(r.range), message: r.message }));
  if (d.notes !== undefined && d.notes.length > 0) out.notes = d.notes;
  return out;
}

/** Lines joined with "\n", so fixtures can be written one line per array element. */
export function lines(...ls: string[]): string {
  return ls.join('\n') + '\n';
}

export const SUM_A = 'sha256:57667a5342d7652a48a71de86f089742b644f9ca9bd15b0d872cc7d8072663d0';
export const SUM_B = 'sha256:a18a13d9d127921a2abee2d2ec7417a974773d49bb87d2fc37bb663a428653eb';
