// Hostile-input finding 9, second half: a dev_overrides entry of the user's global config that
// leads into the linted checkout lets the checkout choose the binary that runs. The checkout is
// the git work tree holding agent.hcl (nearest `.git` entry), else agent.hcl's folder; paths are
// compared as written and as real paths.
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lintProject } from '../../src/engine/index.js';
import { assertBuilt, runCliSync } from '../fuzz/support/cli.js';
import { tempDir } from '../support/temp-dir.js';

const AGENT = 'required_providers {\n  p = { source = "github.com/agentco/provider-p", version = "1.0.0" }\n}\n';

describe('dev-override-in-checkout at rule level (facts handed in)', () => {
  const global = (path: string) => ({ path: '/home/u/.config/agent/config.hcl', text: `dev_overrides {\n  p = "${path}"\n}\n` });
  const lint = (path: string, target: string[], globalConfig = ['/home/u/.config/agent/config.hcl']) =>
    lintProject({
      agent: { path: 'agent.hcl', text: AGENT },
      global: global(path),
      host: { checkout: { roots: ['/work/pr-42'], globalConfig, targets: new Map([[path, target]]) } },
    }).diagnostics.filter((d) => d.ruleId === 'dev-override-in-checkout');

  it('a path into the checkout: a warning at the whole entry, naming where it leads, the checkout and the fix', () => {
    expect(
      lint('/work/pr-42/bin/p', ['/work/pr-42/bin/p']).map((d) => [
        d.severity,
        d.file,
        d.range.start.line,
        d.range.start.column,
        d.range.end.line,
        d.range.end.column,
        d.message,
      ]),
    ).toEqual([
      [
        'warning',
        '/home/u/.config/agent/config.hcl',
        2,
        3,
        2,
        26,
        'dev_overrides path for "p" leads to "/work/pr-42/bin/p", inside the linted checkout "/work/pr-42": linting it runs whatever the checkout puts there, unverified; point it at a binary outside the checkout (an absolute path)',
      ],
    ]);
  });

  it('a path outside it, one whose real path leads in (a link), and a global config inside the checkout', () => {
    expect(lint('/opt/p', ['/opt/p'])).toEqual([]);
    expect(lint('/opt/p', ['/opt/p', '/work/pr-42/bin/p']).map((d) => d.message)).toEqual([expect.stringContaining('leads to "/work/pr-42/bin/p"')]);
    expect(lint('/work/pr-42/bin/p', ['/work/pr-42/bin/p'], ['/work/pr-42/global.hcl'])).toEqual([]);
    // A sibling that only shares the prefix is outside.
    expect(lint('/work/pr-42x/p', ['/work/pr-42x/p'])).toEqual([]);
  });
});

describe('dev-override-in-checkout through the CLI', () => {
  let root: string;
  beforeAll(assertBuilt);
  beforeEach(() => {
    root = realpathSync(tempDir('hl-override-checkout-'));
  });

  /** A work tree at root/repo with agent.hcl in repo/svc, and the user's global config under root/home. */
  function run(overrides: string): { status: number | null; found: string[]; stderr: string } {
    const repo = join(root, 'repo');
    mkdirSync(join(repo, '.git'), { recursive: true });
    mkdirSync(join(repo, 'svc'), { recursive: true });
    writeFileSync(join(repo, 'svc', 'agent.hcl'), AGENT);
    writeFileSync(join(repo, 'linter-config.json'), '{"rules": {"lock-file-missing": "off"}}');
    mkdirSync(join(root, 'home', '.config', 'agent'), { recursive: true });
    writeFileSync(join(root, 'home', '.config', 'agent', 'config.hcl'), `dev_overrides {\n${overrides}}\n`);
    const r = runCliSync(['--no-plugins', '--config', '../linter-config.json', '-f', 'json', '--', 'agent.hcl'], join(repo, 'svc'), {
      PATH: process.env.PATH ?? '',
      HOME: join(root, 'home'),
    });
    const diagnostics = r.stdout
      ? (JSON.parse(r.stdout) as { diagnostics: { ruleId: string; file: string; range: { start: { line: number } }; message: string }[] }).diagnostics
      : [];
    return { status: r.status, stderr: r.stderr, found: diagnostics.map((d) => `${d.ruleId} ${d.range.start.line} ${d.message}`) };
  }

  it('paths into the work tree above agent.hcl, not built yet, and through a link that dangles until the checkout makes its folder: reported; one outside is not', () => {
    mkdirSync(join(root, 'outside'));
    symlinkSync(join(root, 'repo', 'tools'), join(root, 'outside', 'tools-link'));
    const r = run(`  a = "${root}/repo/tools/provider-a"\n  b = "${root}/outside/tools-link/provider-b"\n  c = "${root}/outside/provider-c"\n`);
    const why = (name: string, to: string) =>
      `dev-override-in-checkout ${name === 'a' ? 2 : 3} dev_overrides path for "${name}" leads to "${to}", inside the linted checkout "${root}/repo": linting it runs whatever the checkout puts there, unverified; point it at a binary outside the checkout (an absolute path)`;
    expect(r).toEqual({ status: 0, stderr: '', found: [why('a', `${root}/repo/tools/provider-a`), why('b', `${root}/repo/tools/provider-b`)] });
  });
});
