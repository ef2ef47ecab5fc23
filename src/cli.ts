// Entry point: flags → options → run → exit code. Start-up time is part of every lint: what
// the common run needs (the pipeline, stylish) is bundled in, every other module counts, and
// what only some runs need (plugin host, linter config loader, other formats) is import()ed.
import { CommanderError } from 'commander';
import { mayDispatch, refuseOptionsNamingFiles } from './cli/argv.js';
import type { CliContext } from './cli/context.js';
import { CliError } from './cli/errors.js';
import { HostError } from './host/error.js';
import { processIO, type CliIO } from './cli/io.js';
import { escapeControl } from './text/escape.js';
import { buildProgram } from './cli/program.js';

export type { CliIO } from './cli/io.js';

/** For the build (scripts/build-code-cache.cjs): dist/proto's descriptor, which the plugin host loads instead of parsing; returns its path. */
export async function writeProtoDescriptor(dir: string): Promise<string> {
  return (await import('./plugin-host/wire/protos.js')).writeDescriptor(dir);
}

/** Commander's "error: unknown option '--x'\n(Did you mean --y?)" as one line. */
function commanderMessage(err: CommanderError): string {
  return err.message
    .replace(/^error: /, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
}

/**
 * Messages name paths and arguments the checkout chose: escaped as stdout is, so each stays one
 * line that starts with `harness-lint:` (no forged `::workflow-command`, no terminal control).
 */
/** The message on one line and each detail on its own, every one escaped: no text can start a line of its own. */
function writeError(ctx: CliContext, message: string, details: readonly string[] = []): void {
  ctx.io.stderr.write([`harness-lint: ${escapeControl(message)}\n`, ...details.map((d) => `  - ${escapeControl(d)}\n`)].join(''));
}

/** The stack, its first line (name and message) escaped whole and each frame line indented, so a message's newlines cannot start lines. */
function stackText(err: Error): string {
  const stack = err.stack ?? '';
  const head = `${err.name}: ${err.message}`;
  const frames = (stack.startsWith(head) ? stack.slice(head.length) : stack)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return [escapeControl(head), ...frames.map((line) => `    ${escapeControl(line)}`)].join('\n') + '\n';
}

function report(err: unknown, ctx: CliContext, verbose: boolean): number {
  if (err instanceof CommanderError) {
    // --help and --version end parsing through the same path, successfully.
    if (err.exitCode === 0) return 0;
    writeError(ctx, `${commanderMessage(err)} (see --help)`);
    return 2;
  }
  // The host's failures (an unreadable input, an unusable linter config) are the run's own.
  if (err instanceof CliError || err instanceof HostError) {
    writeError(ctx, err.message, err.details);
    return 2;
  }
  const message = err instanceof Error ? err.message : String(err);
  writeError(ctx, `internal error: ${message}`);
  ctx.io.stderr.write(`This is a bug in harness-lint; please report it${verbose ? '' : ' (run with --verbose for details)'}.\n`);
  if (verbose && err instanceof Error && err.stack) ctx.io.stderr.write(stackText(err));
  return 2;
}

/** Runs the CLI on `argv` (without node and script) and returns the exit code. */
export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  const ctx: CliContext = { io, exitCode: 0 };
  try {
    refuseOptionsNamingFiles(argv);
    let program = buildProgram(ctx);
    // `harness-lint -- plugin` lints the folder named plugin, which commander would dispatch
    // as the subcommand (or its implicit `help`).
    if (argv.includes('--') && !mayDispatch(argv, [...program.commands.map((c) => c.name()), 'help'])) program = buildProgram(ctx, []);
    await program.parseAsync(argv, { from: 'user' });
    return ctx.exitCode;
  } catch (err) {
    return report(err, ctx, argv.includes('--verbose'));
  }
}
