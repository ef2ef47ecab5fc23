// Subcommands beside the root lint command (`capabilities [file]`, `plugin PATH`). Adding one
// is one line here plus its module. Keep registration cheap (define the command, then
// `await import()` its implementation inside the action) so start-up stays fast, and set
// `ctx.exitCode` from the action. Root options reach subcommands via `cmd.optsWithGlobals()`.
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { registerPluginCommand } from './plugin.js';
import { registerCapabilitiesCommand } from './capabilities.js';

export type RegisterSubcommand = (program: Command, ctx: CliContext) => void;

export const subcommands: readonly RegisterSubcommand[] = [registerCapabilitiesCommand, registerPluginCommand];
