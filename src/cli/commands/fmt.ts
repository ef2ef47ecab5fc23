// `harness-lint fmt [file...]`: canonical formatting (src/hcl/format.ts, byte for byte
// hclwrite.Format). Rewrites each file in place through --fix's writer (atomically, mode kept,
// never through a link, only a regular file), printing the names it changed; --check and --diff
// write nothing; --stdin formats standard input to standard output. A file with syntax errors is
// left as it is and its errors printed on stderr (exit 1); a file that cannot be read or written
// is named on stderr (exit 2); the other files are formatted all the same.
import type { Command } from 'commander';
import { type Diagnostic, withFile } from '../../diagnostics/diagnostic.js';
import { formatStylish } from '../../format/stylish.js';
import { HostError } from '../../host/error.js';
import { readInput } from '../../host/read-file.js';
import { TOOL } from '../../host/version.js';
import { parse } from '../../hcl/parse.js';
import { allRules } from '../../rules/index.js';
import { escapeControl } from '../../text/escape.js';
import { colorEnabled } from '../color.js';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { writeFixedFile } from '../fix-file.js';
import { ignoredPaths } from '../ignore-patterns.js';
import { resolveInputs } from '../inputs.js';
import { readAll } from '../io.js';
import { collectString } from '../option-values.js';
import { foldersOf, sourceReader } from '../sources.js';
import type { RegisterSubcommand } from './index.js';

interface FmtOptions {
  check?: boolean;
  diff?: boolean;
  stdin?: boolean;
  stdinFilename?: string;
  recursive?: boolean;
  ignorePattern?: string[];
  config?: string;
  color?: boolean;
}

const STDIN_NAME = '<stdin>';
/** The root options fmt reads; a lint's others (--fix, -f, --rule, ...) are refused, not ignored. */
const ROOT_OPTIONS_USED: ReadonlySet<string> = new Set(['stdin', 'stdinFilename', 'recursive', 'ignorePattern', 'config', 'color', 'verbose']);

function refuseLintOptions(program: Command): void {
  const given = program.options.filter((o) => !ROOT_OPTIONS_USED.has(o.attributeName()) && program.getOptionValueSource(o.attributeName()) === 'cli');
  if (given.length > 0) throw new CliError(`${given[0].long} is an option of a lint; harness-lint fmt does not take it`);
}

function checkCombinations(args: readonly string[], o: FmtOptions): void {
  if (o.stdinFilename !== undefined && !o.stdin) throw new CliError('--stdin-filename needs --stdin');
  if (o.stdin && args.length > 0) throw new CliError(`--stdin formats standard input; drop the file arguments (${args.join(' ')}) or --stdin`);
  if (o.stdin && o.recursive) throw new CliError('--recursive cannot be used with --stdin');
  if (o.ignorePattern && !o.recursive) throw new CliError('--ignore-pattern prunes what -r finds; add -r, or drop it');
}

/** What formatting one text came to. */
type Outcome = { kind: 'canonical' } | { kind: 'formatted'; text: Buffer } | { kind: 'syntax'; diagnostics: Diagnostic[]; source: string };

async function formatOne(name: string, bytes: Buffer): Promise<Outcome> {
  const parsed = parse(bytes);
  const errors = parsed.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) return { kind: 'syntax', diagnostics: errors.map((d) => withFile(name, d)), source: parsed.file.source };
  // Only fmt needs the formatter: not in what every lint initialises.
  const { formatHcl } = await import('../../hcl/format.js');
  const text = Buffer.from(formatHcl(bytes));
  return text.equals(bytes) ? { kind: 'canonical' } : { kind: 'formatted', text };
}

