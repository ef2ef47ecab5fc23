import { beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadLinterConfig, LinterConfigError } from '../../src/host/linter-config/index.js';
import { tempDir } from '../support/temp-dir.js';

const KNOWN = ['policy-conflict', 'hcl-syntax', 'env-var-unset', 'dev-override-binary', 'unused-suppression'];

let root: string;

beforeEach(() => {
  root = realpathSync(tempDir('hl-config-'));
});

function write(rel: string, text: string): string {
  const path = join(root, rel);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

async function load(startRel: string, explicitPath?: string) {
  return loadLinterConfig({ startDir: join(root, startRel), explicitPath, knownRuleIds: KNOWN, cwd: root });
}

async function problemsOf(promise: Promise<unknown>): Promise<{ file: string; problems: readonly string[] }> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LinterConfigError);
  const { file, problems } = err as LinterConfigError;
  return { file, problems };
}

describe('discovery', () => {
  it.each([
    ['.harness-lintrc', '{"rules": {"policy-conflict": "warning"}}'],
    ['.harness-lintrc', 'rules:\n  policy-conflict: warning\n'],
    ['.harness-lintrc.json', '{"rules": {"policy-conflict": "warning"}}'],
    ['.harness-lintrc.yaml', 'rules:\n  policy-conflict: warning\n'],
    ['.harness-lintrc.yml', 'rules:\n  policy-conflict: warning\n'],
    ['harness-lint.config.json', '{"rules": {"policy-conflict": "warning"}}'],
    ['package.json', '{"name": "x", "harness-lint": {"rules": {"policy-conflict": "warning"}}}'],
  ])('reads %s (%#)', async (name, text) => {
    const path = write(`proj/${name}`, text);
    mkdirSync(join(root, 'proj/.git'));
    expect(await load('proj')).toEqual({ config: { rules: { 'policy-conflict': 'warning' } }, path });
  });

  it('walks up from the linted file to the directory holding .git', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    const path = write('repo/.harness-lintrc.yaml', 'pluginTimeout: 2500\n');
    mkdirSync(join(root, 'repo/a/b'), { recursive: true });
    expect(await load('repo/a/b')).toEqual({ config: { rules: {}, pluginTimeout: 2500 }, path });
  });

  it('does not look above the project root', async () => {
    write('.harness-lintrc.json', '{"pluginTimeout": 1}');
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    mkdirSync(join(root, 'repo/sub'), { recursive: true });
    expect(await load('repo/sub')).toBeNull();
  });

  it('treats a .git file (worktree) as the project root too', async () => {
    write('.harness-lintrc.json', '{"pluginTimeout": 1}');
    write('wt/.git', 'gitdir: /elsewhere\n');
    expect(await load('wt')).toBeNull();
  });

  it('takes the nearest config', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write('repo/.harness-lintrc.json', '{"pluginTimeout": 1}');
    const near = write('repo/pkg/.harness-lintrc.json', '{"pluginTimeout": 2}');
    expect(await load('repo/pkg')).toEqual({ config: { rules: {}, pluginTimeout: 2 }, path: near });
  });

  it('skips a package.json without a harness-lint key', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    const path = write('repo/.harness-lintrc.json', '{"pluginTimeout": 3}');
    write('repo/pkg/package.json', '{"name": "pkg"}');
    expect(await load('repo/pkg')).toEqual({ config: { rules: {}, pluginTimeout: 3 }, path });
  });

  it('prefers package.json over .harness-lintrc in the same directory (cosmiconfig order)', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    const path = write('repo/package.json', '{"harness-lint": {"pluginTimeout": 4}}');
    write('repo/.harness-lintrc', 'pluginTimeout: 5\n');
    expect(await load('repo')).toEqual({ config: { rules: {}, pluginTimeout: 4 }, path });
  });

  it('counts an empty config file as the defaults and stops there', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write('repo/.harness-lintrc.json', '{"pluginTimeout": 1}');
    const path = write('repo/sub/.harness-lintrc', '\n');
    expect(await load('repo/sub')).toEqual({ config: { rules: {} }, path });
  });

  it('merges what a JSON config $imports under its own settings', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write('repo/base.json', '{"pluginTimeout": 3, "rules": {"env-var-unset": "error", "policy-conflict": "off"}}');
    const path = write('repo/.harness-lintrc.json', '{"$import": "base.json", "rules": {"policy-conflict": "warning"}}');
    expect(await load('repo')).toEqual({ config: { rules: { 'env-var-unset': 'error', 'policy-conflict': 'warning' }, pluginTimeout: 3 }, path });
  });

  it('passes over a JSON config that is null, as cosmiconfig does', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write('repo/.harness-lintrc.json', 'null');
    expect(await load('repo')).toBeNull();
    expect((await problemsOf(load('repo', 'repo/.harness-lintrc.json'))).problems).toEqual([
      'holds no harness-lint configuration (in package.json, put it under the "harness-lint" key)',
    ]);
  });

  it('returns null when there is no config', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    expect(await load('repo')).toBeNull();
  });

  it('resolves a relative cacheDir against the config file directory', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write('repo/.harness-lintrc.json', '{"cacheDir": "cache/agent"}');
    mkdirSync(join(root, 'repo/x'));
    const loaded = await load('repo/x');
    expect(loaded?.config.cacheDir).toBe(join(root, 'repo/cache/agent'));
  });
});

