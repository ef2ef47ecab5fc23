// The seam for subcommands (`capabilities`, `plugin`): registered beside the root lint command,
// they see root options through optsWithGlobals() and settle the exit code through ctx.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliContext } from '../../src/cli/context.js';
import { buildProgram } from '../../src/cli/program.js';
import type { RegisterSubcommand } from '../../src/cli/commands/index.js';

function context(): { ctx: CliContext; out: () => string } {
  let stdout = '';
  const ctx: CliContext = {
    io: { stdin: Readable.from([]), stdout: { write: (t: string) => (stdout += t) }, stderr: { write: () => true }, env: {} },
    exitCode: 0,
  };
  return { ctx, out: () => stdout };
}

const demo: RegisterSubcommand = (program, ctx) => {
  program
    .command('demo')
    .argument('[file]', 'a file', 'agent.hcl')
    .action(async (file: string, _options: unknown, command) => {
      const opts = command.optsWithGlobals();
      ctx.io.stdout.write(`${file} ${JSON.stringify(opts.format)} ${opts.plugins}\n`);
      ctx.exitCode = 1;
    });
};

describe('subcommand seam', () => {
  it('dispatches to a registered subcommand with the root options', async () => {
    const { ctx, out } = context();
    await buildProgram(ctx, [demo]).parseAsync(['demo', 'x.hcl', '--format', 'json', '--no-plugins'], { from: 'user' });
    expect(out()).toBe('x.hcl [{"name":"json"}] false\n');
    expect(ctx.exitCode).toBe(1);
  });

  it('still validates root option values for a subcommand', async () => {
    const { ctx } = context();
    await expect(buildProgram(ctx, [demo]).parseAsync(['demo', '--format', 'xml'], { from: 'user' })).rejects.toThrow('unknown format "xml"');
  });
});
