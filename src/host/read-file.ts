// Reading the project's files: only regular files are opened, and every failure is a
// HostError naming the file.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fsErrorText } from '../text/fs-error.js';
import { HostError } from './error.js';

function readError(path: string, err: unknown): HostError {
  return new HostError(`cannot read ${path}: ${fsErrorText(err, 'read')}`);
}

/**
 * Refuses what is not a regular file before it is opened: a checkout may place a named pipe
 * (opening blocks forever) or a link to /dev/zero (reading never ends) where a config file
 * belongs. `hint` ends the refusal of a pipe or device. A missing or unreadable file passes:
 * the read reports it.
 */
export function checkRegularFile(path: string, cwd: string, hint = ''): void {
  let stats;
  try {
    stats = statSync(resolve(cwd, path));
  } catch {
    return;
  }
  if (stats.isDirectory()) throw new HostError(`cannot read ${path}: is a directory`);
  if (!stats.isFile()) throw new HostError(`cannot read ${path}: not a regular file${hint}`);
}

function readRegularFile(path: string, cwd: string): Buffer {
  checkRegularFile(path, cwd);
  return readFileSync(resolve(cwd, path));
}

/** agent.hcl's bytes (`path` relative to `cwd`); any failure is a HostError naming `path`. */
export function readInput(path: string, cwd: string): Buffer {
  try {
    return readRegularFile(path, cwd);
  } catch (err) {
    throw err instanceof HostError ? err : readError(path, err);
  }
}

/** The lock file and global config may be absent (undefined); any other failure to read them is fatal. */
export function readOptional(path: string, cwd: string): Buffer | undefined {
  try {
    return readRegularFile(path, cwd);
  } catch (err) {
    if (err instanceof HostError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw readError(path, err);
  }
}