describe('explicit path', () => {
  it('wins over a discovered config', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write('repo/.harness-lintrc.json', '{"pluginTimeout": 1}');
    const path = write('elsewhere/lint.yaml', 'rules:\n  env-var-unset: error\n');
    expect(await load('repo', 'elsewhere/lint.yaml')).toEqual({ config: { rules: { 'env-var-unset': 'error' } }, path });
  });

  it('is an error when missing', async () => {
    expect(await problemsOf(load('.', 'nope.json'))).toEqual({ file: 'nope.json', problems: ['no such file'] });
  });

  it('treats a package.json that is not an object as holding no harness-lint configuration', async () => {
    write('package.json', 'null');
    expect((await problemsOf(load('.', 'package.json'))).problems).toEqual([
      'holds no harness-lint configuration (in package.json, put it under the "harness-lint" key)',
    ]);
  });

  it('may be a link to a file anywhere (the user named it)', async () => {
    const path = write('elsewhere/lint.json', '{"pluginTimeout": 6}');
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    symlinkSync(path, join(root, 'repo/lint.json'));
    expect((await load('repo', 'repo/lint.json'))?.config).toEqual({ rules: {}, pluginTimeout: 6 });
  });

  it('is an error when it holds no harness-lint configuration', async () => {
    write('package.json', '{"name": "x"}');
    expect(await problemsOf(load('.', 'package.json'))).toEqual({
      file: 'package.json',
      problems: ['holds no harness-lint configuration (in package.json, put it under the "harness-lint" key)'],
    });
  });
});

