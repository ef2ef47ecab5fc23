// Every fault mode of the fake go-plugin plugin, through the real CLI with a 2000 ms
// --plugin-timeout: the right diagnostic at provider "p"'s required_providers entry (or none,
// for faults a host must survive), exit 1 (0), done within the timeout plus slack for a
// loaded machine, and no plugin process or socket file left behind. The tests run two at a
// time, each in a project of its own: most of their time is spent waiting for a timeout.
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { limiter } from '../../src/plugin-host/launch/limit.js';
import { assertBuilt, startCli } from '../fuzz/support/cli.js';
import { CLEAN_TOOL, DESCRIBE, P_RANGE, PLUGIN_TIMEOUT_MS, type FaultProject, withFaultProject } from './support/fault-project.js';
import { slackMs } from '../support/wall-time.js';

/** Loose on purpose: the machine is shared and loaded; a hang would take far longer. */
// The plugin timeout, plus start-up and teardown (more on a loaded machine).
const deadlineMs = () => PLUGIN_TIMEOUT_MS + slackMs(3000);

beforeAll(assertBuilt);

/** Two at a time: more would starve the plugins of the CPU their timeouts assume. */
const inTurn = limiter(2);
const withProject = (body: (project: FaultProject) => Promise<void>) => () => inTurn(() => withFaultProject(body));

function spec(project: FaultProject, faults: string[]) {
  return { category: 'tool', capabilities: CLEAN_TOOL, describe: DESCRIBE, fault: [`marker:${project.markerFile}`, ...faults] };
}

// Messages are checked for what matters to a user: which provider, which step failed, and the
// plugin's own last words, not for every word of the wording.
const TIMED_OUT_HANDSHAKE = new RegExp(
  `^provider "p": timed out after ${PLUGIN_TIMEOUT_MS} ms waiting for the go-plugin handshake line on stdout; raise --plugin-timeout if the plugin is just slow to start$`,
);
const BAD_HANDSHAKE = (line: string, fields: string) =>
  new RegExp(
    `^provider "p": bad handshake: the first stdout line "${line}" is not a go-plugin handshake \\(expected CORE\\|APP\\|NETWORK\\|ADDRESS\\|PROTOCOL, got ${fields}\\)$`,
  );
const TIMED_OUT_RPC = (method: string) =>
  new RegExp(`^provider "p": timed out after ${PLUGIN_TIMEOUT_MS} ms waiting for ToolService/${method}; raise --plugin-timeout if the plugin is just slow$`);
/** A crash once connected: says it crashed, with the exit code, around the Describe/capability calls, quoting stderr. */
const CRASHED = (stderr: string) =>
  new RegExp(`^provider "p": the plugin crashed: it exited with code 2 [^"]*Describe and capability calls \\(plugin stderr: ${stderr}\\)$`);

describe.concurrent('plugin faults through the CLI', () => {
  // [fault modes, ruleId, expected message (a function of the plugin's path when it appears in it)]
  const failing: [string[], string, (path: string) => RegExp][] = [
    [
      ['crash-before-handshake'],
      'plugin-launch-failed',
      (path) =>
        new RegExp(
          `^provider "p": the plugin exited with code 2 before its go-plugin handshake; is "${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" a PluggableHarness plugin\\? \\(plugin stderr: "panic: fake-plugin crashed before its handshake"\\)$`,
        ),
    ],
    [['no-handshake'], 'plugin-launch-failed', () => TIMED_OUT_HANDSHAKE],
    [['slow-start:30000'], 'plugin-launch-failed', () => TIMED_OUT_HANDSHAKE],
    [['malformed-handshake'], 'plugin-launch-failed', () => BAD_HANDSHAKE('1\\|1\\|unix', '3 fields')],
    [['non-handshake-first-line'], 'plugin-launch-failed', () => BAD_HANDSHAKE('fake-plugin is starting', '1 field')],
    [
      ['app-protocol-2'],
      'plugin-protocol-version',
      () => /^provider "p": handshake app protocol version is "2", but this kernel speaks version 1; use a build of the plugin for protocol version 1$/,
    ],
    [
      ['crash-after-handshake'],
      'plugin-launch-failed',
      () =>
        /^provider "p": the plugin (crashed: it )?exited with code 2 [^"]*(after its handshake|before the host could connect)[^"]*\(plugin stderr: "panic: fake-plugin crashed after its handshake"\)$/,
    ],
    [['hang-in-rpc:Describe'], 'plugin-launch-failed', () => TIMED_OUT_RPC('Describe')],
    [['hang-in-rpc:GetSchema'], 'plugin-launch-failed', () => TIMED_OUT_RPC('GetSchema')],
    [['crash-in-rpc:Describe'], 'plugin-launch-failed', () => CRASHED('"panic: fake-plugin crashed in Describe"')],
    [['crash-in-rpc:GetSchema'], 'plugin-launch-failed', () => CRASHED('"panic: fake-plugin crashed in GetSchema"')],
    [['crash-in-rpc:ServerReflectionInfo'], 'plugin-launch-failed', () => CRASHED('"panic: fake-plugin crashed in ServerReflectionInfo"')],
    // The 1 MiB line before the panic is quoted cut short: the message stays readable.
    [
      ['stderr-flood', 'crash-in-rpc:GetSchema'],
      'plugin-launch-failed',
      () => CRASHED('"(fake-plugin stderr flood ?){1,30}[^"]{0,30}" / "panic: fake-plugin crashed in GetSchema"'),
    ],
  ];
  for (const [faults, ruleId, message] of failing) {
    it(
      `${faults.join(' + ')}: ${ruleId}, exit 1`,
      withProject(async (project) => {
        const path = project.usePlugin(spec(project, faults));
        const r = await project.runAsync();
        expect(r.stderr).toBe('');
        expect(r.status).toBe(1);
        expect(r.diagnostics).toHaveLength(1);
        const [d] = r.diagnostics;
        expect({ ruleId: d.ruleId, severity: d.severity, file: d.file, range: d.range }).toEqual({
          ruleId,
          severity: 'error',
          file: 'agent.hcl',
          range: P_RANGE,
        });
        expect(d.message).toMatch(message(path));
        expect(r.elapsedMs).toBeLessThan(deadlineMs());
      }),
    );
  }

  // Faults a host must ride out: the capabilities arrive, nothing is reported, exit 0.
  const survived: string[][] = [
    [],
    ['stderr-flood'],
    ['huge-response'],
    ['slow-start:300'],
    ['ignore-shutdown'],
    ['shutdown-drops-response'],
    ['fork-child:FORK'],
    ['log-while-answering'],
    // Not built on go-plugin, or reflection that never answers: every category is probed instead.
    ['no-reflection'],
    ['hang-in-rpc:ServerReflectionInfo'],
  ];
  for (const faults of survived) {
    it(
      `${faults.length === 0 ? 'no fault' : faults.join(' + ').replace(':FORK', '')}: no diagnostic, exit 0`,
      withProject(async (project) => {
        project.usePlugin(
          spec(
            project,
            faults.map((f) => f.replace('FORK', project.forkFile)),
          ),
        );
        // Reflection that never answers costs its full second before the probes: room for those on
        // a loaded machine, since what is tested is riding it out, not the timeout.
        const r = await project.runAsync(faults.includes('hang-in-rpc:ServerReflectionInfo') ? { args: ['--plugin-timeout', '5000'] } : {});
        expect({ status: r.status, stderr: r.stderr, diagnostics: r.diagnostics }).toEqual({ status: 0, stderr: '', diagnostics: [] });
        expect(r.elapsedMs).toBeLessThan(deadlineMs());
        // The plugin really ran (and, for fork-child, really forked): the leftover check means something.
        expect(existsSync(project.markerFile)).toBe(true);
        if (faults.some((f) => f.startsWith('fork-child'))) expect(existsSync(project.forkFile)).toBe(true);
      }),
    );
  }
});

