// After each test file, its temporary folders (test/support/temp-dir.ts) are removed. Listed
// first in setupFiles, so this runs after the file's own afterAll hooks, which may still use them.
import { afterAll } from 'vitest';
import { removeFileTempDirs } from './support/temp-dir.js';

afterAll(removeFileTempDirs);
