// Failing inputs found by fuzzing live in test/fixtures/regressions/ (one folder per input,
// the files it needs), replayed by regressions.test.ts on every run.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fuzzConfig } from './fuzz-config.js';

export const REGRESSIONS = join(import.meta.dirname, '..', '..', 'fixtures', 'regressions');

/** Names a regression after its contents, so the same input is saved once. */
export function saveRegression(kind: 'parse' | 'project', files: Record<string, string | Uint8Array>, why: string): string | null {
  if (!fuzzConfig.save) return null;
  const hash = createHash('sha256');
  for (const [name, data] of Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(name).update('\0').update(data).update('\0');
  const dir = join(REGRESSIONS, `${kind}-${hash.digest('hex').slice(0, 12)}`);
  if (existsSync(dir)) return dir;
  mkdirSync(dir, { recursive: true });
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), data);
  }
  writeFileSync(join(dir, 'WHY.txt'), `${why}\n(seed ${fuzzConfig.seed})\n`);
  return dir;
}
