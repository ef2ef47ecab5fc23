// The CLI's bytes in every format, recorded: the conformance cases (with their fake plugins
// where they have providers.json), the example project and the CLI fixtures. A change that
// moves a message, a range or the order of diagnostics updates the recorded file in the same
// commit and says why; refactors leave them byte-identical. `UPDATE_GOLDEN=1 npx vitest run
// test/golden` rewrites what differs, for review with `git diff`.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ruleDoc } from '../../src/cli/rule-docs.js';
import { formatNames } from '../../src/format/index.js';
import { caseFileArgs, hasProviders } from '../conformance/run-case.js';
import { prepareCase } from '../conformance/providers-install.js';
import { tempDir } from '../support/temp-dir.js';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'harness-lint.js');
const RECORDED = join(import.meta.dirname, 'outputs');
const CASES = join(ROOT, 'test', 'conformance', 'cases');
const CASE_CONFIG = join(ROOT, 'test', 'conformance', 'linter-config.json');
const FIXTURES = join(ROOT, 'test', 'cli', 'fixtures');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

if (!existsSync(join(ROOT, 'dist', 'cli.js'))) throw new Error('dist/cli.js is missing: run `node build.mjs` (or `npm test`) first');

const scratch = tempDir('hl-golden-');

interface Run {
  name: string;
  cwd: string;
  args: string[];
  /** Machine-specific strings (temporary folders, the checkout's path) and what to show instead. */
  replace: [string, string][];
}

/**
 * SARIF's fullDescription and help are the rule pages' text, which changes with every edit of a
 * page: each is checked against its page here and recorded as a reference to it.
 */
function withRuleDocsReferenced(sarif: string): string {
  const log = JSON.parse(sarif) as { runs: { tool: { driver: { rules: { id: string; fullDescription?: unknown; help?: unknown }[] } } }[] };
  expect(JSON.stringify(log, null, 2) + '\n', 'SARIF is printed as JSON.stringify(log, null, 2)').toBe(sarif);
  for (const rule of log.runs[0].tool.driver.rules) {
    if (rule.help === undefined) continue;
    const page = `docs/rules/${rule.id}.md`;
    expect({ fullDescription: rule.fullDescription, help: rule.help }, page).toEqual(ruleDoc(readFileSync(join(ROOT, page), 'utf8')));
    rule.fullDescription = `<${page}>`;
    rule.help = `<${page}>`;
  }
  return JSON.stringify(log, null, 2) + '\n';
}

/** Every format in one run: each written to its own file. */
async function record(run: Run): Promise<Record<string, string>> {
  const out = mkdtempSync(join(scratch, 'out-'));
  const home = mkdtempSync(join(scratch, 'home-'));
  const formats = formatNames.flatMap((f) => ['--format', `${f}=${join(out, f)}`]);
  const r = await promisify(execFile)(process.execPath, [BIN, ...run.args, ...formats], {
    cwd: run.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: home, XDG_CONFIG_HOME: join(home, 'config'), XDG_CACHE_HOME: join(home, 'cache') },
    encoding: 'utf8',
    timeout: 60_000,
  }).then(
    ({ stderr }) => ({ status: 0, stderr }),
    (err: { code?: unknown; stderr?: string }) => {
      if (typeof err.code !== 'number') throw err;
      return { status: err.code, stderr: err.stderr ?? '' };
    },
  );
  const replacements: [string, string][] = [...run.replace, [home, '<home>'], [ROOT, '<repo>']].flatMap(([from, to]) => [
    [pathToFileURL(from).href, `file://${to}`],
    [from, to],
  ]);
  const normalize = (text: string) => replacements.reduce((t, [from, to]) => t.split(from).join(to), text);
  const files: Record<string, string> = { 'exit-and-stderr': `exit ${r.status}\n${normalize(r.stderr)}` };
  for (const f of formatNames) files[f] = existsSync(join(out, f)) ? normalize(readFileSync(join(out, f), 'utf8')) : '(not written)\n';
  if (files.sarif !== '(not written)\n') files.sarif = withRuleDocsReferenced(files.sarif);
  return files;
}

const caseArgs = (dir: string) => ['agent.hcl', ...caseFileArgs(dir), '--config', CASE_CONFIG];

/** A case folder as the conformance harness runs it: its own plugins launched, or none. */
function caseRun(name: string, dir: string): Run {
  if (!hasProviders(dir)) return { name, cwd: dir, args: [...caseArgs(dir), '--no-plugins'], replace: [] };
  // In /tmp, not TMPDIR: columns on lines that hold the case's path are recorded, so its length is fixed.
  const p = prepareCase(dir, '/tmp');
  return { name, cwd: p.dir, args: [...caseArgs(p.dir), '--cache-dir', p.cacheDir], replace: [[p.root, '<case-root>']] };
}

const subfolders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

const runs: Run[] = [
  ...subfolders(CASES).map((name) => caseRun(`conformance/${name}`, join(CASES, name))),
  caseRun('cli-fixtures/plugin-project', join(FIXTURES, 'plugin-project')),
  { name: 'examples/plugins', cwd: ROOT, args: ['examples/agent.hcl', '--cache-dir', 'examples/plugin-cache'], replace: [] },
  { name: 'examples/no-plugins', cwd: ROOT, args: ['examples/agent.hcl', '--no-plugins'], replace: [] },
  ...readdirSync(FIXTURES)
    .sort()
    .filter((name) => name !== 'plugin-project')
    .map((name): Run => ({ name: `cli-fixtures/${name}`, cwd: FIXTURES, args: [name, '--no-plugins'], replace: [] })),
];

describe('golden outputs', () => {
  it.concurrent.each(runs)('$name', async (run) => {
    const files = await record(run);
    const dir = join(RECORDED, run.name);
    if (UPDATE) mkdirSync(dir, { recursive: true });
    for (const [file, text] of Object.entries(files)) {
      const path = join(dir, `${file}.txt`);
      const recorded = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
      if (UPDATE && recorded !== text) writeFileSync(path, text);
      else expect(text, `${run.name}/${file}`).toBe(recorded);
    }
  });
});
