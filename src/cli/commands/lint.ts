// The root command: lint agent.hcl files (or stdin), print them in the chosen formats, and
// settle the exit code (0 clean, 1 errors or too many warnings).
import { defaultGlobalConfigPath } from '../../host/default-paths.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { explainRule } from '../explain.js';
import { resolveInputs } from '../inputs.js';
import { ignoredPaths } from '../ignore-patterns.js';
import { readAll } from '../io.js';
import { lintFiles } from '../lint-files.js';
import { checkNamedPaths } from '../named-paths.js';
import { listRules } from '../list-rules.js';
import { printConfig } from '../print-config.js';
import { withRuleFlags, type FormatSpec } from '../option-values.js';
import { checkOutputs, writeOutputs } from '../outputs.js';
import { foldersOf, sourceReader } from '../sources.js';
import { TOOL } from '../../host/version.js';
import { loadRunSettings } from '../../host/run-settings.js';
import type { FixedFile } from '../../host/lint.js';
import { escapeControl } from '../../text/escape.js';
import type { RuleSettings } from '../../engine/severity.js';

export interface LintCommandOptions {
  lockFile?: string;
  globalConfig?: string;
  cacheDir?: string;
  plugins: boolean;
  cache: boolean;
  pluginTimeout?: number;
  format?: FormatSpec[];
  maxWarnings?: number;
  quiet?: boolean;
  /** --rule ID=SEVERITY, over the linter config's rules. */
  rule?: RuleSettings;
  /** --color (true), --no-color (false). */
  color?: boolean;
  config?: string;
  stdin?: boolean;
  stdinFilename?: string;
  listRules?: boolean;
  explain?: string;
  verbose?: boolean;
  recursive?: boolean;
  /** --ignore-pattern GLOB (repeatable), for -r. */
  ignorePattern?: string[];
  /** --print-config FILE. */
  printConfig?: string;
  /** --fix: apply the certain fixes to each agent.hcl, then report what remains. */
  fix?: boolean;
  /** --fix-dry-run: report what --fix would leave, writing nothing. */
  fixDryRun?: boolean;
}

const STDIN_NAME = '<stdin>';
/** Formats a person reads; with any other, stderr may be parsed too, so no status line. */
const HUMAN_FORMATS: ReadonlySet<string> = new Set(['stylish', 'compact']);

function checkCombinations(args: readonly string[], o: LintCommandOptions): void {
  if (o.stdinFilename !== undefined && !o.stdin) throw new CliError('--stdin-filename needs --stdin');
  if (o.stdin && args.length > 0) throw new CliError(`--stdin lints standard input; drop the file arguments (${args.join(' ')}) or --stdin`);
  if (o.stdin && o.recursive) throw new CliError('--recursive cannot be used with --stdin');
  if (o.ignorePattern && !o.recursive) throw new CliError('--ignore-pattern prunes what -r finds; add -r, or drop it');
  if (o.fix && o.fixDryRun) throw new CliError('--fix writes the fixes and --fix-dry-run only reports them; use one');
  if (o.fix && o.stdin) throw new CliError('--fix writes files, and standard input is none; use --fix-dry-run with --stdin');
}

/** Why the run fails with too many warnings, or undefined when it does not. */
function tooManyWarnings(diagnostics: readonly Diagnostic[], maxWarnings: number | undefined): string | undefined {
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  if (maxWarnings === undefined || warnings <= maxWarnings) return undefined;
  return `harness-lint: ${warnings} warning${warnings === 1 ? '' : 's'}, more than --max-warnings ${maxWarnings}`;
}

/**
 * Says why the exit is 1 without errors: after a human format on stdout, as its last line; the
 * github format adds a file-less ::error:: (the failed job's annotation); otherwise on stderr,
 * so machine-read stdout stays one document.
 */
function explainExit(why: string, outputs: readonly FormatSpec[], ctx: CliContext): void {
  if (sayAfterReport(why, outputs, ctx)) return;
  if (stdoutFormat(outputs) === 'github') ctx.io.stdout.write(`::error::${why}\n`);
}

function stdoutFormat(outputs: readonly FormatSpec[]): string | undefined {
  return outputs.find((spec) => spec.path === undefined)?.name;
}

/** A line about the run: after a human format on stdout, otherwise on stderr (true when it went to stdout). */
function sayAfterReport(line: string, outputs: readonly FormatSpec[], ctx: CliContext): boolean {
  const onStdout = stdoutFormat(outputs);
  const human = onStdout !== undefined && HUMAN_FORMATS.has(onStdout);
  (human ? ctx.io.stdout : ctx.io.stderr).write(`${line}\n`);
  return human;
}

