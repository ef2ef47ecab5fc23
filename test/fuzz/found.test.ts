// Bugs the fuzzers found, kept as plain examples: the property tests shrink to the first one
// they meet, so each known failure lives here, where it stays visible until it is fixed and
// then guards against its return.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LinterConfigError, loadLinterConfig } from '../../src/host/linter-config/index.js';
import { allRules } from '../../src/rules/index.js';
import { assertBuilt, runCliSync } from './support/cli.js';
import { tempDir } from '../support/temp-dir.js';

const RULE_IDS = allRules.map((r) => r.meta.id);
let root: string;
let n = 0;

beforeAll(() => {
  root = tempDir('hl-fuzz-found-');
});

/** A fresh project folder (its own git root) holding `files`. */
function folder(files: Record<string, string>): string {
  const dir = join(root, `f${n++}`);
  mkdirSync(join(dir, '.git'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

async function problemsOf(file: string, text: string): Promise<readonly string[]> {
  try {
    await loadLinterConfig({ startDir: folder({ [file]: text }), knownRuleIds: RULE_IDS });
    return [];
  } catch (err) {
    if (err instanceof LinterConfigError) return err.problems;
    throw err;
  }
}

describe('found by the linter config fuzzer (linter-config.test.ts)', () => {
  it('a package.json holding null is explained in words, not with a JavaScript error', async () => {
    expect(await problemsOf('package.json', 'null')).not.toEqual(['Cannot convert undefined or null to object']);
  });

  it('a pluginTimeout too large for a number (1e400) is not described as null', async () => {
    const problems = await problemsOf('.harness-lintrc.json', '{"pluginTimeout": 1e400}');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^"pluginTimeout" /);
    expect(problems[0]).not.toMatch(/not null$/);
  });
});

describe('found by the command-line fuzzer (argv.test.ts, seeds 2, 3, 6 and 3000 at scale 20)', () => {
  // The lint command reports these as "invalid linter config ..." (exit 2); the capabilities
  // command called them an internal error and a bug.
  for (const [config, text] of [
    ['bad-config.json', '{"rules": 5}'],
    ['missing.json', null],
    ['sub', null],
  ] as const) {
    it(`capabilities --config ${config}: a one-line reason, not an internal error`, () => {
      assertBuilt();
      const dir = folder({ 'agent.hcl': '', ...(text === null ? {} : { [config]: text }) });
      if (config === 'sub') mkdirSync(join(dir, 'sub'));
      const r = runCliSync(['capabilities', '--config', config], dir, { PATH: process.env.PATH ?? '', HOME: root });
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^harness-lint: invalid linter config ${config}: `));
      expect(r.stderr).not.toMatch(/internal error/);
    });
  }
});
