// Plugin answers cached by the binary's SHA-256, so an unchanged plugin is launched once.
// Entries are written atomically (temp file + rename in the same folder); an unreadable or
// corrupt entry is a miss, never an error. An entry is read synchronously: reading one small
// file per plugin directly is faster than a round trip through libuv's thread pool for each,
// and a warm run then never loads fs/promises. A write also sweeps the temp files of writers
// that were killed mid-write (stale-files.ts).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PluginAnswers } from '../wire/plugin-answers.js';
import { STALE_TEMP, sweepStale, tempNameFor } from '../launch/stale-files.js';

/** Bump when the cached shape or what the host asks a plugin changes. */
export const CACHE_VERSION = 1;

interface Entry {
  version: number;
  sha256: string;
  answers: PluginAnswers;
}

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
  private created: Promise<unknown> | null = null;

  private file(sha256: string): string {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`not a SHA-256 digest: ${sha256}`);
    return join(this.dir, `${sha256}.json`);
  }

  get(sha256: string): PluginAnswers | null {
    let text: string;
    try {
      text = readFileSync(this.file(sha256), 'utf8');
    } catch {
      return null;
    }
    try {
      const entry = JSON.parse(text) as Partial<Entry>;
      if (entry.version !== CACHE_VERSION || entry.sha256 !== sha256 || !isAnswers(entry.answers)) return null;
      return entry.answers;
    } catch {
      return null;
    }
  }

  /** Best effort: a cache that cannot be written only costs a launch next time. */
  async set(sha256: string, answers: PluginAnswers): Promise<void> {
    const target = this.file(sha256);
    const temp = tempNameFor(target, randomBytes(6).toString('hex'));
    const entry: Entry = { version: CACHE_VERSION, sha256, answers };
    try {
      await (this.created ??= mkdir(this.dir, { recursive: true }).then(() => sweepStale(this.dir, STALE_TEMP)));
      await writeFile(temp, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
      await rename(temp, target);
    } catch {
      await rm(temp, { force: true }).catch(() => {});
    }
  }
}