/** What --fix did, or --fix-dry-run would do, per file. */
function fixedLine(f: FixedFile, dryRun: boolean): string {
  const problems = `${f.fixed} problem${f.fixed === 1 ? '' : 's'}`;
  return dryRun
    ? `harness-lint: --fix would fix ${problems} in ${escapeControl(f.file)} (nothing written)`
    : `harness-lint: fixed ${problems} in ${escapeControl(f.file)}`;
}

export async function runLintCommand(args: readonly string[], o: LintCommandOptions, ctx: CliContext): Promise<number> {
  if (o.listRules) {
    // As a lint of the first file would have them: its linter config (or --config), then --rule.
    const settings = await loadRunSettings(resolveInputs(args.slice(0, 1), false)[0], o.config);
    return listRules(ctx.io, withRuleFlags(settings.rules, o.rule), o.format);
  }
  if (o.explain !== undefined) return explainRule(o.explain, ctx.io);
  if (o.printConfig !== undefined) {
    checkNamedPaths(o);
    const [file] = resolveInputs([o.printConfig], false);
    const settings = await loadRunSettings(file, o.config);
    return printConfig(ctx.io, {
      file,
      settings,
      rules: withRuleFlags(settings.rules, o.rule),
      lockFile: o.lockFile,
      globalConfig: o.globalConfig,
      cacheDir: o.cacheDir,
      pluginTimeoutMs: o.pluginTimeout,
      ignorePatterns: o.ignorePattern,
    });
  }
  checkCombinations(args, o);
  const outputs = checkOutputs(o.format);
  const files = o.stdin
    ? [o.stdinFilename ?? STDIN_NAME]
    : resolveInputs(args, o.recursive === true, o.recursive ? await ignoredPaths(args, o.ignorePattern, o.config) : undefined);
  if (files.length > 1 && o.lockFile !== undefined) throw new CliError('--lock-file names one lock file; lint one file at a time with it, or drop it');
  checkNamedPaths(o);
  if (o.stdin && ctx.io.stdin.isTTY) ctx.io.stderr.write('harness-lint: reading agent.hcl from the terminal; end it with Ctrl-D\n');
  const stdin = o.stdin ? await readAll(ctx.io.stdin) : undefined;

  // The global `performance` loads perf_hooks (about half a millisecond): only --verbose needs it.
  const started = o.verbose ? performance.now() : 0;
  const result = await lintFiles(
    files,
    {
      stdin,
      lockFile: o.lockFile,
      globalConfig: o.globalConfig,
      cacheDir: o.cacheDir,
      noPlugins: !o.plugins,
      noCache: !o.cache,
      pluginTimeoutMs: o.pluginTimeout,
      config: o.config,
      quiet: o.quiet === true,
      rules: o.rule,
      verbose: o.verbose === true,
      showStatus: ctx.io.stderr.isTTY === true && outputs.every((spec) => HUMAN_FORMATS.has(spec.name)),
      fix: o.fix ? 'write' : o.fixDryRun ? 'dry-run' : undefined,
    },
    ctx.io,
  );
  const { diagnostics } = result;
  if (o.verbose)
    ctx.io.stderr.write(`harness-lint: ${files.length} file(s), ${diagnostics.length} problem(s) in ${Math.round(performance.now() - started)} ms\n`);

  const linted = [...files, o.lockFile, o.globalConfig].filter((f): f is string => f !== undefined);
  const source = sourceReader({
    stdin: stdin && { name: files[0], contents: stdin },
    roots: foldersOf(linted),
    files: o.globalConfig === undefined ? [defaultGlobalConfigPath(ctx.io.env)] : [],
    ...(o.fixDryRun && { fixed: new Map(result.fixed.map((f) => [f.file, f.text])) }),
  });
  await writeOutputs(
    outputs,
    { diagnostics, files: result.files, sensitiveNames: result.sensitiveNames, notices: result.notices, source, tool: TOOL },
    ctx.io,
    o.color,
  );
  for (const f of result.fixed) sayAfterReport(fixedLine(f, o.fixDryRun === true), outputs, ctx);
  if (diagnostics.some((d) => d.severity === 'error')) return 1;
  const why = tooManyWarnings(diagnostics, o.maxWarnings);
  if (why === undefined) return 0;
  explainExit(why, outputs, ctx);
  return 1;
}
