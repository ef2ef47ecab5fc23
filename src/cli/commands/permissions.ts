// `harness-lint permissions [file]`: what the agent may do. Lints the project with the same
// file, lock, global-config, cache and plugin options as a lint, then, from the models and the
// plugins' answers (src/permissions), prints every advertised tool's decision and profiles
// (stylish, -f json, -f markdown); --profile NAME one profile's; --tool provider.name one
// decision explained; --baseline FILE what changed against an earlier -f json report.
// Exit 0; 1 when the kernel would refuse the configuration (its errors are printed) or, with
// --baseline, when anything widened; 2 for bad flags, a --tool naming nothing advertised and an
// unusable baseline.
import type { Command } from 'commander';
import { capabilitiesOf, type ProviderAnswer } from '../../engine/index.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { formatStylish } from '../../format/stylish.js';
import { lintProjectFiles } from '../../host/lint.js';
import { HostError } from '../../host/error.js';
import { readInput } from '../../host/read-file.js';
import type { Permissions, PermissionsDocument } from '../../permissions/index.js';
import { allRules } from '../../rules/index.js';
import { didYouMean } from '../../text/did-you-mean.js';
import { escapeControl, safeJson } from '../../text/escape.js';
import { colorEnabled } from '../color.js';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { resolveInputs } from '../inputs.js';
import { loadRunSettings } from '../../host/run-settings.js';
import { checkNamedPaths } from '../named-paths.js';
import { withRuleFlags, type FormatSpec } from '../option-values.js';
import { capabilityLoader } from '../../host/capability-loader.js';
import type { ReportInput } from '../permissions-report.js';
import { foldersOf, sourceReader } from '../sources.js';
import { TOOL } from '../../host/version.js';
import type { RuleSettings } from '../../host/linter-config/types.js';
import type { RegisterSubcommand } from './index.js';

interface PermissionsCommandOptions {
  lockFile?: string;
  globalConfig?: string;
  cacheDir?: string;
  plugins: boolean;
  cache: boolean;
  pluginTimeout?: number;
  format?: FormatSpec[];
  config?: string;
  rule?: RuleSettings;
  color?: boolean;
  profile?: string;
  tool?: string;
  baseline?: string;
}

type Format = 'stylish' | 'json' | 'markdown';

function reportFormat(specs: FormatSpec[] | undefined): Format {
  if (!specs || specs.length === 0) return 'stylish';
  const [spec] = specs;
  if (specs.length > 1 || spec.path !== undefined || !['stylish', 'json', 'markdown'].includes(spec.name))
    throw new CliError('permissions prints one format to standard output: stylish (default), json or markdown');
  return spec.name as Format;
}

function checkCombinations(o: PermissionsCommandOptions): void {
  const given = (['profile', 'tool', 'baseline'] as const).filter((k) => o[k] !== undefined);
  if (given.length > 1) throw new CliError(`--${given[0]} and --${given[1]} cannot be used together: one question at a time`);
}

/** The baseline as the diff reads it; exit 2 naming the file when it cannot be used. */
function loadBaseline(path: string, readBaseline: typeof import('../../permissions/index.js').readBaseline): Pick<PermissionsDocument, 'tools'> {
  let text: string;
  try {
    text = readInput(path, process.cwd()).toString('utf8');
  } catch (err) {
    if (err instanceof HostError) throw new CliError(`--baseline: ${err.message}`);
    throw err;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new CliError(`--baseline ${path}: not JSON (${(err as Error).message}); it should be an earlier harness-lint permissions -f json report`);
  }
  const read = readBaseline(value);
  if ('problem' in read) throw new CliError(`--baseline ${path}: ${read.problem}; it should be an earlier harness-lint permissions -f json report`);
  return read.baseline;
}

const HOST_RULES: ReadonlySet<string> = new Set(allRules.filter((r) => r.meta.group === 'plugin').map((r) => r.meta.id));

/** Why each provider without answers has none: its plugin's findings, or no plugins asked. */
function unknownReasons(p: Permissions, answers: ReadonlyMap<string, ProviderAnswer> | undefined): Map<string, string> {
  return new Map(
    p.unknownProviders.map((name) => {
      const findings = answers?.get(name)?.findings ?? [];
      const why = answers === undefined ? 'no plugins were asked (--no-plugins)' : findings.map((f) => `${f.ruleId}: ${f.message}`).join('; ');
      return [name, why || 'its plugin did not answer'];
    }),
  );
}

/** The errors of the lint, as stylish prints them, on stderr: the kernel would refuse this configuration. */
function printRefusal(errors: Diagnostic[], files: string[], sensitiveNames: string[] | undefined, o: PermissionsCommandOptions, ctx: CliContext): void {
  const source = sourceReader({ roots: foldersOf(files), files: [] });
  const text = formatStylish({
    diagnostics: errors,
    files,
    source,
    sensitiveNames,
    tool: TOOL,
    color: colorEnabled(ctx.io.stderr, ctx.io.env, o.color),
    rules: allRules.map((r) => r.meta),
    cwd: process.cwd(),
  });
  ctx.io.stderr.write(text);
}

