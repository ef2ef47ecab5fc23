// The tests' temporary folders go when their test or file ends, whatever a test left in them,
// and removing one never reaches outside it.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { removeTree, tempDir, tempDirPerFile } from './temp-dir.js';

const fileScoped = tempDir('hl-temp-dir-file-');
const perFile = tempDirPerFile('hl-temp-dir-per-file-');

describe('tempDir', () => {
  it('makes a folder in TMPDIR with the prefix, removed when the test finishes', () => {
    // onTestFinished callbacks run last registered first: this one runs after the removal.
    let dir = '';
    onTestFinished(() => expect(existsSync(dir)).toBe(false));
    dir = tempDir('hl-temp-dir-test-');
    expect(dir).toMatch(new RegExp(`^${tmpdir()}/hl-temp-dir-test-[A-Za-z0-9]{6}$`));
    expect(readdirSync(dir)).toEqual([]);
  });

  it('made outside a test, it lasts until the file ends', () => {
    expect(existsSync(fileScoped)).toBe(true);
  });

  it('per file: the same folder for each call in a file', () => {
    expect(perFile()).toBe(perFile());
    expect(existsSync(perFile())).toBe(true);
  });
});

describe('removeTree', () => {
  it('removes read-only folders and files, a FIFO and links, and leaves what the links point at', () => {
    const outside = tempDir('hl-temp-dir-outside-');
    writeFileSync(join(outside, 'kept'), 'kept');
    const dir = tempDir('hl-temp-dir-tree-');
    mkdirSync(join(dir, 'read-only'));
    writeFileSync(join(dir, 'read-only', 'file'), '');
    chmodSync(join(dir, 'read-only', 'file'), 0o400);
    chmodSync(join(dir, 'read-only'), 0o500);
    mkdirSync(join(dir, 'closed', 'inner'), { recursive: true });
    chmodSync(join(dir, 'closed', 'inner'), 0o000);
    chmodSync(join(dir, 'closed'), 0o000);
    execFileSync('mkfifo', [join(dir, 'fifo')]);
    symlinkSync(outside, join(dir, 'folder-link'));
    symlinkSync(join(outside, 'kept'), join(dir, 'file-link'));
    removeTree(dir);
    expect(existsSync(dir)).toBe(false);
    expect(readdirSync(outside)).toEqual(['kept']);
    expect(readFileSync(join(outside, 'kept'), 'utf8')).toBe('kept');
  });

  it('is done when the folder is already gone', () => {
    const dir = tempDir('hl-temp-dir-gone-');
    removeTree(dir);
    expect(() => removeTree(dir)).not.toThrow();
  });
});
