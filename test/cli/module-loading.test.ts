// What the built CLI loads from node_modules, file by file and uncompiled: nothing. Start-up
// cost is budgeted (bench/README.md, rows (a) and (d)): the CLI's code is one bundle, compiled
// from V8's code cache, and the plugin host reads the protos' descriptor, not protobufjs; the linter
// config's validator is generated at build time into the CLI's bundle. A regression here costs
// every cold run tens of milliseconds. And which of Node's heavier built-in modules a run
// loads: only those it uses.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROOT, runCli } from './run-cli.js';
import { tempDir } from '../support/temp-dir.js';

let dir: string;
beforeEach(() => {
  dir = tempDir('harness-lint-modules-');
});

interface Loaded {
  status: number | null;
  /** Files required from node_modules, by package. */
  packages: Record<string, number>;
  /** Node's built-in modules loaded after start-up (`tty`, `fs/promises`, …). */
  builtins: string[];
}

/** Runs the CLI on the example with a hook that records, at exit, what it loaded. */
function loadedBy(args: string[], options: { stdoutToDevNull?: boolean } = {}): Loaded {
  const hook = join(dir, 'hook.cjs');
  const out = join(dir, 'modules.json');
  writeFileSync(
    hook,
    `const atStart = new Set(process.moduleLoadList);
process.on('exit', () => {
  const packages = {};
  for (const file of Object.keys(require.cache)) {
    const m = /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(file);
    if (m) packages[m[1]] = (packages[m[1]] ?? 0) + 1;
  }
  const builtins = process.moduleLoadList.filter((m) => !atStart.has(m) && m.startsWith('NativeModule ')).map((m) => m.slice('NativeModule '.length));
  require('node:fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify({ packages, builtins }));
});
`,
  );
  const r = runCli(['examples/agent.hcl', '--cache-dir', 'examples/plugin-cache', ...args], {
    cwd: ROOT,
    nodeArgs: ['-r', hook],
    env: { XDG_CACHE_HOME: join(dir, 'cache') },
    ...options,
  });
  return { status: r.status, ...(JSON.parse(readFileSync(out, 'utf8')) as Omit<Loaded, 'status'>) };
}

function packagesLoaded(args: string[]): { status: number | null; packages: Record<string, number> } {
  const { status, packages } = loadedBy(args);
  return { status, packages };
}

/** Which of `names` the run loaded. */
function among(loaded: Loaded, names: readonly string[]): string[] {
  return names.filter((name) => loaded.builtins.includes(name));
}

describe('modules the built CLI loads from node_modules', () => {
  it('none on a static run', () => {
    expect(packagesLoaded(['--no-plugins'])).toEqual({ status: 0, packages: {} });
  });

  it('none on a cold run that launches the plugins', () => {
    expect(packagesLoaded([])).toEqual({ status: 0, packages: {} });
  });

  it('none on a warm run (answers from the cache)', () => {
    expect(packagesLoaded([]).status).toBe(0);
    expect(packagesLoaded([])).toEqual({ status: 0, packages: {} });
  });
});

// Each of these costs 0.7 to 2.5 ms to load (tty with net and the streams), a tenth of a static run's own time or more.
describe('built-in modules a run loads', () => {
  it('a static run loads neither the terminal and socket modules nor streams, crypto or fs/promises, whether its output goes to a pipe or to /dev/null', () => {
    const heavy = ['tty', 'net', 'stream', 'crypto', 'fs/promises', 'child_process'];
    for (const stdoutToDevNull of [false, true]) {
      const loaded = loadedBy(['--no-plugins'], { stdoutToDevNull });
      expect({ status: loaded.status, heavy: among(loaded, heavy) }).toEqual({ status: 0, heavy: [] });
    }
  });

  it('a warm run loads no launch machinery (sockets, processes) and no fs/promises', () => {
    expect(loadedBy([]).status).toBe(0);
    const warm = loadedBy([]);
    expect({ status: warm.status, heavy: among(warm, ['tty', 'net', 'child_process', 'fs/promises']) }).toEqual({ status: 0, heavy: [] });
  });

  it('reads a JSON linter config without cosmiconfig (whose reads load fs/promises), and a YAML one with it', () => {
    writeFileSync(join(dir, 'lint.json'), '{ "rules": { "policy-ask-downgraded": "error" } }\n');
    writeFileSync(join(dir, 'lint.yaml'), 'rules:\n  policy-ask-downgraded: error\n');
    const json = loadedBy(['--no-plugins', '--config', join(dir, 'lint.json')]);
    const yaml = loadedBy(['--no-plugins', '--config', join(dir, 'lint.yaml')]);
    expect([json.status, among(json, ['fs/promises'])]).toEqual([1, []]);
    expect([yaml.status, among(yaml, ['fs/promises'])]).toEqual([1, ['fs/promises']]);
  });
});
