// Lints each file with its linter config and plugin wiring, and merges the engine's results
// (mergeOutputs: files in the order read, diagnostics sorted with repeats dropped, as two
// projects can share a lock file or the global config).
import { escapeControl } from '../text/escape.js';
import { mergeOutputs, type LintOutput } from '../engine/index.js';
import { capabilityLoader } from '../host/capability-loader.js';
import { lint, type FixedFile, type FixOptions } from '../host/lint.js';
import { checkRegularFile } from '../host/read-file.js';
import { configDiscovery, loadRunSettings } from '../host/run-settings.js';
import { writeFixedFile } from './fix-file.js';
import { statusLine } from './status-line.js';
import type { ProgressEvent } from '../plugin-host/query-providers.js';
import type { CliIO } from './io.js';
import type { RuleSettings } from '../engine/severity.js';
import { withRuleFlags } from './option-values.js';

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

function describeProgress(event: ProgressEvent): string {
  if (event.kind === 'launch') return `launching ${escapeControl(event.path)}`;
  if (event.kind === 'cached') return 'capabilities from the cache (not launched)';
  return `${event.ok ? 'answered' : 'failed'} after ${event.ms} ms`;
}

/** `notices`: what the run's settings said on stderr, in order, each once; the machine formats carry them too. */
export async function lintFiles(files: readonly string[], o: LintFilesOptions, io: CliIO): Promise<LintOutput & { fixed: FixedFile[]; notices: string[] }> {
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
      // A named pipe or device as agent.hcl would block or never end: refused before anything is read.
      if (o.stdin === undefined) checkRegularFile(file, process.cwd(), ' (to lint piped input, use --stdin)');
      const settings = await loadRunSettings(file, o.config, discovery);
      for (const notice of settings.notices) {
        if (!noticed.has(notice)) io.stderr.write(`harness-lint: ${escapeControl(notice)}\n`);
        noticed.add(notice);
      }
      const timeoutMs = o.pluginTimeoutMs ?? settings.pluginTimeoutMs;
      const cacheDir = o.cacheDir ?? settings.cacheDir;
      const output = await lint(
        {
          file,
          stdin: o.stdin,
          lockFile: o.lockFile,
          globalConfig: o.globalConfig,
          settings: { rules: withRuleFlags(settings.rules, o.rules), quiet: o.quiet },
          loadCapabilities: o.noPlugins ? undefined : capabilityLoader({ cacheDir, timeoutMs, env: io.env, noCache: o.noCache, onLog, onProgress }),
          env: io.env,
        },
        fix,
      );
      outputs.push(output);
      if (output.fixed) fixed.push(output.fixed);
    }
  } finally {
    status?.stop();
  }
  return { ...mergeOutputs(outputs), fixed, notices: [...noticed] };
}
