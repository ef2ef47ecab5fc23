// Remembers a binary's SHA-256 by its file identity (device, inode, size, mtime and ctime
// in nanoseconds), so a warm run does not re-read every plugin binary. Any write to the
// file changes its ctime, which user space cannot set back, so a changed binary is always
// hashed again. An entry is named by device and inode, so a lookup hashes nothing; it reads
// synchronously, as the capability cache does. Entries are written atomically; a bad entry
// just means hashing again. The first write of a run sweeps killed writers' temp files.
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync, type BigIntStats } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sha256File } from './hash.js';
import { STALE_TEMP, sweepStale, tempNameFor } from '../launch/stale-files.js';

const MEMO_VERSION = 2;

function identityOf(info: BigIntStats): string {
  return [info.dev, info.ino, info.size, info.mtimeNs, info.ctimeNs].join(':');
}

/**
 * Which file is at `path`, and unchanged since: a write changes mtime and ctime, a rename
 * (swapping another file in, or back) the inode or the moved file's ctime.
 */
export function fileIdentity(path: string): string {
  return identityOf(statSync(path, { bigint: true }));
}

/** `hash` is how a file not remembered is hashed (default: read it all). */
export function memoizedSha256(root: string): (path: string, hash?: (path: string) => Promise<string>) => Promise<string> {
  const dir = join(root, `hashes-v${MEMO_VERSION}`);
  let swept = false;
  return async (path: string, hash = sha256File) => {
    const info = statSync(path, { bigint: true });
    const identity = identityOf(info);
    const file = join(dir, `${info.dev}-${info.ino}.json`);
    try {
      const entry = JSON.parse(readFileSync(file, 'utf8')) as { identity?: unknown; sha256?: unknown };
      if (entry.identity === identity && typeof entry.sha256 === 'string' && /^[0-9a-f]{64}$/.test(entry.sha256)) return entry.sha256;
    } catch {
      // No entry or a bad one: hash below.
    }
    const sha256 = await hash(path);
    const temp = tempNameFor(file, randomBytes(6).toString('hex'));
    try {
      await mkdir(dir, { recursive: true });
      if (!swept) sweepStale(dir, STALE_TEMP);
      swept = true;
      await writeFile(temp, JSON.stringify({ identity, sha256 }), { mode: 0o600 });
      await rename(temp, file);
      // The memo of the version before, which nothing reads any more.
      await rm(join(root, `hashes-v${MEMO_VERSION - 1}`), { recursive: true, force: true });
    } catch {
      await rm(temp, { force: true }).catch(() => {});
    }
    return sha256;
  };
}
