// The real CLI on a sample of random projects, in every output format: exit 0 or 1 (never 2,
// which would mean the linter itself failed), no stack trace, no raw control byte from the
// input on stdout, JSON that parses, and the same bytes from a second process.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatNames } from '../../src/format/index.js';
import { assertBuilt, runCliSync, STACK_FRAME, type CliResult } from './support/cli.js';
import { loadCorpus } from './support/corpus.js';
import { fuzzConfig, timeLimit } from './support/fuzz-config.js';
import { AGENT, fileArgs, projectArbitrary, writeProject, type ProjectFiles } from './support/projects.js';
import { saveRegression } from './support/regressions.js';
import { tempDir } from '../support/temp-dir.js';

const SAMPLES = 10;
let root: string;

beforeAll(() => {
  assertBuilt();
  root = tempDir('hl-fuzz-cli-');
  writeFileSync(join(root, 'linter-config.json'), '{}');
});

/** ESC and the other C0/C1 controls except tab and newline: a terminal would act on them. */
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** Someone rebuilding dist/ while this runs makes the CLI miss its own chunks: not the input's fault, so run again. */
const REBUILT = /Cannot find module '[^']*dist\/|dist\/cli\.js is missing/;

/** Lints the project's agent.hcl by path, or (`stdin`) piped in under the same name. */
function lintProject(dir: string, files: ProjectFiles, format: string, stdin: Uint8Array | string | null): CliResult {
  const file = stdin === null ? ['agent.hcl'] : ['--stdin', '--stdin-filename', 'agent.hcl'];
  const args = [...file, ...fileArgs(files), '--config', join(root, 'linter-config.json'), '--no-plugins', '--format', format];
  const run = () => runCliSync(args, dir, { PATH: process.env.PATH ?? '', HOME: root }, { input: stdin ?? '' });
  const first = run();
  return REBUILT.test(first.stderr) ? run() : first;
}

describe('the CLI on random projects', () => {
  it(
    `exits 0 or 1 with clean output on ${SAMPLES * fuzzConfig.scale} samples`,
    () => {
      const samples = fc.sample(fc.tuple(projectArbitrary(loadCorpus()), fc.constantFrom(...formatNames), fc.boolean()), {
        seed: fuzzConfig.seed,
        numRuns: SAMPLES * fuzzConfig.scale,
      });
      const dir = join(root, 'project');
      for (const [i, [files, format, viaStdin]] of samples.entries()) {
        writeProject(dir, files);
        const stdin = viaStdin ? files[AGENT] : null;
        const r = lintProject(dir, files, format, stdin);
        const again = lintProject(dir, files, format, stdin);
        const problems: string[] = [];
        if (again.stdout !== r.stdout || again.status !== r.status) problems.push('a second run printed something else');
        if (r.status !== 0 && r.status !== 1) problems.push(`exit ${r.status} (signal ${r.signal})`);
        if (STACK_FRAME.test(r.stderr) || STACK_FRAME.test(r.stdout)) problems.push('a stack trace was printed');
        if (r.stderr !== '') problems.push(`stderr: ${r.stderr}`);
        if (RAW_CONTROL.test(r.stdout)) problems.push(`a raw control character reached stdout (${format})`);
        if (format === 'json' || format === 'sarif') {
          try {
            JSON.parse(r.stdout);
          } catch {
            problems.push(`${format} output does not parse`);
          }
        }
        if (problems.length > 0) {
          const saved = saveRegression('project', files, `CLI --format ${format}: ${problems.join('; ')}`);
          expect.fail(
            `sample ${i} (seed ${fuzzConfig.seed}, --format ${format}${viaStdin ? ', --stdin' : ''}): ${problems.join('\n')}${saved ? `\n(saved as ${saved})` : ''}`,
          );
        }
      }
    },
    timeLimit(60_000),
  );
});
