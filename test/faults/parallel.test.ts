// Several plugins failing in different ways in one run: each gets its own diagnostic at its
// own required_providers entry, the run takes about one --plugin-timeout (launches are
// parallel, not summed), and Ctrl-C while they start ends every one of them.
import { describe, expect, it } from 'vitest';
import type { FakePluginSpec } from '../fixtures/plugins/make-plugin.mjs';
import { CLEAN_TOOL, DESCRIBE, isRunning, pidIn, until, type FaultProject, useFaultProject } from './support/fault-project.js';
import { slackMs } from '../support/wall-time.js';

let project: FaultProject;

useFaultProject((p) => {
  project = p;
});

/** Four providers, declared on lines 2, 6, 10 and 14 of agent.hcl. */
function plugins(faults: Record<string, string[]>): Record<string, FakePluginSpec> {
  const specs: Record<string, FakePluginSpec> = {};
  for (const [name, list] of Object.entries(faults)) {
    specs[name] = {
      category: 'tool',
      capabilities: CLEAN_TOOL,
      describe: { ...DESCRIBE, name, source: `github.com/agentco/provider-${name}` },
      fault: [`marker:${project.pidFile(name)}`, ...list],
    };
  }
  return specs;
}

const TIMEOUT_MS = 4000;

const FAULTS = {
  hangs: ['no-handshake'],
  stalls: ['hang-in-rpc:GetSchema'],
  crashes: ['crash-in-rpc:Describe'],
  works: [],
};

describe('plugins in parallel', () => {
  it('four plugins, three failing differently: one diagnostic each, in about one timeout', () => {
    project.usePlugins(plugins(FAULTS));
    // A longer timeout than elsewhere, so one timeout and two back to back are far apart on a loaded machine.
    const r = project.run({ args: ['--plugin-timeout', String(TIMEOUT_MS)] });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
    expect(r.diagnostics.map((d) => [d.ruleId, d.range.start.line, d.range.start.column])).toEqual([
      ['plugin-launch-failed', 2, 3],
      ['plugin-launch-failed', 6, 3],
      ['plugin-launch-failed', 10, 3],
    ]);
    const [hangs, stalls, crashes] = r.diagnostics.map((d) => d.message);
    expect(hangs).toMatch(new RegExp(`^provider "hangs": timed out after ${TIMEOUT_MS} ms waiting for the go-plugin handshake line`));
    expect(stalls).toMatch(new RegExp(`^provider "stalls": timed out after ${TIMEOUT_MS} ms waiting for ToolService/GetSchema`));
    expect(crashes).toMatch(/^provider "crashes": the plugin crashed: it exited with code 2 .*\(plugin stderr: "panic: fake-plugin crashed in Describe"\)$/);
    // Two plugins each use the whole timeout: run one after the other, that alone would be 2 × 4000 ms.
    expect(r.elapsedMs).toBeLessThan(TIMEOUT_MS + slackMs(3000));
  });

  it('SIGINT while four plugins start: the linter ends by SIGINT, every plugin dies, no socket is left', async () => {
    project.usePlugins(plugins({ a: ['slow-start:30000'], b: ['slow-start:30000'], c: ['no-handshake'], d: ['hang-in-rpc:Describe'] }));
    const run = project.start();
    const names = ['a', 'b', 'c', 'd'];
    expect(await until(() => names.every((n) => pidIn(project.pidFile(n)) !== null), 10_000), 'not every plugin started').toBe(true);
    const pids = names.map((n) => pidIn(project.pidFile(n))!);
    run.child.kill('SIGINT');
    const r = await run.done;
    expect(r.signal === 'SIGINT' || r.status === 130, `status ${r.status}, signal ${r.signal}, stderr ${r.stderr}`).toBe(true);
    expect(await until(() => !pids.some(isRunning), 2000)).toBe(true);
  });
});
