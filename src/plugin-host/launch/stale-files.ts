// Files and folders named after the PID of the run that made them, so a later run can tell
// litter from a killed run (SIGKILL, a V8 abort) from work in progress: only those whose PID
// is gone are removed. A reused PID keeps its litter until that process ends, never the reverse.
import { randomBytes } from 'node:crypto';
import { lstatSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** True when no process has that PID (EPERM: someone else's, alive). */
export function pidGone(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Removes each entry of `dir` whose name `pattern` matches with the owning PID as its first
 * group, when that PID is gone and the entry is ours (same user; never followed if a link).
 */
export function sweepStale(dir: string, pattern: RegExp): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const uid = process.getuid?.();
  for (const name of names) {
    const match = pattern.exec(name);
    if (!match || !pidGone(Number(match[1]))) continue;
    const path = join(dir, name);
    try {
      if (uid !== undefined && lstatSync(path).uid !== uid) continue;
      rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed by someone else meanwhile, or not ours to remove.
    }
  }
}

/** `<file>.<pid>.<12 hex>.tmp`, the temp name of an atomic write in the caches. */
export const STALE_TEMP = /\.(\d+)\.[0-9a-f]{12}\.tmp$/;

/**
 * Best effort: replaces `file` with `text` atomically, through a temp file of this run beside it
 * (created fresh, so never through a link of that name) renamed over it. Synchronous: for a
 * cache entry of a few KB, the round trips of fs/promises through the thread pool cost the
 * main thread more than the write.
 */
export function writeAtomicSync(file: string, text: string): void {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(temp, text, { mode: 0o600, flag: 'wx' });
    renameSync(temp, file);
  } catch {
    try {
      rmSync(temp, { force: true });
    } catch {
      // Left for a later run's sweep.
    }
  }
}
