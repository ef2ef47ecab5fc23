// In-process tests must not write into the user's real cache: the capability cache and the
// checksum memo default to $XDG_CACHE_HOME/harness-lint.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const cache = mkdtempSync(join(tmpdir(), 'harness-lint-test-cache-'));
process.env.XDG_CACHE_HOME = cache;
afterAll(() => rmSync(cache, { recursive: true, force: true }));
