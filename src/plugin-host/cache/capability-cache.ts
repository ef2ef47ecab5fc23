// Plugin answers cached, so an unchanged plugin is launched once: a lock-file binary's by its
// SHA-256 (it is hashed anyway, to be verified); a dev_overrides binary's by its file identity
// (hash-memo.ts), one entry per file, replaced when the file changes, as such a binary is the
// user's own, unverified by design, and hashing a 13 MB Go plugin would cost every rebuild's
// first lint ~11 ms of CPU.
// Entries are written atomically (temp file + rename in the same folder); an unreadable or
// corrupt entry is a miss, never an error. An entry is read and written synchronously: one
// small file per plugin directly is faster than round trips through libuv's thread pool. The
// first write of a run also sweeps the temp files of writers that were killed mid-write
// (stale-files.ts).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginAnswers } from '../wire/plugin-answers.js';
import { STALE_TEMP, sweepStale, writeAtomicSync } from '../launch/stale-files.js';
import { identityEntryName } from '../verify/hash-memo.js';

/** Bump when the cached shape or what the host asks a plugin changes. */
export const CACHE_VERSION = 1;

/** Which binary's answers: by content (lock-file binaries) or by file identity (dev_overrides). */
export type CacheKey = { sha256: string } | { identity: string };

interface Entry {
  version: number;
  sha256?: string;
  identity?: string;
  answers: PluginAnswers;
}

const SHA256 = /^[0-9a-f]{64}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAnswers(value: unknown): value is PluginAnswers {
  if (!isRecord(value) || !isRecord(value.categories)) return false;
  if (!Object.values(value.categories).every(isRecord)) return false;
  return value.describe === undefined || isRecord(value.describe);
}

export class CapabilityCache {
  private readonly dir: string;

  constructor(root: string) {
    this.dir = join(root, `capabilities-v${CACHE_VERSION}`);
  }

  /** The folder is made once per run, not once per entry written. */
  private created = false;

  private file(key: CacheKey): string {
    if ('sha256' in key) {
      if (!SHA256.test(key.sha256)) throw new Error(`not a SHA-256 digest: ${key.sha256}`);
      return join(this.dir, `${key.sha256}.json`);
    }
    return join(this.dir, `dev-${identityEntryName(key.identity)}.json`);
  }

  get(key: CacheKey): PluginAnswers | null {
    let text: string;
    try {
      text = readFileSync(this.file(key), 'utf8');
    } catch {
      return null;
    }
    try {
      const entry = JSON.parse(text) as Partial<Entry>;
      const same =
        'sha256' in key ? entry.sha256 === key.sha256 && entry.identity === undefined : entry.identity === key.identity && entry.sha256 === undefined;
      if (entry.version !== CACHE_VERSION || !same || !isAnswers(entry.answers)) return null;
      return entry.answers;
    } catch {
      return null;
    }
  }

  /** Best effort: a cache that cannot be written only costs a launch next time. */
  set(key: CacheKey, answers: PluginAnswers): void {
    const entry: Entry = { version: CACHE_VERSION, ...key, answers };
    try {
      if (!this.created) {
        mkdirSync(this.dir, { recursive: true });
        this.created = true;
        sweepStale(this.dir, STALE_TEMP);
      }
    } catch {
      return;
    }
    writeAtomicSync(this.file(key), `${JSON.stringify(entry)}\n`);
  }
}
