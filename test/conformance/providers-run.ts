// Runs a prepared providers case through the real CLI with its plugins launched: the same
// invocation as run-case.ts, plus a private plugin cache and capability cache.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { caseFileArgs, type CaseRun, type ReportedDiagnostic } from './run-case.js';
import type { PreparedCase } from './providers-install.js';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'harness-lint.js');
/** The same linter config as run-case.ts (plugin-not-installed off, as the README's harness has it). */
const LINTER_CONFIG = join(import.meta.dirname, 'linter-config.json');

export function runPreparedCase(prepared: PreparedCase): CaseRun {
  const args = [BIN, 'agent.hcl', '--format', 'json', ...caseFileArgs(prepared.dir), '--config', LINTER_CONFIG, '--cache-dir', prepared.cacheDir];
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: prepared.root, XDG_CACHE_HOME: prepared.xdgCacheHome };
  const result = spawnSync(process.execPath, args, { cwd: prepared.dir, env, encoding: 'utf8', timeout: 60_000 });
  let diagnostics: ReportedDiagnostic[] = [];
  if (result.stdout.trim() !== '') diagnostics = (JSON.parse(result.stdout) as { diagnostics: ReportedDiagnostic[] }).diagnostics;
  return { exitCode: result.status, stderr: result.stderr, diagnostics };
}
