// Command-line file arguments → the agent.hcl files to lint, as displayed. A folder means its
// agent.hcl; with --recursive, every agent.hcl beneath it.
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { CliError } from './errors.js';
import { fsErrorText } from '../text/fs-error.js';

export const DEFAULT_FILE = 'agent.hcl';

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    // Missing or unreadable: the lint itself reports it, naming the file.
    return false;
  }
}

/** Every agent.hcl under `dir`, in a stable order; skips dot-folders, node_modules and what `ignored` says, follows no symlinks. */
function findAgentFiles(dir: string, out: string[], ignored: (path: string) => boolean): void {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.isFile() && entry.name === DEFAULT_FILE && !ignored(join(dir, entry.name))) out.push(join(dir, entry.name));
  }
  for (const entry of entries) {
    if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules' && !ignored(join(dir, entry.name)))
      findAgentFiles(join(dir, entry.name), out, ignored);
  }
}

/** `<project>/.agent/agent.lock.hcl` → `<project>/agent.hcl`: a lock file is linted with its project (pre-commit passes changed files). */
function projectOfLockFile(arg: string): string | undefined {
  const dir = dirname(arg);
  if (basename(arg) !== 'agent.lock.hcl' || basename(dir) !== '.agent') return undefined;
  return join(dirname(dir), DEFAULT_FILE);
}

function expand(arg: string, recursive: boolean, ignored: (path: string) => boolean, lockFileMeansProject: boolean): string[] {
  const project = lockFileMeansProject ? projectOfLockFile(arg) : undefined;
  if (project !== undefined) return [project];
  if (!isDirectory(arg)) return [arg];
  if (!recursive) return [join(arg, DEFAULT_FILE)];
  const found: string[] = [];
  try {
    findAgentFiles(arg, found, ignored);
  } catch (err) {
    throw new CliError(`cannot read folder ${arg}: ${fsErrorText(err, 'read')}`);
  }
  if (found.length === 0) throw new CliError(`no ${DEFAULT_FILE} found under ${arg}`);
  return found;
}

/**
 * No arguments means ./agent.hcl, or with --recursive every agent.hcl below the working
 * directory; `ignored` (--ignore-pattern, ignorePatterns) prunes what --recursive finds. A lock
 * file stands for its project's agent.hcl, unless `lockFileMeansProject` is false (fmt formats
 * the lock file itself).
 */
export function resolveInputs(
  args: readonly string[],
  recursive: boolean,
  ignored: (path: string) => boolean = () => false,
  lockFileMeansProject = true,
): string[] {
  const given = args.length > 0 ? args : [recursive ? '.' : DEFAULT_FILE];
  // One file named twice (`agent.hcl ./agent.hcl`, or a folder and its agent.hcl) is linted once, shown as first named.
  const byPath = new Map<string, string>();
  for (const file of given.flatMap((arg) => expand(arg, recursive, ignored, lockFileMeansProject)))
    if (!byPath.has(resolve(file))) byPath.set(resolve(file), file);
  return [...byPath.values()];
}
