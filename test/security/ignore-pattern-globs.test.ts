// Issue 29 item 2: a checkout's ignore pattern hung -r. Each glob part was a backtracking
// regular expression: `{"ignorePatterns": ["************x"]}` and one folder with a 40-letter
// name ran for minutes, `--ignore-pattern '*-*-*-*.bak'` against ten names of 241 dashes took
// 3.2 s. Names are now matched by the two-pointer wildcard walk (linear in the name for a given
// glob), with the same meaning as before (checked against the regular expressions it replaced),
// and the patterns are capped in number and length. CPU time ratios only (n vs 10n).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ignoreMatcher, MAX_IGNORE_PATTERN_LENGTH, MAX_IGNORE_PATTERNS } from '../../src/cli/ignore-patterns.js';
import schema from '../../schema/harness-lintrc.schema.json' with { type: 'json' };
import { runCli } from '../cli/run-cli.js';
import { growthAt10x, LINEAR_AT_10X } from '../support/cpu-time.js';
import { tempDir } from '../support/temp-dir.js';

const BASE = '/base';

/** Whether `names` (below BASE) are ignored by `pattern`. */
function ignores(pattern: string, names: readonly string[]): () => boolean[] {
  const ignored = ignoreMatcher([{ base: BASE, patterns: [pattern] }]);
  const paths = names.map((name) => join(BASE, 'src', name));
  return () => paths.map(ignored);
}

function checkout(config: unknown, folders: readonly string[]): string {
  const dir = tempDir('hl-ignore-globs-');
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, '.harness-lintrc.json'), JSON.stringify(config));
  for (const folder of folders) {
    mkdirSync(join(dir, folder));
    writeFileSync(join(dir, folder, 'agent.hcl'), '');
  }
  return dir;
}

describe('ignore patterns are matched in linear time', () => {
  it("`************x` in a checkout's ignorePatterns against a 40-letter folder name: -r answers", () => {
    const plain = 'a'.repeat(40);
    const ending = `${'a'.repeat(39)}x`;
    const r = runCli(['--no-plugins', '-f', 'json', '-r'], { cwd: checkout({ ignorePatterns: ['************x'] }, [plain, ending]) });
    expect(r.stderr).toBe('');
    expect((JSON.parse(r.stdout) as { files: string[] }).files).toEqual([`${plain}/agent.hcl`]);
  });

  it('`************x` against folder names of 40 and 400 letters: linear growth', async () => {
    expect(ignores('************x', ['a'.repeat(40), `${'a'.repeat(39)}x`])()).toEqual([false, true]);
    const ratio = await growthAt10x(40, (size) =>
      ignores(
        '************x',
        Array.from({ length: 200 }, () => 'a'.repeat(size)),
      ),
    );
    expect(ratio).toBeLessThan(LINEAR_AT_10X);
  });

  it('`*-*-*-*.bak` against ten names of 24 and 240 dashes: linear growth', async () => {
    expect(ignores('*-*-*-*.bak', ['-'.repeat(241), `${'-'.repeat(241)}.bak`])()).toEqual([false, true]);
    const ratio = await growthAt10x(24, (size) =>
      ignores(
        '*-*-*-*.bak',
        Array.from({ length: 10 }, () => '-'.repeat(size)),
      ),
    );
    expect(ratio).toBeLessThan(LINEAR_AT_10X);
  });

  it('means what the regular expressions it replaced meant (* and ? within a name, by code point)', () => {
    // The former matcher of one name: `*` was [^/]*, `?` was [^/], anything else itself.
    const former = (glob: string) =>
      new RegExp(`^${[...glob].map((c) => (c === '*' ? '[^/]*' : c === '?' ? '[^/]' : c.replace(/[\\^$.|+(){}[\]]/g, '\\$&'))).join('')}$`, 'u');
    const glob = fc.stringMatching(/^[ab*?.é😀]{1,8}$/u).filter((g) => g !== '**');
    const name = fc.stringMatching(/^[ab.é😀]{0,10}$/u).filter((n) => n !== '' && n !== '.' && n !== '..');
    fc.assert(
      fc.property(glob, name, (g, n) => {
        expect(ignores(g, [n])()).toEqual([former(g).test(n)]);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('ignore patterns are capped', () => {
  it('the schema holds the same caps as the flag', () => {
    expect(schema.properties.ignorePatterns.maxItems).toBe(MAX_IGNORE_PATTERNS);
    expect(schema.properties.ignorePatterns.items.maxLength).toBe(MAX_IGNORE_PATTERN_LENGTH);
  });

  it("a checkout's config with too many or too long patterns is a config error naming the key (exit 2)", () => {
    const many = runCli(['--no-plugins', '-r'], {
      cwd: checkout({ ignorePatterns: Array.from({ length: MAX_IGNORE_PATTERNS + 1 }, (_, i) => `x${i}`) }, ['a']),
    });
    expect(many).toEqual({
      status: 2,
      stdout: '',
      stderr: `harness-lint: invalid linter config .harness-lintrc.json: "ignorePatterns" may list at most ${MAX_IGNORE_PATTERNS} globs, not ${MAX_IGNORE_PATTERNS + 1}\n`,
    });
    const long = runCli(['--no-plugins', '-r'], { cwd: checkout({ ignorePatterns: ['ok', '*'.repeat(MAX_IGNORE_PATTERN_LENGTH + 1)] }, ['a']) });
    expect(long).toEqual({
      status: 2,
      stdout: '',
      stderr: `harness-lint: invalid linter config .harness-lintrc.json: "ignorePatterns" globs may be at most ${MAX_IGNORE_PATTERN_LENGTH} characters long; the one at 1 has ${MAX_IGNORE_PATTERN_LENGTH + 1}\n`,
    });
  });

  it('too many or too long --ignore-pattern flags are a bad flag (exit 2)', () => {
    const dir = checkout({}, ['a']);
    const many = runCli(['--no-plugins', '-r', ...Array.from({ length: MAX_IGNORE_PATTERNS + 1 }, (_, i) => `--ignore-pattern=x${i}`)], { cwd: dir });
    expect(many).toEqual({
      status: 2,
      stdout: '',
      stderr: `harness-lint: option '--ignore-pattern <glob>' argument 'x${MAX_IGNORE_PATTERNS}' is invalid. at most ${MAX_IGNORE_PATTERNS} globs are read. (see --help)\n`,
    });
    const long = runCli(['--no-plugins', '-r', '--ignore-pattern', `${'*'.repeat(MAX_IGNORE_PATTERN_LENGTH)}x`], { cwd: dir });
    expect(long.status).toBe(2);
    expect(long.stderr).toContain(`is invalid. expected a glob of at most ${MAX_IGNORE_PATTERN_LENGTH} characters.`);
  });
});
