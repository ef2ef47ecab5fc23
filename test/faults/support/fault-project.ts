// A throw-away project for running the real CLI against fake go-plugin plugins: agent.hcl
// requiring provider "p" (or several providers), a global config whose dev_overrides points at
// the plugins, a private TMPDIR (where plugins put their sockets) and XDG_CACHE_HOME, and
// checks that nothing the run started is left behind.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makePlugin, type FakePluginSpec } from '../../fixtures/plugins/make-plugin.mjs';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { assertBuilt, runCliSync, startCli, type CliResult } from '../../fuzz/support/cli.js';
import { removeTree, tempDir } from '../../support/temp-dir.js';

export const PLUGIN_TIMEOUT_MS = 2000;

export const AGENT_HCL = `required_providers {
  p = {
    source  = "github.com/agentco/provider-p"
    version = "~> 1.0"
  }
}
`;
/** Where every plugin finding is anchored: the local name `p` on line 2. */
export const P_RANGE = { start: { line: 2, column: 3 }, end: { line: 2, column: 4 } };

export const DESCRIBE = { name: 'p', version: '1.0.0', source: 'github.com/agentco/provider-p', protocol_version: 1 };
/** A tool the capability rules find nothing wrong with, so a survived fault means exit 0. */
export const CLEAN_TOOL = {
  tools: [
    {
      name: 'search',
      kind: 'TOOL_KIND_DATA_SOURCE',
      risk: 'RISK_CLASS_READ_ONLY',
      description: 'Search file contents',
      input_schema: { type: 'SCHEMA_TYPE_OBJECT', properties: { pattern: { type: 'SCHEMA_TYPE_STRING' } }, required: ['pattern'] },
      output_schema: { type: 'SCHEMA_TYPE_OBJECT', properties: { matches: { type: 'SCHEMA_TYPE_STRING' } } },
      concurrency: { safe: true },
    },
  ],
};

export interface JsonDiagnostic {
  ruleId: string;
  severity: string;
  message: string;
  file: string;
  range: { start: { line: number; column: number }; end: { line: number; column: number } };
  related?: unknown[];
}

export interface FaultRun extends CliResult {
  elapsedMs: number;
  diagnostics: JsonDiagnostic[];
}

export interface FaultProject {
  root: string;
  /** The plugin's TMPDIR. */
  tmp: string;
  /** The plugin's PID file (the `marker` fault) and its forked child's. */
  markerFile: string;
  forkFile: string;
  envDumpFile: string;
  /** Writes the plugin binary and points dev_overrides at it; returns its path. */
  usePlugin(spec: FakePluginSpec): string;
  /** Several providers at once: agent.hcl requires each name, dev_overrides points at each plugin. */
  usePlugins(specs: Record<string, FakePluginSpec>): void;
  /** A PID file for `marker:`/`fork-child:` faults; leftovers() checks every one of them. */
  pidFile(name: string): string;
  /** The CLI's environment: hermetic, plus `extra`. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** The CLI's arguments: this project, the 2000 ms plugin timeout, `--format` (json unless given), then `extra`. */
  args(extra?: string[], format?: string): string[];
  /** `diagnostics` is only filled for the json format. */
  run(extra?: RunExtra): FaultRun;
  /** run() without blocking the test process, for tests that run concurrently. */
  runAsync(extra?: RunExtra): Promise<FaultRun>;
  start(extra?: RunExtra): ReturnType<typeof startCli> & { startedAt: number };
  leftovers(): Promise<Leftovers>;
  dispose(): void;
}

export interface RunExtra {
  args?: string[];
  env?: Record<string, string>;
  format?: string;
  /** start() only: run the CLI in a process group of its own (a terminal's foreground job). */
  ownGroup?: boolean;
}

export interface Leftovers {
  /** Files (sockets) in the plugin's TMPDIR. */
  tmpFiles: string[];
  /** Processes still running whose command line names this project's folder, or whose PID a pid file holds. */
  running: string[];
}

/** Running means not a zombie: an exited child not yet reaped by init is gone for our purpose. */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** PIDs of live processes whose command line mentions `text` (Linux /proc). */
export function processesMentioning(text: string): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(text) && isRunning(Number(entry))) out.push(Number(entry));
    } catch {
      // Exited while we looked.
    }
  }
  return out;
}

export function pidIn(file: string): number | null {
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every 20 ms until it holds or `withinMs` passes; returns whether it held. */
export async function until(check: () => boolean, withinMs: number): Promise<boolean> {
  const end = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > end) return false;
    await sleep(20);
  }
  return true;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '(exited)';
  }
}

function parseDiagnostics(stdout: string): JsonDiagnostic[] {
  if (stdout.trim() === '') return [];
  return (JSON.parse(stdout) as { diagnostics: JsonDiagnostic[] }).diagnostics;
}

function faultRun(r: CliResult, started: number, format: string): FaultRun {
  return { ...r, elapsedMs: Date.now() - started, diagnostics: format === 'json' ? parseDiagnostics(r.stdout) : [] };
}

