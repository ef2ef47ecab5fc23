// What argv may mean. File names come from strangers (a pre-commit hook passes a checkout's
// paths): after `--` nothing is an option or a subcommand, and before it an argument that looks
// like an option but names an existing path is refused rather than obeyed, since a folder named
// `--global-config=g` would otherwise hand the checkout's own g/agent.hcl to the linter.
import { lstatSync } from 'node:fs';
import { CliError } from './errors.js';

/** The arguments before `--` (all of them when there is none). */
export function optionPart(argv: readonly string[]): readonly string[] {
  const end = argv.indexOf('--');
  return end === -1 ? argv : argv.slice(0, end);
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** Throws when an option-shaped argument before `--` is also the name of a file or folder. */
export function refuseOptionsNamingFiles(argv: readonly string[]): void {
  for (const arg of optionPart(argv)) {
    if (arg.length > 1 && arg.startsWith('-') && exists(arg)) {
      throw new CliError(`${JSON.stringify(arg)} is both an option and the name of a file here; put -- before file names (harness-lint [options] -- file...)`);
    }
  }
}

/** Whether a subcommand may be dispatched: only a name before `--` is one. */
export function mayDispatch(argv: readonly string[], names: readonly string[]): boolean {
  return optionPart(argv).some((arg) => names.includes(arg));
}
