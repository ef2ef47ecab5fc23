// The linter config loader on random files: JSON values of every shape (in .harness-lintrc.json
// and under package.json's key), config-shaped objects with odd values, and YAML noise. Each
// load either gives a config or a LinterConfigError listing the problems: nothing else is
// thrown, and the problems are sentences, not internals.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LinterConfigError, loadLinterConfig } from '../../src/host/linter-config/index.js';
import { allRules } from '../../src/rules/index.js';
import { fcParams, timeLimit } from './support/fuzz-config.js';
import { tempDir } from '../support/temp-dir.js';

const RULE_IDS = allRules.map((r) => r.meta.id);
let root: string;

beforeAll(() => {
  root = tempDir('hl-fuzz-config-');
});

const settingValue = fc.oneof(fc.constantFrom('off', 'warning', 'error', 'warn', 'ERROR', '', 0, 1, 2, null, true), fc.jsonValue({ maxDepth: 2 }));
const configShaped = fc.record(
  {
    rules: fc.dictionary(
      fc.oneof(fc.constantFrom(...RULE_IDS), fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'toString')),
      settingValue,
      { maxKeys: 6 },
    ),
    pluginTimeout: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1e308, '5000', null)),
    cacheDir: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('', '/', '..', '~/x', null, 5)),
  },
  { requiredKeys: [] },
);
const YAML_TOKENS = [
  'rules:',
  '\n',
  '  ',
  '- ',
  ': ',
  'off',
  'error',
  '"',
  "'",
  '&a ',
  '*a',
  '!!str ',
  '!!js/function ',
  '{',
  '}',
  '[',
  ']',
  ',',
  '#',
  '---',
  '...',
  '|',
  '>',
  '? ',
  '%YAML 1.2',
  '<<: *a',
  'pluginTimeout: ',
  '1e9',
  'cacheDir: ',
  '\t',
  '\u00e9',
  '\u0000',
];
const yamlNoise = fc.array(fc.constantFrom(...YAML_TOKENS), { maxLength: 60 }).map((t) => t.join(''));

type Placed = { file: string; text: string };
const placed: fc.Arbitrary<Placed> = fc.oneof(
  fc.oneof(fc.jsonValue({ maxDepth: 3 }), configShaped).map((v) => ({ file: '.harness-lintrc.json', text: JSON.stringify(v) })),
  configShaped.map((v) => ({ file: 'package.json', text: JSON.stringify({ name: 'x', 'harness-lint': v }) })),
  fc.jsonValue({ maxDepth: 3 }).map((v) => ({ file: 'package.json', text: JSON.stringify(v) })),
  yamlNoise.map((text) => ({ file: '.harness-lintrc.yaml', text })),
  fc.string({ maxLength: 200 }).map((text) => ({ file: '.harness-lintrc', text })),
);

let n = 0;
async function loadsOrExplains({ file, text }: Placed): Promise<void> {
  const dir = join(root, `p${n++}`);
  mkdirSync(join(dir, '.git'), { recursive: true });
  writeFileSync(join(dir, file), text);
  try {
    await loadLinterConfig({ startDir: dir, knownRuleIds: RULE_IDS, cwd: dir });
  } catch (err) {
    if (!(err instanceof LinterConfigError)) expect.fail(`${file} ${JSON.stringify(text)}: threw ${String(err)}\n${(err as Error).stack}`);
    expect(err.problems.length).toBeGreaterThan(0);
    for (const p of err.problems) expect(p, `${file} ${JSON.stringify(text)}`).not.toMatch(/TypeError|RangeError|undefined|\[object Object\]|Cannot read/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('linter config loader under fuzzing', () => {
  it(
    'random files: a config or a LinterConfigError, nothing else',
    async () => {
      await fc.assert(fc.asyncProperty(placed, loadsOrExplains), fcParams(300));
    },
    timeLimit(60_000),
  );
});
