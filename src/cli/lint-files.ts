// Lints each file with its linter config and plugin wiring, and merges the engine's results
// (mergeOutputs: files in the order read, diagnostics sorted with repeats dropped, as two
// projects can share a lock file or the global config).
import { statSync } from 'node:fs';
import { escapeControl } from '../text/escape.js';
import { mergeOutputs, type LintOutput } from '../engine/index.js';
import { InputError, lint, type FixedFile, type FixOptions } from '../host/lint.js';
import { writeFixedFile } from './fix-file.js';
import { capabilityLoader } from './query-plugins.js';
import { statusLine } from './status-line.js';
import type { ProgressEvent } from '../plugin-host/query-providers.js';
import { CliError } from './errors.js';
import type { CliIO } from './io.js';
import { configDiscovery, loadRunSettings } from './linter-config.js';
import type { RuleSettings } from '../host/linter-config/types.js';
import { withRuleFlags } from './option-values.js';

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
  /** --quiet: errors only. */
  quiet?: boolean;
  /** --rule settings: they win over the linter config's. */
  rules?: RuleSettings;
  /** Show "querying N plugins…" on stderr while plugins start (a terminal, human formats only). */
  showStatus?: boolean;
  /** --fix writes each agent.hcl's fixes, --fix-dry-run keeps them in memory. */
  fix?: 'write' | 'dry-run';
}

/** --fix's writes, each refusal said on stderr (the file's findings are then reported unfixed); --fix-dry-run's none. */
function fixOptions(mode: LintFilesOptions['fix'], io: CliIO): FixOptions | undefined {
  if (mode === undefined) return undefined;
  return {
    keep(file, original, fixed) {
      if (mode === 'dry-run') return true;
      const why = writeFixedFile(file, original, fixed);
      if (why !== undefined) io.stderr.write(`harness-lint: not fixing ${escapeControl(file)}: ${why}\n`);
      return why === undefined;
    },
  };
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
  if (!stats.isFile())
    throw new CliError(`cannot read ${file}: ${stats.isDirectory() ? 'is a directory' : 'not a regular file (to lint piped input, use --stdin)'}`);
}

function describeProgress(event: ProgressEvent): string {
  if (event.kind === 'launch') return `launching ${escapeControl(event.path)}`;
  if (event.kind === 'cached') return 'capabilities from the cache (not launched)';
  return `${event.ok ? 'answered' : 'failed'} after ${event.ms} ms`;
}

export async function lintFiles(files: readonly string[], o: LintFilesOptions, io: CliIO): Promise<LintOutput & { fixed: FixedFile[] }> {
  const noticed = new Set<string>();
  const discovery = configDiscovery();
  const outputs: LintOutput[] = [];
  const fixed: FixedFile[] = [];
  const fix = fixOptions(o.fix, io);
  const onLog = o.verbose
    ? (provider: string, line: string) => io.stderr.write(`harness-lint: plugin ${escapeControl(provider)}: ${escapeControl(line)}\n`)
    : undefined;
  const status = o.showStatus && !o.verbose ? statusLine(io.stderr) : undefined;
  const onProgress = o.verbose
    ? (event: ProgressEvent) => io.stderr.write(`harness-lint: plugin ${escapeControl(event.provider)}: ${describeProgress(event)}\n`)
    : status?.onProgress;
  try {
    for (const file of files) {
      if (o.verbose) io.stderr.write(`harness-lint: linting ${escapeControl(file)}\n`);
      if (o.stdin === undefined) checkRegularFile(file);
      try {
        const settings = await loadRunSettings(file, o.config, discovery);
        for (const notice of settings.notices) {
          if (!noticed.has(notice)) io.stderr.write(`harness-lint: ${escapeControl(notice)}\n`);
          noticed.add(notice);
        }
        const pluginTimeoutMs = o.pluginTimeoutMs ?? settings.pluginTimeoutMs ?? DEFAULT_PLUGIN_TIMEOUT_MS;
        const cacheDir = o.cacheDir ?? settings.cacheDir;
        const output = await lint(
          {
            file,
            stdin: o.stdin,
            lockFile: o.lockFile,
            globalConfig: o.globalConfig,
            settings: { rules: withRuleFlags(settings.rules, o.rules), quiet: o.quiet },
            loadCapabilities: o.noPlugins
              ? undefined
              : capabilityLoader({ cacheDir, timeoutMs: pluginTimeoutMs, env: io.env, noCache: o.noCache, onLog, onProgress }),
            env: io.env,
          },
          fix,
        );
        outputs.push(output);
        if (output.fixed) fixed.push(output.fixed);
      } catch (err) {
        if (err instanceof InputError) throw new CliError(err.message);
        throw err;
      }
    }
  } finally {
    status?.stop();
  }
  return { ...mergeOutputs(outputs), fixed };
}
