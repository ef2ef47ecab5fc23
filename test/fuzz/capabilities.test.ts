// The capability rules on what plugins could send: each conformance case that has plugins,
// with every provider's answer mutated (values and shapes its author never tried, field types
// kept as protobuf keeps them) and sometimes agent.hcl too. lint() must not throw, must give
// the same result twice, and must keep every range inside its file.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutatedInputs } from '../differential/generate.js';
import type { ProviderCapabilities } from '../../src/models/advertised/wire-types.js';
import { BoundedRunner } from './support/bounded.js';
import { loadCapabilityCases } from './support/capability-cases.js';
import { fcParams, timeLimit } from './support/fuzz-config.js';
import { mutateMessage } from './support/json-mutate.js';
import { AGENT, GLOBAL, LOCK, writeProject, type ProjectFiles } from './support/projects.js';
import { saveRegression } from './support/regressions.js';
import { HANG_MS, lintProblems } from './support/verdicts.js';
import { tempDir } from '../support/temp-dir.js';

const cases = loadCapabilityCases();
let runner: BoundedRunner;
let dir: string;
const seen = new Set<string>();

beforeAll(() => {
  runner = new BoundedRunner(HANG_MS);
  dir = tempDir('hl-fuzz-caps-');
});
afterAll(async () => {
  await runner.close();
});

const mutatedCase = fc
  .record({ index: fc.nat(cases.length - 1), seed: fc.integer(), mutations: fc.integer({ min: 1, max: 8 }), agentToo: fc.boolean() })
  .map(({ index, seed, mutations, agentToo }) => {
    const c = cases[index];
    const files: ProjectFiles = { ...c.files };
    if (agentToo) files[AGENT] = mutatedInputs(seed, 1, [{ name: c.name, source: c.files[AGENT] }])[0].source;
    const providers = c.providers.map(
      (p, i): ProviderCapabilities => ({
        ...p,
        categories: Object.fromEntries(
          Object.entries(p.categories).map(([cat, message]) => [cat, mutateMessage(message as never, seed + i, mutations) as Record<string, unknown>]),
        ),
      }),
    );
    return { name: c.name, files, providers };
  });

describe('capability rules under fuzzing', () => {
  it('has cases with plugins', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it(
    'mutated plugin answers: no throw, no hang, deterministic, ranges inside their files',
    async () => {
      await fc.assert(
        fc.asyncProperty(mutatedCase, async ({ name, files, providers }) => {
          writeProject(dir, files);
          const outcome = await runner.run({ op: 'lint', dir, lockFile: LOCK, globalConfig: GLOBAL, capabilities: providers });
          if (outcome.op === 'lint') for (const d of (JSON.parse(outcome.runs[0]) as { diagnostics: { ruleId: string }[] }).diagnostics) seen.add(d.ruleId);
          const problems = lintProblems(files, outcome);
          if (problems.length === 0) return;
          const saved = saveRegression(
            'project',
            { ...files, 'providers.json': JSON.stringify(Object.fromEntries(providers.map((p) => [p.name, p])), null, 2) },
            `${name}: ${problems.join('\n')}`,
          );
          expect.fail(`${name}: ${problems.join('\n')}${saved ? `\n(saved as ${saved})` : ''}`);
        }),
        fcParams(300),
      );
      // The capability rules did run on these answers.
      expect([...seen].filter((id) => id.startsWith('cap-')).length, [...seen].sort().join(' ')).toBeGreaterThan(8);
    },
    timeLimit(60_000),
  );
});