export async function runPermissionsCommand(file: string | undefined, o: PermissionsCommandOptions, ctx: CliContext): Promise<number> {
  const format = reportFormat(o.format);
  checkCombinations(o);
  checkNamedPaths(o);
  // Only this command needs them: not in the bundle every lint loads.
  const [P, R] = await Promise.all([import('../../permissions/index.js'), import('../permissions-report.js')]);
  const baseline = o.baseline === undefined ? undefined : loadBaseline(o.baseline, P.readBaseline);
  const [agentFile] = resolveInputs(file === undefined ? [] : [file], false);
  const settings = await loadRunSettings(agentFile, o.config);
  for (const notice of settings.notices) ctx.io.stderr.write(`harness-lint: ${escapeControl(notice)}\n`);
  const { output, project, answers } = await lintProjectFiles({
    file: agentFile,
    lockFile: o.lockFile,
    globalConfig: o.globalConfig,
    settings: { rules: withRuleFlags(settings.rules, o.rule) },
    loadCapabilities: o.plugins
      ? capabilityLoader({
          cacheDir: o.cacheDir ?? settings.cacheDir,
          timeoutMs: o.pluginTimeout ?? settings.pluginTimeoutMs,
          env: ctx.io.env,
          noCache: !o.cache,
        })
      : undefined,
    env: ctx.io.env,
  });
  // A plugin that fails is a provider without answers (reported as such), not a refusal of the configuration.
  const errors = output.diagnostics.filter((d) => d.severity === 'error' && !HOST_RULES.has(d.ruleId));
  const model = project.agent.model;
  if (errors.length > 0 || !model) {
    printRefusal(errors, output.files, output.sensitiveNames, o, ctx);
    ctx.io.stderr.write(`harness-lint: the kernel would refuse ${escapeControl(agentFile)}, so it grants nothing yet; fix the errors above\n`);
    return 1;
  }

  const permissions = P.computePermissions(model, capabilitiesOf(answers));
  const input: ReportInput = { file: agentFile, permissions, unknownWhy: unknownReasons(permissions, answers) };
  const color = colorEnabled(ctx.io.stdout, ctx.io.env, o.color);
  const out = (text: string) => ctx.io.stdout.write(text);

  if (o.profile !== undefined && !permissions.profiles.some((p) => p.name === o.profile)) {
    const names = [...new Set(permissions.profiles.map((p) => p.name))];
    throw new CliError(
      `--profile ${JSON.stringify(o.profile)}: ${agentFile} declares no such agent_profile${didYouMean(o.profile, names) || (names.length === 0 ? ' (it declares none)' : '')}`,
    );
  }

  if (o.tool !== undefined) {
    const tool = P.findTool(permissions, o.tool);
    if (!tool) throw new CliError(noSuchTool(o.tool, permissions, input));
    const call = { provider: tool.provider, name: tool.name, kind: tool.operation.kind, risk: tool.operation.risk };
    const matching = P.matchingPolicies(permissions.index, call);
    if (format === 'json') {
      const doc = P.permissionsDocument(agentFile, permissions);
      const profiles = doc.profiles.filter((p) => tool.profiles.includes(p.name));
      out(`${safeJson({ ...doc, tools: [P.toolRow(tool)], profiles, explanation: { tool: tool.tool, matching: matching.map(P.matchRow) } })}\n`);
    } else out(format === 'markdown' ? R.renderExplanationMarkdown(tool, matching) : R.renderExplanationText(tool, matching, color));
    return 0;
  }

  if (baseline !== undefined) {
    const current = P.permissionsDocument(agentFile, permissions);
    const changes = P.diffPermissions(baseline, current);
    const widened = changes.some((c) => c.widened);
    if (format === 'json') out(`${safeJson({ ...current, changes, widened })}\n`);
    else if (format === 'markdown') out(R.renderChangesMarkdown(agentFile, o.baseline!, changes));
    else out(R.renderChangesText(agentFile, o.baseline!, changes, color));
    if (widened)
      ctx.io.stderr.write(`harness-lint: what the agent may do widened against ${escapeControl(o.baseline!)}; review it, then update the baseline\n`);
    return widened ? 1 : 0;
  }

  if (format === 'json') out(`${safeJson(P.permissionsDocument(agentFile, permissions, o.profile))}\n`);
  else out(format === 'markdown' ? R.renderMarkdown(input, o.profile) : R.renderText(input, color, o.profile));
  return 0;
}

/** Why --tool names nothing: a provider without answers, or a name near one advertised. */
function noSuchTool(wanted: string, p: Permissions, input: ReportInput): string {
  const provider = wanted.includes('.') ? wanted.slice(0, wanted.indexOf('.')) : wanted;
  if (p.unknownProviders.includes(provider))
    return `--tool ${JSON.stringify(wanted)}: provider "${provider}" did not answer (${input.unknownWhy.get(provider)}), so what it advertises is not known`;
  const hint =
    didYouMean(
      wanted,
      p.tools.map((t) => t.tool),
    ) || (p.tools.length === 0 ? ' (no provider advertises any)' : '; `harness-lint permissions` lists them all');
  return `--tool ${JSON.stringify(wanted)}: no advertised tool or direct-invoke command of that name${hint}`;
}

export const registerPermissionsCommand: RegisterSubcommand = (program: Command, ctx: CliContext) => {
  program
    .command('permissions')
    .description(
      'print what the agent may do: the decision (allow, ask, deny) of every advertised tool, which policy or default decides it, and the profiles whose scope includes it',
    )
    .argument('[file]', 'agent.hcl, or a folder holding one (default: agent.hcl)')
    .option('--profile <name>', "only this agent_profile's scope")
    .option('--tool <provider.name>', 'explain one decision: every policy that matches, its specificity, and why the winner wins')
    .option('--baseline <file>', 'compare with an earlier -f json report; exit 1 when any decision or scope widened')
    .action(async (file: string | undefined, _options: unknown, cmd: Command) => {
      ctx.exitCode = await runPermissionsCommand(file, cmd.optsWithGlobals<PermissionsCommandOptions>(), ctx);
    });
};
