// Remembers a binary's SHA-256 by its file identity (device, inode, size, mtime and ctime
// in nanoseconds), so a warm run does not re-read every plugin binary. Any write to the
// file changes its ctime, which user space cannot set back, so a changed binary is always
// hashed again. An entry is named by device and inode, so a lookup hashes nothing; it reads
// and writes synchronously, as the capability cache does. Entries are written atomically; a
// bad entry just means hashing again. The first write of a run sweeps killed writers' temp
// files and the previous version's memo.
import { mkdirSync, readFileSync, rmSync, statSync, type BigIntStats } from 'node:fs';
import { join } from 'node:path';
import { sha256File } from './hash.js';
import { STALE_TEMP, sweepStale, writeAtomicSync } from '../launch/stale-files.js';

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

/** The name an entry keyed by file identity takes: device and inode, so a changed file replaces its entry. */
export function identityEntryName(identity: string): string {
  const parts = /^(\d+):(\d+)(:\d+)+$/.exec(identity);
  if (!parts) throw new Error(`not a file identity: ${identity}`);
  return `${parts[1]}-${parts[2]}`;
}

export interface HashMemo {
  /** The digest remembered for the file of this identity (fileIdentity), or null. */
  recall(identity: string): string | null;
  /** Remembers `sha256` as the digest of the file of this identity; a failed write is let go. */
  remember(identity: string, sha256: string): void;
}

export function hashMemo(root: string): HashMemo {
  const dir = join(root, `hashes-v${MEMO_VERSION}`);
  const entryFile = (identity: string) => join(dir, `${identityEntryName(identity)}.json`);
  let swept = false;
  return {
    recall(identity) {
      try {
        const entry = JSON.parse(readFileSync(entryFile(identity), 'utf8')) as { identity?: unknown; sha256?: unknown };
        if (entry.identity === identity && typeof entry.sha256 === 'string' && /^[0-9a-f]{64}$/.test(entry.sha256)) return entry.sha256;
      } catch {
        // No entry or a bad one: not remembered.
      }
      return null;
    },
    remember(identity, sha256) {
      try {
        if (!swept) {
          mkdirSync(dir, { recursive: true });
          swept = true;
          sweepStale(dir, STALE_TEMP);
          // The memo of the version before, which nothing reads any more.
          rmSync(join(root, `hashes-v${MEMO_VERSION - 1}`), { recursive: true, force: true });
        }
      } catch {
        return;
      }
      writeAtomicSync(entryFile(identity), JSON.stringify({ identity, sha256 }));
    },
  };
}

/** The remembered digest, else `hash` (default: read it all) remembered. */
export function memoizedSha256(memo: HashMemo): (path: string, hash?: (path: string) => Promise<string>) => Promise<string> {
  return async (path: string, hash = sha256File) => {
    const identity = fileIdentity(path);
    const known = memo.recall(identity);
    if (known) return known;
    const sha256 = await hash(path);
    memo.remember(identity, sha256);
    return sha256;
  };
}
