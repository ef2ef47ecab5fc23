// The shapes of issue 16 part 5 under fuzzing, each bounded so that the whole file costs a
// couple of seconds: long numeric strings, very long lines, nested templates, many findings, NUL
// runs, many suppression directives (through lint() in the bounded worker: no throw, no hang,
// deterministic, ranges inside their files) and big linter configs (a config or a
// LinterConfigError that spells out at most MAX_LISTED problems and counts the rest).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LinterConfigError, loadLinterConfig } from '../../src/host/linter-config/index.js';
import { MAX_LISTED } from '../../src/host/linter-config/validate.js';
import { allRules } from '../../src/rules/index.js';
import { BoundedRunner } from './support/bounded.js';
import { fcParams, timeLimit } from './support/fuzz-config.js';
import { AGENT, GLOBAL, LOCK, writeProject } from './support/projects.js';
import { HANG_MS, lintProblems } from './support/verdicts.js';
import { tempDir } from '../support/temp-dir.js';

const RULE_IDS = allRules.map((r) => r.meta.id);
let runner: BoundedRunner;
let dir: string;

beforeAll(() => {
  runner = new BoundedRunner(HANG_MS);
  dir = tempDir('hl-fuzz-shapes-');
});
afterAll(async () => {
  await runner.close();
});

const digits = (max: number) => fc.integer({ min: 1, max }).map((n) => '1'.repeat(n));
const lineChars = fc.constantFrom('a', ' ', '=', '"', '\\', '$', '{', '}', '#', '\u0000', '\u00e9', '\u{1F600}', '\t', ',', 'api_key', 'sk_live_');

/** `levels` nested for expressions, each binding s to "${s}${s}": the string doubles at every level. */
function doubling(levels: number): string {
  let e = 's';
  for (let i = 0; i < levels; i++) e = `[for s in ["\${s}\${s}"] : ${e}]`;
  return `[for s in ["ab"] : ${e}]`;
}

const directive = fc.oneof(
  fc.constantFrom(
    '# harness-lint-ignore: hcl-unsupported-argument',
    '# harness-lint-ignore-file: hcl-unsupported-argument',
    '// harness-lint-ignore: numeric-range -- r',
    '/* harness-lint-ignore: hcl-unsupported-argument */',
  ),
  fc.stringMatching(/^[a-z-]{1,20}$/).map((id) => `# harness-lint-ignore: ${id}`),
);

/** agent.hcl texts of each shape, a few KB to a few hundred KB. */
const shapes: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(digits(20_000), fc.constantFrom('', 'x', '.', 'e', '-'))
    .map(
      ([d, tail]) =>
        `settings {\n  default_frontend = "cli"\n  log_level        = "info"\n  telemetry        = true\n}\nagent_profile "a" {\n  max_turns = "${d}${tail}"\n}\n`,
    ),
  fc
    .tuple(fc.array(lineChars, { minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 4_000 }))
    .map(([chars, times]) => `provider "p" {\n  x = ${chars.join('').repeat(times)}\n}\n`),
  fc.integer({ min: 1, max: 40 }).map((levels) => `settings {\n  log_level = ${doubling(levels)}\n}\n`),
  fc.integer({ min: 1, max: 3_000 }).map((n) => Array.from({ length: n }, (_, i) => `u${i} = ${i}`).join('\n') + '\n'),
  fc.tuple(fc.integer({ min: 1, max: 200_000 }), fc.boolean()).map(([n, quoted]) => (quoted ? `x = "${'\u0000'.repeat(n)}"\n` : `${'\u0000'.repeat(n)}\n`)),
  fc
    .tuple(fc.array(directive, { minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 100 }))
    .map(([list, times]) => Array.from({ length: times }, (_, i) => `${list.join('\n')}\nx${i} = 1`).join('\n') + '\n'),
);

describe('part 5 shapes under fuzzing', () => {
  it(
    'long numeric strings, long lines, nested templates, many findings, NUL runs, many directives: no throw, no hang, deterministic, ranges inside',
    async () => {
      await fc.assert(
        fc.asyncProperty(shapes, async (text) => {
          const files = { [AGENT]: text };
          writeProject(dir, files);
          const problems = lintProblems(files, await runner.run({ op: 'lint', dir, lockFile: LOCK, globalConfig: GLOBAL }));
          expect(problems, text.slice(0, 200)).toEqual([]);
        }),
        fcParams(18),
      );
    },
    timeLimit(60_000),
  );

  it(
    'big linter configs (up to 2,000 unknown, misspelt or badly set ids): a LinterConfigError listing at most 20 problems and counting the rest',
    async () => {
      const id = fc.oneof(
        fc.constantFrom(...RULE_IDS),
        fc.constantFrom(...RULE_IDS).map((r) => `${r}x`),
        fc.stringMatching(/^[a-z0-9-]{1,30}$/),
      );
      const setting = fc.constantFrom('off', 'warning', 'error', 'loud', 'warn');
      let n = 0;
      await fc.assert(
        fc.asyncProperty(fc.dictionary(id, setting, { minKeys: 1, maxKeys: 2_000 }), async (rules) => {
          const project = join(dir, `config-${n++}`);
          mkdirSync(join(project, '.git'), { recursive: true });
          writeFileSync(join(project, '.harness-lintrc.json'), JSON.stringify({ rules }));
          const err = await loadLinterConfig({ startDir: project, knownRuleIds: RULE_IDS, cwd: project }).then(
            () => undefined,
            (e: unknown) => e,
          );
          rmSync(project, { recursive: true, force: true });
          const bad = Object.entries(rules).filter(([k, v]) => !RULE_IDS.includes(k) || !['off', 'warning', 'error'].includes(v)).length;
          if (bad === 0) return expect(err).toBeUndefined();
          expect(err).toBeInstanceOf(LinterConfigError);
          const { problems, more, message } = err as LinterConfigError;
          expect(problems.length).toBe(Math.min(MAX_LISTED, problems.length + more));
          expect(problems.length + more).toBeGreaterThanOrEqual(Math.min(bad, MAX_LISTED));
          expect(message.split('\n').length).toBeLessThanOrEqual(MAX_LISTED + 2);
        }),
        fcParams(8),
      );
    },
    timeLimit(60_000),
  );
});
