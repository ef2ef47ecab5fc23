// The root command: lint agent.hcl files (or stdin), print them in the chosen formats, and
// settle the exit code (0 clean, 1 errors or too many warnings).
import { readFileSync } from 'node:fs';
import { lint, InputError } from '../../lint.js';
import { allRules } from '../../rules/index.js';
import { sortDiagnostics, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { PLUGIN_RULE_IDS } from '../../capabilities/provider-input.js';
import { escapeControl } from '../../diagnostics/format/text.js';
import { LinterConfigError } from '../../linter-config/error.js';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { capabilityLoader } from '../capabilities.js';
import { explainRule } from '../explain.js';
import { loadRunSettings } from '../linter-config.js';
import { resolveInputs } from '../inputs.js';
import { readAll } from '../io.js';
import { listRules } from '../list-rules.js';
import type { FormatSpec } from '../option-values.js';
import { checkOutputs, writeOutputs } from '../outputs.js';
import { TOOL } from '../version.js';

export interface LintCommandOptions {
  lockFile?: string;
  globalConfig?: string;
  cacheDir?: string;
  plugins: boolean;
  pluginTimeout?: number;
  format?: FormatSpec[];
  maxWarnings?: number;
  quiet?: boolean;
  config?: string;
  stdin?: boolean;
  stdinFilename?: string;
  listRules?: boolean;
  explain?: string;
  verbose?: boolean;
  recursive?: boolean;
}

const STDIN_NAME = '<stdin>';
const DEFAULT_PLUGIN_TIMEOUT_MS = 10_000;

function checkCombinations(args: readonly string[], o: LintCommandOptions): void {
  if (o.stdinFilename !== undefined && !o.stdin) throw new CliError('--stdin-filename needs --stdin');
  if (o.stdin && args.length > 0) throw new CliError(`--stdin lints standard input; drop the file arguments (${args.join(' ')}) or --stdin`);
  if (o.stdin && o.recursive) throw new CliError('--recursive cannot be used with --stdin');
}

/** Source text by displayed path, for code frames: stdin contents, else read on demand. */
function sourceReader(stdin: { name: string; text: string } | undefined): (file: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  if (stdin) cache.set(stdin.name, stdin.text);
  return (file) => {
    if (!cache.has(file)) {
      let text: string | undefined;
      try {
        text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
      } catch {
        text = undefined;
      }
      cache.set(file, text);
    }
    return cache.get(file);
  };
}

function exitCodeFor(diagnostics: readonly Diagnostic[], maxWarnings: number | undefined): number {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  return errors > 0 || (maxWarnings !== undefined && warnings > maxWarnings) ? 1 : 0;
}

export async function runLintCommand(args: readonly string[], o: LintCommandOptions, ctx: CliContext): Promise<number> {
  if (o.listRules) return listRules(ctx.io);
  if (o.explain !== undefined) return explainRule(o.explain, ctx.io);
  checkCombinations(args, o);
  const outputs = checkOutputs(o.format);
  const files = o.stdin ? [o.stdinFilename ?? STDIN_NAME] : resolveInputs(args, o.recursive === true);
  if (files.length > 1 && o.lockFile !== undefined) throw new CliError('--lock-file names one lock file; lint one file at a time with it, or drop it');
  const stdin = o.stdin ? await readAll(ctx.io.stdin) : undefined;

  const started = performance.now();
  const read: string[] = [];
  let diagnostics: Diagnostic[] = [];
  for (const file of files) {
    if (o.verbose) ctx.io.stderr.write(`harness-lint: linting ${file}\n`);
    try {
      const settings = await loadRunSettings(file, o.config, allRules, PLUGIN_RULE_IDS);
      const pluginTimeoutMs = o.pluginTimeout ?? settings.pluginTimeoutMs ?? DEFAULT_PLUGIN_TIMEOUT_MS;
      const cacheDir = o.cacheDir ?? settings.cacheDir;
      const onLog = o.verbose ? (provider: string, line: string) => ctx.io.stderr.write(`harness-lint: plugin ${escapeControl(provider)}: ${escapeControl(line)}\n`) : undefined;
      const result = await lint({
        file,
        stdin,
        lockFile: o.lockFile,
        globalConfig: o.globalConfig,
        cacheDir,
        noPlugins: !o.plugins,
        pluginTimeoutMs,
        enabledOptIn: settings.enabledOptIn,
        loadCapabilities: capabilityLoader({ cacheDir, timeoutMs: pluginTimeoutMs, env: ctx.io.env, onLog }),
        env: ctx.io.env,
      });
      read.push(...result.files);
      diagnostics.push(...settings.apply(result.diagnostics));
    } catch (err) {
      if (err instanceof InputError || err instanceof LinterConfigError) throw new CliError(err.message);
      throw err;
    }
  }
  diagnostics = sortDiagnostics(o.quiet ? diagnostics.filter((d) => d.severity === 'error') : diagnostics);
  if (o.verbose) ctx.io.stderr.write(`harness-lint: ${files.length} file(s), ${diagnostics.length} problem(s) in ${Math.round(performance.now() - started)} ms\n`);

  const source = sourceReader(stdin && { name: files[0], text: stdin.toString('utf8').replace(/^\uFEFF/, '') });
  await writeOutputs(outputs, { diagnostics, files: [...new Set(read)], source, tool: TOOL }, ctx.io);
  return exitCodeFor(diagnostics, o.maxWarnings);
}
