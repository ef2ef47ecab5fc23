// Runs the pipeline over each file with its linter config and plugin wiring, and merges the
// results: files in the order read, diagnostics sorted with repeats dropped (two projects can
// share a lock file or the global config).
import { statSync } from 'node:fs';
import { PLUGIN_RULE_IDS } from '../capabilities/provider-input.js';
import { compareDiagnostics, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { escapeControl } from '../diagnostics/format/text.js';
import { InputError, lint } from '../lint.js';
import { allRules } from '../rules/index.js';
import { capabilityLoader } from './capabilities.js';
import { statusLine } from './status-line.js';
import type { ProgressEvent } from '../capabilities/query-providers.js';
import { CliError } from './errors.js';
import type { CliIO } from './io.js';
import { loadRunSettings } from './linter-config.js';

export const DEFAULT_PLUGIN_TIMEOUT_MS = 10_000;

export interface LintFilesOptions {
  stdin?: Buffer;
  lockFile?: string;
  globalConfig?: string;
  cacheDir?: string;
  noPlugins: boolean;
  /** --no-cache: launch every plugin, cache nothing. */
  noCache?: boolean;
  pluginTimeoutMs?: number;
  config?: string;
  verbose: boolean;
  /** Show "querying N plugins…" on stderr while plugins start (a terminal, human formats only). */
  showStatus?: boolean;
}

export interface LintFilesResult {
  files: string[];
  diagnostics: Diagnostic[];
}

/** A named pipe or device as agent.hcl would block or never end: refuse it up front (use --stdin for piped input). */
function checkRegularFile(file: string): void {
  let stats;
  try {
    stats = statSync(file);
  } catch {
    // Missing or unreadable: the pipeline reports it, naming the file.
    return;
  }
  if (!stats.isFile()) throw new CliError(`cannot read ${file}: ${stats.isDirectory() ? 'is a directory' : 'not a regular file (to lint piped input, use --stdin)'}`);
}

function withoutRepeats(sorted: Diagnostic[]): Diagnostic[] {
  return sorted.filter((d, i) => i === 0 || compareDiagnostics(sorted[i - 1], d) !== 0 || JSON.stringify(sorted[i - 1]) !== JSON.stringify(d));
}

function describeProgress(event: ProgressEvent): string {
  if (event.kind === 'launch') return `launching ${escapeControl(event.path)}`;
  if (event.kind === 'cached') return 'capabilities from the cache (not launched)';
  return `${event.ok ? 'answered' : 'failed'} after ${event.ms} ms`;
}

export async function lintFiles(files: readonly string[], o: LintFilesOptions, io: CliIO): Promise<LintFilesResult> {
  const read = new Set<string>();
  const noticed = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  const onLog = o.verbose ? (provider: string, line: string) => io.stderr.write(`harness-lint: plugin ${escapeControl(provider)}: ${escapeControl(line)}\n`) : undefined;
  const status = o.showStatus && !o.verbose ? statusLine(io.stderr) : undefined;
  const onProgress = o.verbose ? (event: ProgressEvent) => io.stderr.write(`harness-lint: plugin ${escapeControl(event.provider)}: ${describeProgress(event)}\n`) : status?.onProgress;
  try {
    for (const file of files) {
      if (o.verbose) io.stderr.write(`harness-lint: linting ${escapeControl(file)}\n`);
      if (o.stdin === undefined) checkRegularFile(file);
      try {
        const settings = await loadRunSettings(file, o.config, allRules, PLUGIN_RULE_IDS);
        for (const notice of settings.notices) {
          if (!noticed.has(notice)) io.stderr.write(`harness-lint: ${escapeControl(notice)}\n`);
          noticed.add(notice);
        }
        const pluginTimeoutMs = o.pluginTimeoutMs ?? settings.pluginTimeoutMs ?? DEFAULT_PLUGIN_TIMEOUT_MS;
        const cacheDir = o.cacheDir ?? settings.cacheDir;
        const result = await lint({
          file,
          stdin: o.stdin,
          lockFile: o.lockFile,
          globalConfig: o.globalConfig,
          cacheDir,
          noPlugins: o.noPlugins,
          pluginTimeoutMs,
          enabledOptIn: settings.enabledOptIn,
          ruleSettings: settings.rules,
          loadCapabilities: capabilityLoader({ cacheDir, timeoutMs: pluginTimeoutMs, env: io.env, noCache: o.noCache, onLog, onProgress }),
          env: io.env,
        });
        for (const f of result.files) read.add(f);
        diagnostics.push(...settings.apply(result.diagnostics));
      } catch (err) {
        if (err instanceof InputError) throw new CliError(err.message);
        throw err;
      }
    }
  } finally {
    status?.stop();
  }
  return { files: [...read], diagnostics: withoutRepeats(sortDiagnostics(diagnostics)) };
}
