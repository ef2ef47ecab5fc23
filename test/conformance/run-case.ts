// Runs one conformance case through the real CLI and matches its output against expect.json
// with the README's rules, made stricter (matchExpectation). Cases with providers.json need
// plugins: callers pass the extra CLI arguments (a generated global config, --cache-dir, ...)
// through `extraArgs`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'harness-lint.js');
/**
 * The cases' linter config, so the CLI does not look for one outside the case. It turns off
 * plugin-not-installed: a required provider without a providers.json entry has unknown
 * capabilities, and the README says nothing is reported about it (no catalogue check says so).
 */
const LINTER_CONFIG = join(import.meta.dirname, 'linter-config.json');

export interface Expected {
  file: string;
  line: number;
  keywords: string[];
  rule: string;
}

export interface Expectation {
  verdict: 'accept' | 'reject';
  errors: Expected[];
  warnings: Expected[];
}

export interface ReportedDiagnostic {
  ruleId: string;
  severity: 'error' | 'warning';
  message: string;
  file: string;
  range: { start: { line: number; column: number } };
}

export interface CaseRun {
  exitCode: number | null;
  stderr: string;
  diagnostics: ReportedDiagnostic[];
}

export function readExpectation(caseDir: string): Expectation {
  return JSON.parse(readFileSync(join(caseDir, 'expect.json'), 'utf8')) as Expectation;
}

export function hasProviders(caseDir: string): boolean {
  return existsSync(join(caseDir, 'providers.json'));
}

/**
 * `--lock-file` and `--global-config` for the case's files that exist, as the README's harness
 * passes them (a named file must exist). An absent global config is left to the default, which
 * the harness's HOME (the case folder) does not hold; the default lock file is the case's own.
 */
export function caseFileArgs(caseDir: string): string[] {
  const lock = join('.agent', 'agent.lock.hcl');
  return [
    ...(existsSync(join(caseDir, lock)) ? ['--lock-file', lock] : []),
    ...(existsSync(join(caseDir, 'global.hcl')) ? ['--global-config', 'global.hcl'] : []),
  ];
}

/**
 * Lints `caseDir` with the CLI from inside the case folder, so reported paths are the README's
 * `agent.hcl`, `.agent/agent.lock.hcl` and `global.hcl`; it reads nothing outside the case.
 * Without extraArgs the run is `--no-plugins`.
 */
export function runCase(caseDir: string, extraArgs: string[] | null = null): CaseRun {
  const args = [BIN, 'agent.hcl', '--format', 'json', ...caseFileArgs(caseDir), '--config', LINTER_CONFIG];
  args.push(...(extraArgs ?? ['--no-plugins']));
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: caseDir };
  const result = spawnSync(process.execPath, args, { cwd: caseDir, env, encoding: 'utf8', timeout: 60_000 });
  let diagnostics: ReportedDiagnostic[] = [];
  if (result.stdout.trim() !== '') diagnostics = (JSON.parse(result.stdout) as { diagnostics: ReportedDiagnostic[] }).diagnostics;
  return { exitCode: result.status, stderr: result.stderr, diagnostics };
}

/**
 * Warnings of harness-lint's own rules that the cases draw by design. The corpus lists every
 * warning the catalogue predicts, so any other unlisted warning fails its case; a rule that is
 * not in the catalogue cannot be listed there. lock-file-missing: most cases have no lock file.
 */
const OWN_RULE_WARNINGS: ReadonlySet<string> = new Set(['lock-file-missing']);

export interface MatchResult {
  /** Why the case fails; empty when it passes. */
  failures: string[];
  /** Unlisted warnings of the linter's own rules (the README's soft failure: logged, not failing). */
  unlistedWarnings: ReportedDiagnostic[];
}

function fits(e: Expected, severity: string, d: ReportedDiagnostic): boolean {
  if (d.ruleId !== e.rule || d.severity !== severity || d.file !== e.file || d.range.start.line !== e.line) return false;
  const message = d.message.toLowerCase();
  return e.keywords.every((k) => message.includes(k.toLowerCase()));
}

/** Maximum one-to-one matching of expectations to diagnostics (augmenting paths; cases are small). */
function matchOneToOne(expected: Expected[], severity: string, reported: ReportedDiagnostic[]): { unmatched: Expected[]; used: Set<number> } {
  const owner = new Map<number, number>();
  const tryAssign = (ei: number, seen: Set<number>): boolean => {
    for (let di = 0; di < reported.length; di++) {
      if (seen.has(di) || !fits(expected[ei], severity, reported[di])) continue;
      seen.add(di);
      const current = owner.get(di);
      if (current === undefined || tryAssign(current, seen)) {
        owner.set(di, ei);
        return true;
      }
    }
    return false;
  };
  const unmatched = expected.filter((_, ei) => !tryAssign(ei, new Set()));
  return { unmatched, used: new Set(owner.keys()) };
}

/**
 * The README's matching rules, made stricter for this linter (issue 25): the rule id must match
 * too, and an error no expectation claims fails the case even when the verdict is "reject" (the
 * README tolerates it for any linter; this one reports exactly the catalogue's findings).
 */
export function matchExpectation(expect: Expectation, run: CaseRun): MatchResult {
  const failures: string[] = [];
  const errors = run.diagnostics.filter((d) => d.severity === 'error');
  const verdict = errors.length > 0 ? 'reject' : 'accept';
  if (verdict !== expect.verdict) failures.push(`verdict ${verdict}, expected ${expect.verdict}`);
  const wantExit = expect.verdict === 'reject' ? 1 : 0;
  if (run.exitCode !== wantExit) failures.push(`exit code ${run.exitCode}, expected ${wantExit}${run.stderr ? `; stderr: ${run.stderr.trim()}` : ''}`);

  const errorMatch = matchOneToOne(expect.errors, 'error', run.diagnostics);
  const warningMatch = matchOneToOne(expect.warnings, 'warning', run.diagnostics);
  for (const e of errorMatch.unmatched) failures.push(`missing error ${describe(e)}`);
  for (const e of warningMatch.unmatched) failures.push(`missing warning ${describe(e)}`);
  const unlistedWarnings: ReportedDiagnostic[] = [];
  run.diagnostics.forEach((d, i) => {
    if (errorMatch.used.has(i) || warningMatch.used.has(i)) return;
    if (d.severity === 'warning' && OWN_RULE_WARNINGS.has(d.ruleId)) unlistedWarnings.push(d);
    else failures.push(`unexpected ${d.severity} ${show(d)}`);
  });
  return { failures, unlistedWarnings };
}

function describe(e: Expected): string {
  return `${e.rule} at ${e.file}:${e.line} with ${JSON.stringify(e.keywords)}`;
}

export function show(d: ReportedDiagnostic): string {
  return `${d.file}:${d.range.start.line}:${d.range.start.column} ${d.ruleId}: ${d.message}`;
}
