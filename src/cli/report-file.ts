// Writes a report file (`--format NAME=PATH`) without following symlinks. CI recipes name a
// report file inside the checkout (`-f sarif=harness-lint.sarif`), and a checkout may ship that
// name as a link to a file elsewhere: writing through it would overwrite the link's target or
// create a file wherever a dangling one points. So the folders below the working directory and
// the file itself must not be links, and only a regular file with one name is overwritten.
import { closeSync, constants, fstatSync, ftruncateSync, lstatSync, openSync, writeSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { fsErrorText } from '../text/fs-error.js';

/** A folder between the working directory and `path` that is a symlink, as a reason; else undefined. */
export function linkedFolder(path: string): string | undefined {
  const inside = relative(process.cwd(), resolve(path));
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return undefined;
  let prefix = '';
  for (const part of inside.split(sep).slice(0, -1)) {
    prefix = prefix === '' ? part : `${prefix}${sep}${part}`;
    try {
      if (lstatSync(prefix).isSymbolicLink()) return `its folder ${prefix} is a symbolic link`;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Writes `text` to `path`; returns why it could not, or undefined on success. */
export function writeReportFile(path: string, text: string): string | undefined {
  const linked = linkedFolder(path);
  if (linked) return linked;
  let fd: number;
  try {
    // O_NONBLOCK: a FIFO without a reader fails (ENXIO) instead of hanging the run.
    fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW | constants.O_NONBLOCK, 0o666);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOOP') return 'it is a symbolic link';
    if ((err as NodeJS.ErrnoException).code === 'ENXIO') return 'not a regular file';
    return fsErrorText(err, 'write');
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return 'not a regular file';
    if (stats.nlink > 1) return 'it has other names (hard links)';
    ftruncateSync(fd, 0);
    const bytes = Buffer.from(text);
    for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written);
    return undefined;
  } catch (err) {
    return fsErrorText(err, 'write');
  } finally {
    closeSync(fd);
  }
}
