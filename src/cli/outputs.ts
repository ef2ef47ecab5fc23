// Runs each requested formatter and writes its text to standard output or to its file.
import { resolve } from 'node:path';
import { homeDir } from '../host/default-paths.js';
import { formatNames, formatters, isFormatName, needsProjectFacts, type FormatInput } from '../format/index.js';
import { allRules } from '../rules/index.js';
import { colorEnabled } from './color.js';
import { CliError } from './errors.js';
import type { CliIO } from './io.js';
import type { FormatSpec } from './option-values.js';
import { writeReportFile } from './report-file.js';
import { findSourceRoot } from './source-root.js';

/** What the caller knows of a run; the rest of a FormatInput is gathered here. */
export type RunOutput = Pick<FormatInput, 'diagnostics' | 'files' | 'source' | 'sensitiveNames' | 'notices' | 'tool'>;

/**
 * The facts formatters are handed besides the findings: rule metadata, the pages of the rules
 * `diagnostics` use, and where paths are relative to.
 */
async function formatFacts(
  specs: readonly FormatSpec[],
  diagnostics: RunOutput['diagnostics'],
  io: CliIO,
): Promise<Pick<FormatInput, 'rules' | 'cwd' | 'srcRoot' | 'home' | 'ruleDocs'>> {
  const rules = allRules.map((rule) => rule.meta);
  const cwd = process.cwd();
  if (!specs.some((s) => needsProjectFacts.has(s.name))) return { rules, cwd };
  const { loadRuleDocs } = await import('./rule-docs.js');
  const used = new Set(diagnostics.map((d) => d.ruleId));
  const ruleDocs = loadRuleDocs(rules.filter((r) => used.has(r.id)).map((r) => r.id));
  return { rules, cwd, srcRoot: findSourceRoot(cwd), home: resolve(homeDir(io.env)), ruleDocs };
}

/** The default is stylish on stdout; at most one format may go to stdout, and each file gets one. */
export function checkOutputs(specs: readonly FormatSpec[] | undefined): FormatSpec[] {
  if (!specs || specs.length === 0) return [{ name: 'stylish' }];
  const other = specs.find((s) => !isFormatName(s.name));
  if (other) throw new CliError(`--format ${other.name} is a format of harness-lint permissions; a lint writes ${formatNames.join(', ')}`);
  const toStdout = specs.filter((s) => s.path === undefined);
  if (toStdout.length > 1) {
    throw new CliError(
      `--format: only one format can go to standard output (got ${toStdout.map((s) => s.name).join(', ')}); write the others to files with NAME=PATH`,
    );
  }
  const seen = new Set<string>();
  for (const s of specs) {
    if (s.path === undefined) continue;
    if (seen.has(s.path)) throw new CliError(`--format: ${s.path} is named more than once`);
    seen.add(s.path);
  }
  return [...specs];
}

/** `color`: --color (true) or --no-color (false); undefined leaves it to the environment and the stream. */
export async function writeOutputs(specs: readonly FormatSpec[], run: RunOutput, io: CliIO, color?: boolean): Promise<void> {
  const input = { ...run, ...(await formatFacts(specs, run.diagnostics, io)) };
  for (const spec of specs) {
    const format = await formatters[spec.name]();
    if (spec.path === undefined) {
      io.stdout.write(format({ ...input, color: colorEnabled(io.stdout, io.env, color) }));
      continue;
    }
    const why = writeReportFile(spec.path, format({ ...input, color: false }));
    if (why !== undefined) throw new CliError(`cannot write ${spec.path}: ${why}`);
  }
}
