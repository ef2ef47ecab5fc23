// What counts as a failure for one fuzz input: a hang, a throw, a slow input, an internal
// error turned into a diagnostic, a position outside the file, or two runs that differ.
import type { Diagnostic, SourceDiagnostic } from '../../../src/diagnostics/diagnostic.js';
import type { Outcome } from './bounded.js';
import { isUtf8, TextGeometry, textOf } from './ranges.js';

/** Per-input budget: far above what a few KB takes, far below a hang. */
export const PARSE_BUDGET_MS = 1000;
export const LINT_BUDGET_MS = 2000;
/** The watchdog: past this the worker is killed and the input reported as a hang. */
export const HANG_MS = 10_000;

const INTERNAL = /internal (parser )?error|TypeError|RangeError|ReferenceError|is not a function|cannot read propert|\[object Object\]/i;
/** Outside quoted user text, these words in a message mean a value was lost on the way. */
const LOST_VALUE = /\bundefined\b|\bNaN\b/;

function looksInternal(message: string): boolean {
  return INTERNAL.test(message) || LOST_VALUE.test(message.replace(/"(?:[^"\\]|\\.)*"/g, '""'));
}

function common(outcome: Outcome, budgetMs: number): string[] {
  if (outcome.op === 'hung') return [`no answer within ${HANG_MS} ms (hang)`];
  if (outcome.op === 'threw') return [`threw ${outcome.error.message}\n${outcome.error.stack}`];
  return outcome.elapsedMs > budgetMs ? [`took ${Math.round(outcome.elapsedMs)} ms (budget ${budgetMs} ms)`] : [];
}

function diagnosticProblems(
  d: SourceDiagnostic | Diagnostic,
  geometry: TextGeometry | undefined,
  sameFile: (file: string) => TextGeometry | undefined,
): string[] {
  const out: string[] = [];
  const where = `${d.ruleId} "${d.message}"`;
  if (looksInternal(d.message)) out.push(`${where}: message looks like an internal error`);
  if (d.message.trim() === '') out.push(`${d.ruleId}: empty message`);
  const problem = geometry ? geometry.rangeProblem(d.range) : 'diagnostic names a file that was not linted';
  if (problem) out.push(`${where}: ${problem}`);
  for (const r of d.related ?? []) {
    const g = sameFile(r.file);
    const p = g ? g.rangeProblem(r.range) : null;
    if (p) out.push(`${where}: related "${r.message}": ${p}`);
  }
  return out;
}

export function parseProblems(input: string | Uint8Array, outcome: Outcome): string[] {
  const out = common(outcome, PARSE_BUDGET_MS);
  if (outcome.op !== 'parse') return out.length > 0 ? out : [`unexpected outcome ${outcome.op}`];
  const text = textOf(input);
  if (outcome.text !== text) out.push('the parsed file does not hold the input text');
  const geometry = new TextGeometry(text, isUtf8(input));
  for (const d of outcome.diagnostics) out.push(...diagnosticProblems(d, geometry, () => undefined));
  return out;
}

/** `files` maps each displayed path (as passed to lint) to the bytes written there. */
export function lintProblems(files: Record<string, string | Uint8Array>, outcome: Outcome): string[] {
  const out = common(outcome, LINT_BUDGET_MS);
  if (outcome.op === 'input-error') return out;
  if (outcome.op !== 'lint') return out.length > 0 ? out : [`unexpected outcome ${outcome.op}`];
  const [first, second] = outcome.runs;
  if (first !== second) out.push(`two runs differ:\n${first}\n${second}`);
  const geometries = new Map(Object.entries(files).map(([name, data]) => [name, new TextGeometry(textOf(data), isUtf8(data))]));
  const result = JSON.parse(first) as { diagnostics: Diagnostic[] };
  for (const d of result.diagnostics) out.push(...diagnosticProblems(d, geometries.get(d.file), (f) => geometries.get(f)));
  return out;
}
