// The commander program: every root flag of DESIGN.md "Command line", the root lint action,
// and the registered subcommands.
import { Command } from 'commander';
import { formatNames } from '../format/index.js';
import { runLintCommand, type LintCommandOptions } from './commands/lint.js';
import { subcommands, type RegisterSubcommand } from './commands/index.js';
import type { CliContext } from './context.js';
import { collectFormatSpec, collectRuleSetting, collectString, parseNonNegativeInt, parseTimeoutMs } from './option-values.js';
import { TOOL } from '../host/version.js';

const EXIT_CODES = `
Exit codes:
  0  no errors, and warnings within --max-warnings
  1  at least one error, or more warnings than --max-warnings
  2  the linter could not run (bad flags, unreadable input, internal failure)`;

export function buildProgram(ctx: CliContext, extraCommands: readonly RegisterSubcommand[] = subcommands): Command {
  const program = new Command(TOOL.name)
    .description('Lint PluggableHarness configuration: agent.hcl, its lock file and the global config.')
    .argument('[file...]', 'agent.hcl files, or folders holding one (default: agent.hcl)')
    .option('--lock-file <path>', 'lock file (default: <folder of file>/.agent/agent.lock.hcl)')
    .option('--global-config <path>', 'global config (default: $XDG_CONFIG_HOME/agent/config.hcl)')
    .option('--cache-dir <dir>', 'plugin cache (default: $XDG_CACHE_HOME/agent)')
    .option('--no-plugins', 'launch no plugins; skip checks that need their capabilities')
    .option('--no-cache', "neither read nor write the linter's capability cache ($XDG_CACHE_HOME/harness-lint): launch every plugin")
    .option('--plugin-timeout <ms>', 'time limit per plugin, in milliseconds (default: 10000)', parseTimeoutMs)
    .option(
      '-f, --format <name[=path]>',
      `output format: ${formatNames.join(', ')} (default: stylish); repeatable, =PATH writes that format to a file`,
      collectFormatSpec,
    )
    .option('--max-warnings <n>', 'exit 1 when there are more than N warnings', parseNonNegativeInt)
    .option('--quiet', 'report errors only; warnings are not shown or counted')
    .option(
      '--rule <id=severity>',
      'set a rule, a group or an id prefix (cap-*) to off, warning or error over the linter config (repeatable)',
      collectRuleSetting,
    )
    .option('--color', 'colour the output even when it is not a terminal (over NO_COLOR and FORCE_COLOR)')
    .option('--no-color', 'never colour the output (over FORCE_COLOR)')
    .option(
      '--config <path>',
      'linter config file (default: the nearest .harness-lintrc[.json|.yaml|.yml], harness-lint.config.json or package.json "harness-lint" key, searched up to the repository root)',
    )
    .option('--fix', 'apply the certain fixes to each agent.hcl (in place, atomically, never through a link), then report what remains')
    .option('--fix-dry-run', 'report what --fix would leave, writing nothing')
    .option('--stdin', 'lint agent.hcl contents read from standard input')
    .option('--stdin-filename <name>', 'name shown for --stdin input; its folder locates the lock file (default: <stdin>)')
    .option('-r, --recursive', 'lint every agent.hcl under the given folders (default: the working directory)')
    .option(
      '--ignore-pattern <glob>',
      "with -r: skip folders and files matching GLOB, relative to the working directory (repeatable; the linter config's ignorePatterns add more)",
      collectString,
    )
    .option('--list-rules', 'print every rule (id, severity for this run, group, fix/suggest, description) and exit; -f json for JSON')
    .option('--explain <rule>', "print a rule's documentation and exit")
    .option(
      '--print-config <file>',
      "print the settings a lint of FILE would use (linter config, every rule's severity, plugin timeout and cache, lock file, global config) as JSON and exit",
    )
    .option('--verbose', 'print progress, and details of internal errors, to stderr')
    .version(TOOL.version, '-V, --version', 'print the version and exit')
    .helpOption('-h, --help', 'print this help and exit')
    .addHelpText('after', EXIT_CODES)
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => ctx.io.stdout.write(text),
      writeErr: (text) => ctx.io.stderr.write(text),
      // main() prints commander's errors itself, as one line.
      outputError: () => {},
    })
    .action(async (files: string[], options: LintCommandOptions) => {
      ctx.exitCode = await runLintCommand(files, options, ctx);
    });
  for (const register of extraCommands) register(program, ctx);
  return program;
}
