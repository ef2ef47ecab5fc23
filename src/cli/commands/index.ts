// Subcommands beside the root lint command (`capabilities [file]`, `plugin PATH`, `lsp`). Adding one
// is one line here plus its module. Set `ctx.exitCode` from the action; root options reach
// subcommands via `cmd.optsWithGlobals()`. Start-up: `import()` only what the main bundle does
// not already hold (the plugin host, reports). A module that is in the bundle but also
// import()ed somewhere becomes a chunk of its own, which every run then has to load.
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { registerPluginCommand } from './plugin.js';
import { registerCapabilitiesCommand } from './capabilities.js';
import { registerLspCommand } from './lsp.js';
import { registerPermissionsCommand } from './permissions.js';
import { registerFmtCommand } from './fmt.js';

export type RegisterSubcommand = (program: Command, ctx: CliContext) => void;

export const subcommands: readonly RegisterSubcommand[] = [
  registerCapabilitiesCommand,
  registerPermissionsCommand,
  registerPluginCommand,
  registerFmtCommand,
  registerLspCommand,
];