export async function runFmtCommand(args: readonly string[], o: FmtOptions, ctx: CliContext): Promise<number> {
  checkCombinations(args, o);
  const out = (text: string) => ctx.io.stdout.write(text);
  const failed: Diagnostic[] = [];
  const sources = new Map<string, string>();
  let exitCode = 0;

  const report = async (name: string, before: Buffer, outcome: Outcome, write: (text: Buffer) => string | undefined): Promise<void> => {
    if (outcome.kind === 'syntax') {
      failed.push(...outcome.diagnostics);
      sources.set(name, outcome.source);
      exitCode = Math.max(exitCode, 1);
      return;
    }
    if (outcome.kind === 'canonical') return;
    if (o.diff) {
      const { unifiedDiff } = await import('../fmt-diff.js');
      out(unifiedDiff(name, before.toString('utf8'), outcome.text.toString('utf8')));
    }
    if (o.check || o.diff) {
      if (!o.diff) out(`${escapeControl(name)}\n`);
      if (o.check) exitCode = Math.max(exitCode, 1);
      return;
    }
    const why = write(outcome.text);
    if (why === undefined) return;
    ctx.io.stderr.write(`harness-lint: not formatting ${escapeControl(name)}: ${why}\n`);
    exitCode = 2;
  };

  if (o.stdin) {
    const name = o.stdinFilename ?? STDIN_NAME;
    const bytes = await readAll(ctx.io.stdin);
    const outcome = await formatOne(name, bytes);
    await report(name, bytes, outcome, (text) => {
      ctx.io.stdout.write(text);
      return undefined;
    });
    // Standard input formats to standard output: as it came when it was canonical already.
    if (outcome.kind === 'canonical' && !o.check && !o.diff) ctx.io.stdout.write(bytes);
  } else {
    const files = resolveInputs(args, o.recursive === true, o.recursive ? await ignoredPaths(args, o.ignorePattern, o.config) : undefined, false);
    for (const file of files) {
      let bytes: Buffer;
      try {
        bytes = readInput(file, process.cwd());
      } catch (err) {
        if (!(err instanceof HostError)) throw err;
        ctx.io.stderr.write(`harness-lint: ${escapeControl(err.message)}\n`);
        exitCode = 2;
        continue;
      }
      await report(file, bytes, await formatOne(file, bytes), (text) => {
        const why = writeFixedFile(file, bytes, text);
        if (why === undefined) out(`${escapeControl(file)}\n`);
        return why;
      });
    }
  }

  if (failed.length > 0) {
    const files = [...sources.keys()];
    const text = formatStylish({
      diagnostics: failed,
      files,
      source: sourceReader({
        roots: foldersOf(files),
        files: [],
        stdin: o.stdin ? { name: files[0], contents: Buffer.from(sources.get(files[0])!) } : undefined,
      }),
      tool: TOOL,
      color: colorEnabled(ctx.io.stderr, ctx.io.env, o.color),
      rules: allRules.map((r) => r.meta),
      cwd: process.cwd(),
    });
    ctx.io.stderr.write(text);
    ctx.io.stderr.write(
      `harness-lint: not formatted, as ${files.length === 1 ? 'it has' : 'they have'} syntax errors: ${files.map(escapeControl).join(', ')}\n`,
    );
  }
  return exitCode;
}

export const registerFmtCommand: RegisterSubcommand = (program: Command, ctx: CliContext) => {
  program
    .command('fmt')
    .description('format .hcl files canonically, byte for byte as terraform fmt (hclwrite) does, in place; print the names of the files changed')
    .argument('[file...]', '.hcl files, or folders holding an agent.hcl (default: agent.hcl)')
    .option('--check', 'write nothing; list the files that are not canonical and exit 1 if there are any')
    .option('--diff', 'write nothing; print what formatting would change, as a unified diff')
    .option('--stdin', 'format standard input to standard output')
    .option('--stdin-filename <name>', 'name shown for --stdin input in messages (default: <stdin>)')
    .option('-r, --recursive', 'format every agent.hcl under the given folders (default: the working directory)')
    .option('--ignore-pattern <glob>', 'with -r: skip folders and files matching GLOB, as for a lint (repeatable)', collectString)
    .action(async (files: string[], _options: unknown, cmd: Command) => {
      refuseLintOptions(program);
      ctx.exitCode = await runFmtCommand(files, cmd.optsWithGlobals<FmtOptions>(), ctx);
    });
};
