import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { hashMemo, memoizedSha256 } from '../../src/plugin-host/verify/hash-memo.js';
import { tempDir } from '../support/temp-dir.js';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
let root: string;

beforeEach(() => {
  root = tempDir('hl-memo-');
});

describe('memoizedSha256', () => {
  it('answers from the memo while the file is unchanged', async () => {
    const bin = join(root, 'plugin');
    writeFileSync(bin, 'version one');
    const hash = memoizedSha256(hashMemo(join(root, 'cache')));
    expect(await hash(bin)).toBe(sha('version one'));
    // Prove the memo is what answers: plant a different digest for the same identity.
    const dir = join(root, 'cache', 'hashes-v2');
    const [entryFile] = readdirSync(dir);
    const entry = JSON.parse(readFileSync(join(dir, entryFile), 'utf8'));
    writeFileSync(join(dir, entryFile), JSON.stringify({ ...entry, sha256: 'f'.repeat(64) }));
    expect(await hash(bin)).toBe('f'.repeat(64));
  });

  it('hashes again after any write, even with the same size and a restored mtime', async () => {
    const bin = join(root, 'plugin');
    writeFileSync(bin, 'version one');
    const hash = memoizedSha256(hashMemo(join(root, 'cache')));
    expect(await hash(bin)).toBe(sha('version one'));
    const before = statSync(bin);
    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(bin, 'version two');
    utimesSync(bin, before.atime, before.mtime);
    expect(await hash(bin)).toBe(sha('version two'));
  });

  it("removes the previous version's memo once it writes an entry", async () => {
    const bin = join(root, 'plugin');
    writeFileSync(bin, 'x');
    const old = join(root, 'cache', 'hashes-v1');
    mkdirSync(old, { recursive: true });
    writeFileSync(join(old, 'entry.json'), '{}');
    await memoizedSha256(hashMemo(join(root, 'cache')))(bin);
    expect(readdirSync(join(root, 'cache')).sort()).toEqual(['hashes-v2']);
  });

  it('ignores a corrupt memo entry', async () => {
    const bin = join(root, 'plugin');
    writeFileSync(bin, 'x');
    const hash = memoizedSha256(hashMemo(join(root, 'cache')));
    await hash(bin);
    const dir = join(root, 'cache', 'hashes-v2');
    for (const name of readdirSync(dir)) writeFileSync(join(dir, name), '{oops');
    expect(await hash(bin)).toBe(sha('x'));
  });
});
