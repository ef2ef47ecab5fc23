// The linter config is data, never code: linting an untrusted checkout must not run anything
// it holds. Each config below would write a marker file if it were loaded as JavaScript or
// TypeScript (directly, through cosmiconfig's `$import`, its `.config/` meta config, or a YAML
// `!!js/function` tag); the marker never appears and the CLI never crashes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { CLEAN_TOOL, DESCRIBE } from '../faults/support/fault-project.js';
import { assertBuilt, runCliSync, STACK_FRAME } from '../fuzz/support/cli.js';
import { installBinary, PLATFORM, sha256Of, writeLockFile } from './support/cache-install.js';
import { tempDir } from '../support/temp-dir.js';

let root: string;
let marker: string;

beforeAll(assertBuilt);
beforeEach(() => {
  root = tempDir('hl-config-exec-');
  marker = join(root, 'EXECUTED');
});

const cjs = () => `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'cjs'); module.exports = { rules: {} };\n`;
const esm = () => `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(marker)}, 'esm');\nexport default { rules: {} };\n`;
const ts = () =>
  `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(marker)}, 'ts');\nconst config: object = { rules: {} };\nexport default config;\n`;

/** A project folder (its own git root, so the config search stops there) holding `files`. */
function projectWith(files: Record<string, string>): string {
  const dir = join(root, 'project');
  mkdirSync(join(dir, '.git'), { recursive: true });
  writeFileSync(join(dir, 'agent.hcl'), '');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

function lint(dir: string, args: string[] = []) {
  return runCliSync(['agent.hcl', '--no-plugins', ...args], dir, { PATH: process.env.PATH ?? '', HOME: root, XDG_CONFIG_HOME: join(root, 'xdg') });
}

describe('the linter config never runs code', () => {
  it('control: the bait files do write the marker when node runs them', () => {
    const dir = projectWith({ 'bait.cjs': cjs(), 'bait.mjs': esm() });
    for (const bait of ['bait.cjs', 'bait.mjs']) {
      rmSync(marker, { force: true });
      expect(spawnSync(process.execPath, [join(dir, bait)]).status).toBe(0);
      expect(existsSync(marker), bait).toBe(true);
    }
    rmSync(marker);
  });

  const discovered: [string, () => Record<string, string>][] = [
    ['.harness-lintrc.js', () => ({ '.harness-lintrc.js': cjs() })],
    ['.harness-lintrc.cjs', () => ({ '.harness-lintrc.cjs': cjs() })],
    ['.harness-lintrc.mjs', () => ({ '.harness-lintrc.mjs': esm() })],
    ['.harness-lintrc.ts', () => ({ '.harness-lintrc.ts': ts() })],
    ['harness-lint.config.js', () => ({ 'harness-lint.config.js': cjs() })],
    ['harness-lint.config.mjs', () => ({ 'harness-lint.config.mjs': esm() })],
    ['harness-lint.config.cjs', () => ({ 'harness-lint.config.cjs': cjs() })],
    ['harness-lint.config.ts', () => ({ 'harness-lint.config.ts': ts() })],
    ['.config/harness-lintrc.js', () => ({ '.config/harness-lintrc.js': cjs() })],
    ['.config/harness-lintrc.mjs', () => ({ '.config/harness-lintrc.mjs': esm() })],
    ["cosmiconfig's meta config .config/config.js", () => ({ '.config/config.js': cjs() })],
    ["cosmiconfig's meta config .config/config.mjs", () => ({ '.config/config.mjs': esm() })],
  ];
  for (const [label, files] of discovered) {
    it(`${label} next to agent.hcl is never loaded`, () => {
      const r = lint(projectWith(files()));
      expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
      expect(existsSync(marker)).toBe(false);
    });
  }

  const refused: [string, () => Record<string, string>][] = [
    ['.harness-lintrc.json with $import of a script', () => ({ '.harness-lintrc.json': JSON.stringify({ $import: './evil.cjs' }), 'evil.cjs': cjs() })],
    [
      'package.json key with $import of a script',
      () => ({ 'package.json': JSON.stringify({ name: 'x', 'harness-lint': { $import: './evil.mjs' } }), 'evil.mjs': esm() }),
    ],
    [
      '.harness-lintrc.yaml with a !!js/function tag',
      () => ({ '.harness-lintrc.yaml': `rules: !!js/function "function () { require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'yaml') }"\n` }),
    ],
    ['.harness-lintrc (no extension) holding JavaScript', () => ({ '.harness-lintrc': cjs() })],
  ];
  for (const [label, files] of refused) {
    it(`${label}: refused with a one-line error (exit 2), nothing executed`, () => {
      const r = lint(projectWith(files()));
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^harness-lint: invalid linter config /);
      expect(STACK_FRAME.test(r.stderr)).toBe(false);
      expect(existsSync(marker)).toBe(false);
    });
  }

  // The checkout brings everything a launch needs: agent.hcl requiring a provider, a lock file
  // with the checksum of its own binary, and the binary in a folder of the checkout. Only the
  // linter config's cacheDir is missing to make the linter run it.
  const cacheDirConfigs: [string, (cacheDir: string) => Record<string, string>][] = [
    ['.harness-lintrc.json', (cacheDir) => ({ '.harness-lintrc.json': JSON.stringify({ cacheDir }) })],
    ['package.json', (cacheDir) => ({ 'package.json': JSON.stringify({ name: 'x', 'harness-lint': { cacheDir } }) })],
  ];
  for (const [label, config] of cacheDirConfigs) {
    it(`a checkout's ${label} cannot point the plugin cache at a binary the checkout ships (cacheDir)`, () => {
      const dir = projectWith(config('vendor/cache'));
      writeFileSync(join(dir, 'agent.hcl'), 'required_providers {\n  p = {\n    source  = "github.com/agentco/provider-p"\n    version = "~> 1.0"\n  }\n}\n');
      const binary = makePlugin(join(root, 'build'), 'provider-p', {
        category: 'tool',
        capabilities: CLEAN_TOOL,
        describe: DESCRIBE,
        fault: [`marker:${marker}`],
      });
      installBinary(join(dir, 'vendor', 'cache'), 'github.com/agentco/provider-p', '1.0.0', binary);
      writeLockFile(dir, [{ name: 'p', source: 'github.com/agentco/provider-p', version: '1.0.0', checksums: { [PLATFORM]: sha256Of(binary) } }]);
      const tmp = join(root, 'tmp');
      mkdirSync(tmp, { recursive: true });
      const r = runCliSync(['agent.hcl', '--plugin-timeout', '10000'], dir, {
        PATH: process.env.PATH ?? '',
        HOME: root,
        TMPDIR: tmp,
        XDG_CONFIG_HOME: join(root, 'xdg'),
        XDG_CACHE_HOME: join(root, 'xdg-cache'),
      });
      expect([0, 1, 2], r.stderr).toContain(r.status);
      expect(existsSync(marker), "the checkout's binary was executed").toBe(false);
    });
  }

  for (const [name, text] of [
    ['evil.js', cjs],
    ['evil.cjs', cjs],
    ['evil.mjs', esm],
    ['evil.ts', ts],
  ] as const) {
    it(`--config ${name}: refused (exit 2), nothing executed`, () => {
      const dir = projectWith({ [name]: text() });
      const r = lint(dir, ['--config', name]);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^harness-lint: .*evil\.[cm]?[jt]s.*only JSON and YAML config files are read.*\n$/);
      expect(existsSync(marker)).toBe(false);
    });
  }
});