describe('never runs code', () => {
  it.each(['conf.js', 'conf.cjs', 'conf.mjs', 'conf.ts'])('refuses an explicit %s without executing it', async (name) => {
    const marker = join(root, 'ran');
    write(name, `require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); module.exports = {};\n`);
    expect(await problemsOf(load('.', name))).toEqual({
      file: name,
      problems: ['only JSON and YAML config files are read (JavaScript and TypeScript configs are never run)'],
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(marker)).toBe(false);
  });

  it('ignores harness-lint.config.js and .harness-lintrc.js in the search', async () => {
    const marker = join(root, 'ran');
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    for (const name of ['harness-lint.config.js', '.harness-lintrc.js', '.harness-lintrc.cjs', '.config/harness-lintrc.js']) {
      write(`repo/${name}`, `require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); module.exports = {};\n`);
    }
    // A package.json without our key makes the search run through cosmiconfig, and find nothing.
    write('repo/package.json', '{"name": "repo"}');
    expect(await load('repo')).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses a JSON config that $imports a script', async () => {
    const marker = join(root, 'ran');
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write('repo/evil.js', `require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); module.exports = {};\n`);
    write('repo/.harness-lintrc.json', '{"$import": "./evil.js"}');
    expect(await problemsOf(load('repo'))).toEqual({
      file: 'repo/evil.js',
      problems: ['only JSON and YAML config files are read (JavaScript and TypeScript configs are never run)'],
    });
    expect(existsSync(marker)).toBe(false);
  });

  it("does not load cosmiconfig's meta config (.config/config.js) from the working directory", async () => {
    const marker = join(root, 'ran');
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write('repo/.config/config.js', `require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); module.exports = {};\n`);
    const path = write('repo/.harness-lintrc.json', '{"pluginTimeout": 9}');
    const previous = process.cwd();
    process.chdir(join(root, 'repo'));
    try {
      expect(await load('repo')).toEqual({ config: { rules: {}, pluginTimeout: 9 }, path });
    } finally {
      process.chdir(previous);
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(marker)).toBe(false);
  });
});

describe('bad files', () => {
  it('reports a JSON syntax error with the file', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write('repo/.harness-lintrc.json', '{\n  "rules": {"policy-conflict": "warning",}}');
    expect(await problemsOf(load('repo'))).toEqual({
      file: 'repo/.harness-lintrc.json',
      problems: ['JSON syntax error at line 2, column 42: Expected double-quoted property name'],
    });
  });

  it('reports a YAML syntax error with the file', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write('repo/.harness-lintrc.yaml', 'rules: [unclosed\n');
    const { file, problems } = await problemsOf(load('repo'));
    expect(file).toBe('repo/.harness-lintrc.yaml');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^YAML syntax error: .*\(2:1\)/s);
  });

  it.each(['? pluginTimeout: 1\n: 2\n', 'rules:\n  ? [a, {b: c}]\n  : off\n'])('refuses a mapping used as a key (YAML %j)', async (text) => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write('repo/.harness-lintrc.yaml', text);
    expect((await problemsOf(load('repo'))).problems).toEqual(['a YAML mapping is used as a key; keys must be names']);
  });

  it('skips a package.json that is not an object, as one without the key', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    const path = write('repo/.harness-lintrc.json', '{"pluginTimeout": 3}');
    for (const text of ['null', '[1]', '"x"', '5']) {
      write('repo/pkg/package.json', text);
      expect(await load('repo/pkg')).toEqual({ config: { rules: {}, pluginTimeout: 3 }, path });
    }
  });

  it('names a number too large for JSON (1e400) as Infinity', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write('repo/.harness-lintrc.json', '{"pluginTimeout": 1e400}');
    expect((await problemsOf(load('repo'))).problems).toEqual(['"pluginTimeout" must be a whole number of milliseconds, not Infinity']);
  });
});

// A config may be a link to a secret (/proc/self/environ, a credentials file): its errors give
// the position and kind, never the file's text.
describe('syntax errors never quote the file', () => {
  const SECRET = 'ghp_NotInTheError0123456789';

  it.each([
    ['.harness-lintrc.yaml', `token: ${SECRET}\n  bad: [indent\n`],
    ['.harness-lintrc.yaml', `a: !${SECRET} x\n`],
    ['.harness-lintrc.yaml', `a: !<tag:${SECRET}> x\n`],
    ['.harness-lintrc.yaml', `a: *${SECRET}\n`],
    ['.harness-lintrc.yaml', `a: !x!${SECRET} z\n`],
    ['.harness-lintrc', `TOKEN=${SECRET}\u0000HOME=/root\u0000`],
    ['.harness-lintrc.json', SECRET],
    ['.harness-lintrc.json', `{"token": ${SECRET}}`],
    ['.harness-lintrc.json', `{"token": "${SECRET}"} ${SECRET}`],
  ])('%s holding %j', async (name, text) => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write(`repo/${name}`, text);
    const { problems } = await problemsOf(load('repo'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^(YAML|JSON) syntax error/);
    expect(problems[0]).not.toContain(SECRET.slice(0, 6));
  });

  it('says where and what (YAML)', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write('repo/.harness-lintrc.yaml', 'rules:\n  a: *nope\n');
    expect((await problemsOf(load('repo'))).problems).toEqual(['YAML syntax error: unidentified alias (2:11)']);
    write('repo/.harness-lintrc.yaml', 'a: !<tag:x> b\n');
    expect((await problemsOf(load('repo'))).problems).toEqual(['YAML syntax error: unknown tag (1:14)']);
  });

  it.each([
    ['{\n  "rules": [1,]\n}', 'JSON syntax error at line 2, column 15: Unexpected token'],
    ['{"a": x}', 'JSON syntax error at line 1, column 7: Unexpected token'],
    ['{"a": 1}}', 'JSON syntax error at line 1, column 9: Unexpected non-whitespace character after JSON'],
  ])('says where and what (JSON %j)', async (text, problem) => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write('repo/.harness-lintrc.json', text);
    expect((await problemsOf(load('repo'))).problems).toEqual([problem]);
  });
});

