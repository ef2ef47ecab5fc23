// Temporary folders for tests, each removed by the test or the test file that made it, so a run
// leaves nothing in TMPDIR (test/setup-private-tmpdir.ts checks that it does not).
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished, TestRunner } from 'vitest';

/** Folders to remove after the current test file (test/setup-temp-dirs.ts). */
const afterFile: string[] = [];

/**
 * A new folder in `parent` (TMPDIR), `prefix` and six random characters. Made in a test or its
 * beforeEach, it is removed when that test finishes; made anywhere else (a module's top level, a
 * describe, a beforeAll) or in a concurrent test, whose hooks vitest cannot tell apart, after the
 * test file.
 */
export function tempDir(prefix: string, parent = tmpdir()): string {
  const dir = mkdtempSync(join(parent, prefix));
  const test = TestRunner.getCurrentTest();
  if (test !== undefined && !test.concurrent) onTestFinished(() => removeTree(dir));
  else afterFile.push(dir);
  return dir;
}

/**
 * One folder for each test file that asks: made on the first call in a file, the same for the
 * rest of it, removed after it. For support modules, whose state a worker may keep from one test
 * file to the next.
 */
export function tempDirPerFile(prefix: string): () => string {
  let dir: string | undefined;
  return () => {
    if (dir === undefined || !afterFile.includes(dir)) {
      dir = mkdtempSync(join(tmpdir(), prefix));
      afterFile.push(dir);
    }
    return dir;
  };
}

/** Removes the current test file's folders. */
export function removeFileTempDirs(): void {
  for (const dir of afterFile.splice(0)) removeTree(dir);
}

/**
 * Removes `path` and everything below it. A symbolic link inside is removed, never followed;
 * folders a test made read-only are made writable first, so their entries can go.
 */
export function removeTree(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EACCES') throw error;
    makeFoldersWritable(path);
    rmSync(path, { recursive: true, force: true });
  }
}

function makeFoldersWritable(path: string): void {
  if (!lstatSync(path).isDirectory()) return;
  chmodSync(path, 0o700);
  for (const name of readdirSync(path)) makeFoldersWritable(join(path, name));
}
