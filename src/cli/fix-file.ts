// Writes agent.hcl as --fix left it. The file comes from a checkout, so the write follows the
// report files' rules (report-file.ts) and more: never through a symbolic link (the file, or any
// folder on its whole path: `cd tools && harness-lint --fix ../s6/agent.hcl` must not write
// through a checkout's linked s6 outside the working directory), only over a regular file with
// one name, only when the file still holds what was linted, and atomically: the text goes to a
// new file in the same folder with the original's mode, which then replaces it by rename (a
// rename replaces a link itself, never what it points to), so a reader sees the old text or the
// new, never half.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  fsyncSync,
  lstatSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fsErrorText } from '../text/fs-error.js';

/** Why `path` is not the regular, singly named file `before` was; undefined when it still is. */
function notTheFile(stats: Stats, before?: Stats): string | undefined {
  if (stats.isSymbolicLink()) return 'it is a symbolic link';
  if (!stats.isFile()) return 'not a regular file';
  if (stats.nlink > 1) return 'it has other names (hard links)';
  if (before && (stats.ino !== before.ino || stats.dev !== before.dev)) return 'it was replaced while it was linted';
  return undefined;
}

/** The file's bytes, read without following a link; a reason when it is not the file. */
function readUnfollowed(path: string): { stats: Stats; bytes: Buffer } | string {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOOP') return 'it is a symbolic link';
    return fsErrorText(err, 'read');
  }
  try {
    const stats = fstatSync(fd);
    return notTheFile(stats) ?? { stats, bytes: readFileSync(fd) };
  } catch (err) {
    return fsErrorText(err, 'read');
  } finally {
    closeSync(fd);
  }
}

/**
 * A folder on the whole path of `path`, from the root down, that is a symbolic link, as a reason;
 * else undefined. Shown as `path` was given: relative to the working directory, or absolute. (A
 * system whose own folders are links, as macOS's /tmp, needs the real path, or a cd there.)
 */
function linkedFolderOnPath(path: string): string | undefined {
  const folders: string[] = [];
  for (let dir = dirname(resolve(path)); ; dir = dirname(dir)) {
    folders.push(dir);
    if (dirname(dir) === dir) break;
  }
  for (const dir of folders.reverse()) {
    try {
      if (lstatSync(dir).isSymbolicLink()) return `its folder ${isAbsolute(path) ? dir : relative(process.cwd(), dir)} is a symbolic link`;
    } catch {
      // Missing: the read below reports it.
      return undefined;
    }
  }
  return undefined;
}

/** Replaces `path`, which held `original` when it was linted, with `text`; returns why it could not, or undefined. */
export function writeFixedFile(path: string, original: Buffer, text: Buffer): string | undefined {
  const linked = linkedFolderOnPath(path);
  if (linked) return linked;
  const read = readUnfollowed(path);
  if (typeof read === 'string') return read;
  if (!read.bytes.equals(original)) return 'it changed while it was linted';
  const temp = join(dirname(path), `.${basename(path)}.harness-lint-${randomBytes(6).toString('hex')}`);
  try {
    const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
    try {
      fchmodSync(fd, read.stats.mode & 0o7777);
      for (let written = 0; written < text.length; ) written += writeSync(fd, text, written);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    const replaced = notTheFile(lstatSync(path), read.stats);
    if (replaced) {
      unlinkSync(temp);
      return replaced;
    }
    renameSync(temp, path);
    return undefined;
  } catch (err) {
    try {
      unlinkSync(temp);
    } catch {
      // Not created, or already renamed.
    }
    return fsErrorText(err, 'write');
  }
}
