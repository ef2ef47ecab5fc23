// hash-aside.ts: the digests of files asked for in one pass, taken after it; a file of at most
// one read chunk, or a lone large one, on the main thread (hash.ts's sha256File); several large
// ones in a worker thread, whose errors come back with their errno code.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_BYTES } from '../../src/capabilities/verify/hash.js';
import { sha256Aside } from '../../src/capabilities/verify/hash-aside.js';
import { tempDir } from '../support/temp-dir.js';

const onMainThread = vi.hoisted(() => [] as string[]);
vi.mock('../../src/capabilities/verify/hash.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/capabilities/verify/hash.js')>();
  return {
    ...real,
    sha256File: (path: string) => {
      onMainThread.push(path);
      return real.sha256File(path);
    },
  };
});

const digestOf = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

let root: string;
beforeEach(() => {
  root = tempDir('hl-hash-aside-');
  onMainThread.length = 0;
});

function file(name: string, bytes: number): string {
  const path = join(root, name);
  writeFileSync(path, randomBytes(bytes));
  return path;
}

describe('sha256Aside', () => {
  it('hashes several large files in a worker, and small ones on the main thread', async () => {
    const small = file('small', CHUNK_BYTES);
    const large = [file('large-1', CHUNK_BYTES + 1), file('large-2', 3 * CHUNK_BYTES + 7)];
    const digests = await Promise.all([small, ...large].map(sha256Aside));
    expect(digests).toEqual([small, ...large].map(digestOf));
    expect(onMainThread).toEqual([small]);
  });

  it('hashes a lone large file on the main thread, where it costs less than starting a worker', async () => {
    const large = file('large', 2 * CHUNK_BYTES);
    expect(await sha256Aside(large)).toBe(digestOf(large));
    expect(onMainThread).toEqual([large]);
  });

  it('does not read a file before the pass that asked for it is done', async () => {
    const large = [file('large-1', 2 * CHUNK_BYTES), file('large-2', 2 * CHUNK_BYTES)];
    const pending = large.map(sha256Aside);
    // Rewritten in the same pass, after it was asked for: the digest is of what it is now.
    writeFileSync(large[1], 'rewritten');
    expect(await Promise.all(pending)).toEqual(large.map(digestOf));
  });

  it('a file gone before it is hashed: rejected with its errno code, from the main thread and from the worker', async () => {
    const missing = join(root, 'missing');
    const large = [file('large-1', 2 * CHUNK_BYTES), file('large-2', 2 * CHUNK_BYTES)];
    const asked = [missing, ...large].map((path) => sha256Aside(path).catch((error: NodeJS.ErrnoException) => error.code));
    // Removed once the pass has been sent to the worker, before the worker (still starting) opens it.
    setImmediate(() => rmSync(large[1]));
    expect(await Promise.all(asked)).toEqual(['ENOENT', digestOf(large[0]), 'ENOENT']);
  });
});