export function faultProject(): FaultProject {
  const root = tempDir('hl-faults-');
  const tmp = join(root, 'tmp');
  mkdirSync(tmp);
  writeFileSync(join(root, 'agent.hcl'), AGENT_HCL);
  writeFileSync(join(root, 'linter-config.json'), '{}');
  const pidFiles = () =>
    readdirSync(root)
      .filter((f) => f.endsWith('.pid'))
      .map((f) => join(root, f));
  const project: FaultProject = {
    root,
    tmp,
    markerFile: join(root, 'p.pid'),
    forkFile: join(root, 'fork.pid'),
    envDumpFile: join(root, 'env.json'),
    usePlugin(spec) {
      const path = makePlugin(join(root, 'bin'), 'provider-p', spec);
      writeFileSync(join(root, 'global.hcl'), `dev_overrides {\n  p = ${JSON.stringify(path)}\n}\n`);
      return path;
    },
    usePlugins(specs) {
      const names = Object.keys(specs);
      const required = names.map((n) => `  ${n} = {\n    source  = "github.com/agentco/provider-${n}"\n    version = "~> 1.0"\n  }`);
      writeFileSync(join(root, 'agent.hcl'), `required_providers {\n${required.join('\n')}\n}\n`);
      const overrides = names.map((n) => `  ${n} = ${JSON.stringify(makePlugin(join(root, 'bin'), `provider-${n}`, specs[n]))}`);
      writeFileSync(join(root, 'global.hcl'), `dev_overrides {\n${overrides.join('\n')}\n}\n`);
    },
    pidFile: (name) => join(root, `${name}.pid`),
    env: (extra = {}) => ({
      PATH: process.env.PATH ?? '',
      HOME: root,
      TMPDIR: tmp,
      XDG_CACHE_HOME: join(root, 'cache'),
      XDG_CONFIG_HOME: join(root, 'config'),
      ...extra,
    }),
    // A global config only once a plugin is used: a named one must exist, and the default (under HOME) is absent.
    args: (extra = [], format = 'json') => [
      'agent.hcl',
      ...(existsSync(join(root, 'global.hcl')) ? ['--global-config', 'global.hcl'] : []),
      '--config',
      'linter-config.json',
      '--plugin-timeout',
      String(PLUGIN_TIMEOUT_MS),
      '--format',
      format,
      ...extra,
    ],
    run(extra = {}) {
      const started = Date.now();
      const format = extra.format ?? 'json';
      return faultRun(runCliSync(project.args(extra.args, format), root, project.env(extra.env)), started, format);
    },
    async runAsync(extra = {}) {
      const started = Date.now();
      const format = extra.format ?? 'json';
      return faultRun(await startCli(project.args(extra.args, format), root, project.env(extra.env)).done, started, format);
    },
    start(extra = {}) {
      const startedAt = Date.now();
      return { ...startCli(project.args(extra.args, extra.format), root, project.env(extra.env), extra.ownGroup), startedAt };
    },
    async leftovers() {
      const pids = pidFiles()
        .map(pidIn)
        .filter((p): p is number => p !== null);
      // SIGKILL lands asynchronously: give the kernel a moment before calling a process a leftover.
      await until(() => !pids.some(isRunning) && processesMentioning(root).length === 0, 2000);
      const running = [...new Set([...pids.filter(isRunning), ...processesMentioning(root)])].map((pid) => `${pid}: ${commandLine(pid)}`);
      return { tmpFiles: readdirSync(tmp), running };
    },
    dispose() {
      for (const pid of [...pidFiles().map(pidIn), ...processesMentioning(root)]) {
        // Only what this project started: a failed test must not leave its plugin running.
        if (pid !== null && isRunning(pid)) process.kill(pid, 'SIGKILL');
      }
      removeTree(root);
    },
  };
  return project;
}

/**
 * Registers the lifecycle every fault and security test shares: the built CLI is required, each
 * test gets a fresh project (handed to `use`), and after each test no plugin process and no
 * temp file of it may be left.
 */
export function useFaultProject(use: (project: FaultProject) => void): void {
  let project: FaultProject;
  beforeAll(assertBuilt);
  beforeEach(() => {
    project = faultProject();
    use(project);
  });
  afterEach(() => settle(project));
}

/** No plugin process and no temp file of the project may be left; then it is removed. */
async function settle(project: FaultProject): Promise<void> {
  try {
    expect(await project.leftovers()).toEqual({ tmpFiles: [], running: [] });
  } finally {
    project.dispose();
  }
}

/**
 * The same lifecycle for one test of a concurrent describe, where hooks cannot hand each test
 * its own project: `body` gets a fresh one, checked for leftovers and removed afterwards.
 */
export async function withFaultProject(body: (project: FaultProject) => Promise<void>): Promise<void> {
  const project = faultProject();
  try {
    await body(project);
  } catch (error) {
    project.dispose();
    throw error;
  }
  await settle(project);
}