describe.concurrent('plugin faults through `harness-lint plugin PATH`', () => {
  const cases: [string[], number, RegExp | null][] = [
    [['no-handshake'], 1, /timed out after 2000 ms waiting for the go-plugin handshake line/],
    [['hang-in-rpc:GetSchema'], 1, /timed out after 2000 ms waiting for ToolService\/GetSchema/],
    [['crash-in-rpc:Describe'], 1, /the plugin crashed: it exited with code 2 .*"panic: fake-plugin crashed in Describe"/],
    [['ignore-shutdown'], 0, null],
    [['fork-child:FORK'], 0, null],
  ];
  for (const [faults, status, message] of cases) {
    it(
      `${faults.join(' + ').replace(':FORK', '')}: exit ${status}, nothing left behind`,
      withProject(async (project) => {
        const path = project.usePlugin(
          spec(
            project,
            faults.map((f) => f.replace('FORK', project.forkFile)),
          ),
        );
        const started = Date.now();
        const r = await startCli(['plugin', path, '--plugin-timeout', String(PLUGIN_TIMEOUT_MS), '--format', 'json'], project.root, project.env()).done;
        expect({ status: r.status, stderr: r.stderr }).toEqual({ status, stderr: '' });
        const diagnostics = (JSON.parse(r.stdout) as { diagnostics: { ruleId: string; message: string }[] }).diagnostics;
        if (message === null) expect(diagnostics).toEqual([]);
        else {
          expect(diagnostics.map((d) => d.ruleId)).toEqual(['plugin-launch-failed']);
          expect(diagnostics[0].message).toMatch(message);
        }
        expect(Date.now() - started).toBeLessThan(deadlineMs());
      }),
    );
  }
});

describe.concurrent('plugin faults through `harness-lint capabilities`', () => {
  const cases: [string[], number, RegExp | null][] = [
    [['hang-in-rpc:GetSchema'], 1, /error +provider "p": timed out after 2000 ms waiting for ToolService\/GetSchema.*\[plugin-launch-failed\]/],
    [['crash-before-handshake'], 1, /error +provider "p": the plugin exited with code 2 before its go-plugin handshake.*\[plugin-launch-failed\]/],
    [['ignore-shutdown'], 0, null],
    [['fork-child:FORK'], 0, null],
  ];
  for (const [faults, status, error] of cases) {
    it(
      `${faults.join(' + ').replace(':FORK', '')}: exit ${status}, nothing left behind`,
      withProject(async (project) => {
        project.usePlugin(
          spec(
            project,
            faults.map((f) => f.replace('FORK', project.forkFile)),
          ),
        );
        const started = Date.now();
        const r = await startCli(
          ['capabilities', 'agent.hcl', '--global-config', 'global.hcl', '--config', 'linter-config.json', '--plugin-timeout', String(PLUGIN_TIMEOUT_MS)],
          project.root,
          project.env(),
        ).done;
        expect({ status: r.status, stderr: r.stderr }).toEqual({ status, stderr: '' });
        expect(r.stdout).toMatch(/^provider "p"\n/);
        if (error) expect(r.stdout).toMatch(error);
        else expect(r.stdout).toMatch(/\n {2}tools +search\n/);
        expect(Date.now() - started).toBeLessThan(deadlineMs());
      }),
    );
  }
});
