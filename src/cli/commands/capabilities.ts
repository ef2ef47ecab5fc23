// `harness-lint capabilities [file]`: for each provider of an agent.hcl, how its plugin binary
// was found, its identity, the categories it serves and what it advertises
// (src/cli/capabilities-table.ts), as a table or `--format json`. Exit 1 when some provider's
// plugin could not be queried (an error finding), else 0.
import type { Command } from 'commander';
import { parseProject, providerInputs } from '../../engine/index.js';
import { queryPlugins } from '../../host/capability-loader.js';
import { projectFiles, readProject } from '../../host/read-project.js';
import { loadRunSettings } from '../../host/run-settings.js';
import { resolveInputs } from '../inputs.js';
import { checkNamedPaths } from '../named-paths.js';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import type { FormatSpec } from '../option-values.js';
import type { RegisterSubcommand } from './index.js';

interface CapabilitiesCommandOptions {
  lockFile?: string;
  globalConfig?: string;
  cacheDir?: string;
  pluginTimeout?: number;
  format?: FormatSpec[];
  config?: string;
}

function reportFormat(specs: FormatSpec[] | undefined): 'text' | 'json' {
  if (!specs || specs.length === 0) return 'text';
  const [spec] = specs;
  if (specs.length > 1 || spec.path !== undefined || (spec.name !== 'json' && spec.name !== 'stylish')) {
    throw new CliError('capabilities prints a table (default) or --format json to standard output');
  }
  return spec.name === 'json' ? 'json' : 'text';
}

export async function runCapabilitiesCommand(file: string | undefined, o: CapabilitiesCommandOptions, ctx: CliContext): Promise<number> {
  const format = reportFormat(o.format);
  checkNamedPaths(o);
  const { buildReport, renderReportJson, renderReportText } = await import('../capabilities-table.js');
  const [agentFile] = resolveInputs(file === undefined ? [] : [file], false);
  const settings = await loadRunSettings(agentFile, o.config);
  const sources = readProject(projectFiles(agentFile, { lockFile: o.lockFile, globalConfig: o.globalConfig, env: ctx.io.env, cwd: process.cwd() }));
  const { project } = parseProject(sources);
  if (!project.agent.model) throw new CliError(`cannot read the providers of ${agentFile}: it does not parse; run harness-lint ${agentFile} to see why`);
  const results = await queryPlugins(providerInputs(project), {
    // Not the linter config's cacheDir: a checkout must not choose which binaries get run.
    cacheDir: o.cacheDir,
    timeoutMs: o.pluginTimeout ?? settings.pluginTimeoutMs,
    env: ctx.io.env,
  });
  const reports = buildReport(results);
  ctx.io.stdout.write(format === 'json' ? renderReportJson(reports) : renderReportText(reports));
  return reports.some((r) => r.findings.some((f) => f.severity === 'error')) ? 1 : 0;
}

export const registerCapabilitiesCommand: RegisterSubcommand = (program: Command, ctx: CliContext) => {
  program
    .command('capabilities')
    .description("print what each provider's plugin advertises: how its binary was found, identity, categories, tools, models, commands, hook points, config")
    .argument('[file]', 'agent.hcl, or a folder holding one (default: agent.hcl)')
    .action(async (file: string | undefined, _options: unknown, cmd: Command) => {
      ctx.exitCode = await runCapabilitiesCommand(file, cmd.optsWithGlobals<CapabilitiesCommandOptions>(), ctx);
    });
};
