// lint() (no plugins) on random projects: it never throws anything but HostError, never
// hangs, gives the same result twice, and every diagnostic points inside its file.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoundedRunner } from './support/bounded.js';
import { loadCorpus } from './support/corpus.js';
import { fcParams, timeLimit } from './support/fuzz-config.js';
import { GLOBAL, LOCK, projectArbitrary, writeProject, type ProjectFiles } from './support/projects.js';
import { saveRegression } from './support/regressions.js';
import { HANG_MS, lintProblems } from './support/verdicts.js';
import { tempDir } from '../support/temp-dir.js';

const corpus = loadCorpus();
let runner: BoundedRunner;
let dir: string;

beforeAll(() => {
  runner = new BoundedRunner(HANG_MS);
  dir = tempDir('hl-fuzz-project-');
});
afterAll(async () => {
  await runner.close();
});

/** Rule ids seen across the run: proof that inputs get past the parser into decoders and rules. */
const seen = new Set<string>();

async function lintsCleanly(files: ProjectFiles): Promise<void> {
  writeProject(dir, files);
  const outcome = await runner.run({ op: 'lint', dir, lockFile: LOCK, globalConfig: GLOBAL });
  if (outcome.op === 'lint') for (const d of (JSON.parse(outcome.runs[0]) as { diagnostics: { ruleId: string }[] }).diagnostics) seen.add(d.ruleId);
  const problems = lintProblems(files, outcome);
  if (problems.length === 0) return;
  const saved = saveRegression('project', files, problems.join('\n'));
  expect.fail(`${problems.join('\n')}${saved ? `\n(saved as ${saved})` : ''}`);
}

describe('lint() under fuzzing (no plugins)', () => {
  it(
    'random projects: no throw, no hang, deterministic, ranges inside their files',
    async () => {
      await fc.assert(fc.asyncProperty(projectArbitrary(corpus), lintsCleanly), fcParams(600));
      expect(seen.size, [...seen].sort().join(' ')).toBeGreaterThan(25);
    },
    timeLimit(60_000),
  );
});
