// `harness-lint plugin PATH`: lints one plugin binary on its own, for plugin authors. The
// binary is launched like a dev_overrides plugin (no checksum, no capability cache) and every
// group-7 check runs on what it advertises, next to the host's protocol findings (launch
// failures, no Describe, protocol version). There is no agent.hcl to point into, so every
// diagnostic is reported in the binary's path at 1:1.
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import type { Command } from 'commander';
import { lintPlugin } from '../../engine/index.js';
import { queryPlugins } from '../../host/capability-loader.js';
import { loadRunSettings } from '../../host/run-settings.js';
import { checkOutputs, writeOutputs } from '../outputs.js';
import { fsErrorText } from '../../text/fs-error.js';
import { quote } from '../../text/escape.js';
import { TOOL } from '../../host/version.js';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import type { FormatSpec } from '../option-values.js';
import type { RegisterSubcommand } from './index.js';

interface PluginCommandOptions {
  format?: FormatSpec[];
  pluginTimeout?: number;
  config?: string;
  maxWarnings?: number;
  quiet?: boolean;
  verbose?: boolean;
}

/** A missing or non-file PATH is an input error (exit 2), not a finding about a plugin. */
function checkReadable(path: string): void {
  let isFile: boolean;
  try {
    isFile = statSync(path).isFile();
  } catch (err) {
    throw new CliError(`cannot read ${path}: ${fsErrorText(err, 'read')}`);
  }
  if (!isFile) throw new CliError(`cannot read ${path}: not a file; give the path of the plugin executable`);
}

export async function runPluginCommand(path: string, o: PluginCommandOptions, ctx: CliContext): Promise<number> {
  const { buildReport, renderReportText } = await import('../capabilities-table.js');
  const outputs = checkOutputs(o.format);
  checkReadable(path);
  const settings = await loadRunSettings(path, o.config);
  const name = basename(path);
  const results = await queryPlugins([{ name, devOverride: { path } }], {
    timeoutMs: o.pluginTimeout ?? settings.pluginTimeoutMs,
    noCache: true,
    env: ctx.io.env,
    noun: 'plugin',
  });
  const { diagnostics: shown } = lintPlugin({ path, name, answer: results.get(name) ?? {}, settings: { rules: settings.rules, quiet: o.quiet } });
  // The binary is not text: no code frames.
  await writeOutputs(outputs, { diagnostics: shown, files: [path], source: () => undefined, tool: TOOL }, ctx.io);
  // A clean run prints nothing on stdout; --verbose says so, with what the plugin answered.
  if (o.verbose && shown.length === 0) {
    ctx.io.stderr.write(`harness-lint: plugin ${quote(name)}: no problems found; it answered:\n${renderReportText(buildReport(results), 'plugin')}`);
  }
  const errors = shown.filter((d) => d.severity === 'error').length;
  return errors > 0 || (o.maxWarnings !== undefined && shown.length - errors > o.maxWarnings) ? 1 : 0;
}

export const registerPluginCommand: RegisterSubcommand = (program: Command, ctx: CliContext) => {
  program
    .command('plugin')
    .description('lint one plugin binary on its own (for plugin authors): launch it, check its handshake, Describe and everything it advertises')
    .argument('<path>', 'the plugin executable')
    .action(async (path: string, _options: unknown, cmd: Command) => {
      ctx.exitCode = await runPluginCommand(path, cmd.optsWithGlobals<PluginCommandOptions>(), ctx);
    });
};
