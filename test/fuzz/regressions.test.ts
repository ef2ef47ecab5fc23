// Replays every input the long fuzz run saved in test/fixtures/regressions/ (see its README).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProviderCapabilities } from '../../src/models/advertised/wire-types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoundedRunner } from './support/bounded.js';
import { assertBuilt, runCliSync, STACK_FRAME } from './support/cli.js';
import { AGENT, fileArgs, GLOBAL, LOCK, type ProjectFiles } from './support/projects.js';
import { REGRESSIONS } from './support/regressions.js';
import { HANG_MS, lintProblems, parseProblems } from './support/verdicts.js';
import { tempDir } from '../support/temp-dir.js';

const saved = readdirSync(REGRESSIONS, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
let runner: BoundedRunner;
let scratch: string;
let linterConfig: string;

beforeAll(() => {
  runner = new BoundedRunner(HANG_MS);
  scratch = tempDir('hl-fuzz-regressions-');
  linterConfig = join(scratch, 'linter-config.json');
  writeFileSync(linterConfig, '{}');
});
afterAll(async () => {
  await runner.close();
});

function projectFiles(dir: string): ProjectFiles {
  const files: ProjectFiles = {};
  for (const name of [AGENT, LOCK, GLOBAL]) if (existsSync(join(dir, name))) files[name] = readFileSync(join(dir, name));
  return files;
}

describe('fuzzing regressions', () => {
  it('every saved folder is a parse input or a project', () => {
    for (const name of saved) {
      const dir = join(REGRESSIONS, name);
      if (name.startsWith('parse-')) expect(existsSync(join(dir, 'input.hcl')), name).toBe(true);
      else expect(name.startsWith('project-') && existsSync(join(dir, AGENT)), name).toBe(true);
    }
  });

  for (const name of saved) {
    it(name, async () => {
      const dir = join(REGRESSIONS, name);
      if (name.startsWith('parse-')) {
        const input = readFileSync(join(dir, 'input.hcl'));
        expect(parseProblems(input, await runner.run({ op: 'parse', input }))).toEqual([]);
        return;
      }
      const files = projectFiles(dir);
      // Saved by the capability fuzzer: the plugins' answers that go with the files.
      const capabilities = existsSync(join(dir, 'providers.json'))
        ? (Object.values(JSON.parse(readFileSync(join(dir, 'providers.json'), 'utf8'))) as ProviderCapabilities[])
        : undefined;
      expect(lintProblems(files, await runner.run({ op: 'lint', dir, lockFile: LOCK, globalConfig: GLOBAL, capabilities }))).toEqual([]);
      assertBuilt();
      for (const format of ['stylish', 'json']) {
        const r = runCliSync(['agent.hcl', ...fileArgs(files), '--config', linterConfig, '--no-plugins', '--format', format], dir, {
          PATH: process.env.PATH ?? '',
          HOME: dir,
        });
        expect([0, 1], `exit ${r.status}: ${r.stderr}`).toContain(r.status);
        expect(STACK_FRAME.test(r.stderr)).toBe(false);
      }
    });
  }
});
