// The CLI on random command lines built from its own flags, values of every kind, files that
// exist or not, and the subcommands: whatever the combination, it answers with an exit code of
// 0, 1 or 2, a one-line "harness-lint: ..." reason for 2, and never an internal error or a
// stack trace. Plugins are real programs here only through a dev_overrides that does not exist.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCliSync, STACK_FRAME } from './support/cli.js';
import { fuzzConfig, timeLimit } from './support/fuzz-config.js';
import { tempDir } from '../support/temp-dir.js';

const SAMPLES = 15;
let root: string;
let project: string;

beforeAll(() => {
  assertBuilt();
  root = tempDir('hl-fuzz-argv-');
  project = join(root, 'project');
  mkdirSync(join(project, 'sub'), { recursive: true });
  writeFileSync(
    join(project, 'agent.hcl'),
    'required_providers {\n  p = {\n    source  = "github.com/agentco/provider-p"\n    version = "~> 1.0"\n  }\n}\npolicy "a" {\n  action = "deny"\n}\n',
  );
  writeFileSync(join(project, 'sub', 'agent.hcl'), 'settings {\n');
  writeFileSync(join(project, 'global.hcl'), 'dev_overrides {\n  p = "/nonexistent/provider-p"\n}\n');
  writeFileSync(join(project, 'config.json'), '{"rules": {"policy-empty-match": "warning"}}');
  writeFileSync(join(project, 'bad-config.json'), '{"rules": 5}');
});

const VALUES = [
  '',
  '0',
  '-1',
  '1',
  '10000',
  '99999999999999999999',
  'NaN',
  '1e3',
  'abc',
  'json',
  'stylish',
  'sarif',
  'github',
  'compact',
  'xml',
  'json=out.json',
  'json=',
  '=x',
  'stylish=sub',
  'agent.hcl',
  'sub',
  'missing.hcl',
  'global.hcl',
  'config.json',
  'bad-config.json',
  '.',
  '..',
  '/',
  '-',
  '--',
  '\u00e9',
  'policy-conflict',
  'no-such-rule',
];
const value = fc.constantFrom(...VALUES);
const FLAGS_WITH_VALUE = [
  '--lock-file',
  '--global-config',
  '--cache-dir',
  '--plugin-timeout',
  '-f',
  '--format',
  '--max-warnings',
  '--config',
  '--stdin-filename',
  '--explain',
];
const FLAGS = ['--no-plugins', '--quiet', '--stdin', '-r', '--recursive', '--list-rules', '--verbose', '--version', '-V', '--help', '-h', '--bogus', '-z'];
const arg = fc.oneof(
  { arbitrary: fc.tuple(fc.constantFrom(...FLAGS_WITH_VALUE), value).map(([f, v]) => [f, v]), weight: 4 },
  { arbitrary: fc.tuple(fc.constantFrom(...FLAGS_WITH_VALUE), value).map(([f, v]) => [`${f}=${v}`]), weight: 1 },
  { arbitrary: fc.constantFrom(...FLAGS).map((f) => [f]), weight: 2 },
  { arbitrary: value.map((v) => [v]), weight: 2 },
);
const argv = fc
  .tuple(fc.constantFrom([], ['capabilities'], ['plugin'], ['plugin', 'agent.hcl'], ['help']), fc.array(arg, { maxLength: 6 }))
  .map(([head, rest]) => [...head, ...rest.flat()]);

describe('the CLI on random command lines', () => {
  it(
    `answers ${SAMPLES * fuzzConfig.scale} of them with 0, 1 or 2 and a clean reason`,
    () => {
      const samples = fc.sample(fc.tuple(argv, fc.constantFrom('', 'settings {\n')), { seed: fuzzConfig.seed, numRuns: SAMPLES * fuzzConfig.scale });
      for (const [args, stdin] of samples) {
        const r = runCliSync(
          args,
          project,
          { PATH: process.env.PATH ?? '', HOME: root, XDG_CONFIG_HOME: join(root, 'xdg'), XDG_CACHE_HOME: join(root, 'cache') },
          { input: stdin, timeoutMs: 20_000 },
        );
        const where = `harness-lint ${JSON.stringify(args)} (seed ${fuzzConfig.seed})`;
        expect([0, 1, 2], `${where}: status ${r.status}, signal ${r.signal}\n${r.stderr}`).toContain(r.status);
        expect(r.stderr, where).not.toMatch(/internal error/);
        expect(STACK_FRAME.test(r.stderr) || STACK_FRAME.test(r.stdout), `${where}: stack trace\n${r.stderr}`).toBe(false);
        if (r.status === 2) expect(r.stderr, where).toMatch(/^harness-lint: \S/);
      }
    },
    timeLimit(90_000),
  );
});