describe('links and special files found in the project', () => {
  const OUTSIDE = 'links to a file outside the project, which is never read as its config';

  it.each(['.harness-lintrc', '.harness-lintrc.json', '.harness-lintrc.yaml'])('refuses %s linked to a file outside the project', async (name) => {
    const secret = write('home/.config/gh/hosts.yml', 'github.com:\n  oauth_token: gho_secret\n');
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    symlinkSync(secret, join(root, 'repo', name));
    expect(await problemsOf(load('repo'))).toEqual({ file: `repo/${name}`, problems: [OUTSIDE] });
  });

  it('refuses a package.json with the key linked outside, and skips one without it', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    const outside = write('shared/package.json', '{"name": "shared"}');
    symlinkSync(outside, join(root, 'repo/package.json'));
    expect(await load('repo')).toBeNull();
    write('shared/package.json', '{"harness-lint": {}}');
    expect(await problemsOf(load('repo'))).toEqual({ file: 'repo/package.json', problems: [OUTSIDE] });
  });

  it('reads a link to a config elsewhere in the project', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    const shared = write('repo/shared/lintrc.yaml', 'pluginTimeout: 7\n');
    mkdirSync(join(root, 'repo/pkg'));
    symlinkSync('../shared/lintrc.yaml', join(root, 'repo/pkg/.harness-lintrc.yaml'));
    expect(await load('repo/pkg')).toEqual({ config: { rules: {}, pluginTimeout: 7 }, path: join(root, 'repo/pkg/.harness-lintrc.yaml') });
    expect(existsSync(shared)).toBe(true);
  });

  it('refuses an $import of a file outside the project', async () => {
    const secret = write('home/.env', 'TOKEN=gho_secret\n');
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write('repo/.harness-lintrc.json', JSON.stringify({ $import: secret }));
    expect(await problemsOf(load('repo'))).toEqual({ file: 'repo/.harness-lintrc.json', problems: [`$import ${JSON.stringify(secret)}: ${OUTSIDE}`] });
  });

  it('refuses a named pipe instead of waiting on it, as a config or an $import', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    execFileSync('mkfifo', [join(root, 'repo/.harness-lintrc')]);
    expect(await problemsOf(load('repo'))).toEqual({ file: 'repo/.harness-lintrc', problems: ['not a regular file'] });
    rmSync(join(root, 'repo/.harness-lintrc'));
    execFileSync('mkfifo', [join(root, 'repo/fifo.json')]);
    write('repo/.harness-lintrc.json', '{"$import": "fifo.json"}');
    expect(await problemsOf(load('repo'))).toEqual({ file: 'repo/.harness-lintrc.json', problems: ['$import "fifo.json": not a regular file'] });
  });

  it('refuses a named pipe named with --config, or imported by it, instead of waiting on it', async () => {
    execFileSync('mkfifo', [join(root, 'fifo.json')]);
    expect(await problemsOf(load('.', 'fifo.json'))).toEqual({ file: 'fifo.json', problems: ['not a regular file'] });
    write('lint.json', '{"$import": "fifo.json"}');
    expect(await problemsOf(load('.', 'lint.json'))).toEqual({ file: 'lint.json', problems: ['$import "fifo.json": not a regular file'] });
    write('lint.yaml', '$import: fifo.json\n');
    expect(await problemsOf(load('.', 'lint.yaml'))).toEqual({ file: 'lint.yaml', problems: ['$import "fifo.json": not a regular file'] });
  });

  it('lists every problem of an invalid config', async () => {
    mkdirSync(join(root, 'repo/.git'), { recursive: true });
    write(
      'repo/.harness-lintrc.yaml',
      'rules:\n  polcy-conflict: error\n  policy-conflict: warn\n  hcl-syntax: off\n  Bad_Id: off\npluginTimeout: -5\ncachedir: x\n',
    );
    const { file, problems } = await problemsOf(load('repo'));
    expect(file).toBe('repo/.harness-lintrc.yaml');
    // In the order the file has them.
    expect(problems).toEqual([
      'unknown rule id "polcy-conflict" in "rules"; did you mean "policy-conflict"?',
      'rule "policy-conflict" is set to a string that is no severity; use "off", "warning" or "error"; did you mean "warning"?',
      'rule "hcl-syntax" is a syntax error and cannot be turned off or downgraded; remove it from "rules"',
      'unknown rule id "Bad_Id" in "rules"',
      '"pluginTimeout" must be between 1 and 600000 milliseconds',
      'unknown setting "cachedir"; did you mean "cacheDir"? (allowed: rules, pluginTimeout, cacheDir, ignorePatterns)',
    ]);
  });
});
