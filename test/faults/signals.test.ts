// Signals in the middle of a run, through the real CLI: a plugin killed while the host waits
// on its RPC, and Ctrl-C (SIGINT) or SIGTERM to the linter while its plugin starts or answers.
// Whatever happens, no plugin process and no socket file outlive the linter.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startCli } from '../fuzz/support/cli.js';
import {
  CLEAN_TOOL,
  DESCRIBE,
  isRunning,
  P_RANGE,
  pidIn,
  PLUGIN_TIMEOUT_MS,
  sleep,
  until,
  type FaultProject,
  useFaultProject,
} from './support/fault-project.js';
import { slackMs } from '../support/wall-time.js';

// The plugin timeout, plus start-up and teardown (more on a loaded machine).
const deadlineMs = () => PLUGIN_TIMEOUT_MS + slackMs(3000);

let project: FaultProject;

useFaultProject((p) => {
  project = p;
});

function usePlugin(faults: string[]): void {
  project.usePlugin({ category: 'tool', capabilities: CLEAN_TOOL, describe: DESCRIBE, fault: [`marker:${project.markerFile}`, ...faults] });
}

/** The plugin's PID once it has started (its `marker` file). */
async function pluginPid(): Promise<number> {
  expect(await until(() => pidIn(project.markerFile) !== null, 10_000), 'the plugin never started').toBe(true);
  return pidIn(project.markerFile)!;
}

/** Waits until the plugin has announced its socket, i.e. the host is dialling or calling it. */
async function socketListed(): Promise<void> {
  expect(await until(() => readdirSync(project.tmp).length > 0, 10_000), 'the plugin never opened its socket').toBe(true);
}

describe('signals during a run', () => {
  it('Ctrl-C at a terminal (SIGINT to the whole foreground process group) while the plugin starts: everything ends', async () => {
    usePlugin(['slow-start:30000']);
    const run = project.start({ ownGroup: true });
    const pid = await pluginPid();
    process.kill(-run.child.pid!, 'SIGINT');
    const r = await run.done;
    expect(r.signal === 'SIGINT' || r.status === 130, `status ${r.status}, signal ${r.signal}, stderr ${r.stderr}`).toBe(true);
    expect(await until(() => !isRunning(pid), 2000)).toBe(true);
  });

  it('a plugin killed by SIGKILL while the host waits on GetSchema: plugin-launch-failed naming the signal, exit 1', async () => {
    usePlugin(['hang-in-rpc:GetSchema']);
    const run = project.start();
    const pid = await pluginPid();
    await socketListed();
    // Let the host's Describe and GetSchema calls reach the plugin.
    await sleep(300);
    process.kill(pid, 'SIGKILL');
    const r = await run.done;
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
    const diagnostics = (JSON.parse(r.stdout) as { diagnostics: { ruleId: string; message: string; range: unknown }[] }).diagnostics;
    expect(diagnostics.map((d) => [d.ruleId, d.range])).toEqual([['plugin-launch-failed', P_RANGE]]);
    expect(diagnostics[0].message).toMatch(/^provider "p": the plugin crashed: it was killed by SIGKILL [^"]*Describe and capability calls$/);
    expect(Date.now() - run.startedAt).toBeLessThan(deadlineMs());
  });

  for (const command of ['capabilities', 'plugin'] as const) {
    it(`SIGINT to \`harness-lint ${command}\` while its plugin starts: it ends by SIGINT, the plugin dies`, async () => {
      usePlugin(['slow-start:30000']);
      const args =
        command === 'plugin'
          ? ['plugin', project.root + '/bin/provider-p']
          : ['capabilities', 'agent.hcl', '--global-config', 'global.hcl', '--config', 'linter-config.json'];
      const run = startCli([...args, '--plugin-timeout', '20000'], project.root, project.env());
      const pid = await pluginPid();
      run.child.kill('SIGINT');
      const r = await run.done;
      expect(r.signal === 'SIGINT' || r.status === 130, `status ${r.status}, signal ${r.signal}, stderr ${r.stderr}`).toBe(true);
      expect(await until(() => !isRunning(pid), 2000)).toBe(true);
    });
  }

  for (const [label, faults, ready] of [
    ['while its plugin is starting (slow-start)', ['slow-start:30000'], pluginPid],
    ['while its plugin holds an RPC open (socket file present)', ['hang-in-rpc:GetSchema'], socketListed],
  ] as const) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      it(`${signal} to the linter ${label}: the linter ends by that signal at once, the plugin dies, its socket is removed`, async () => {
        usePlugin([...faults]);
        const run = project.start();
        const pid = await pluginPid();
        await ready();
        const signalledAt = Date.now();
        run.child.kill(signal);
        const r = await run.done;
        // Ended by the signal itself (what a shell shows as 128+n), or an explicit 128+n exit code.
        const code = signal === 'SIGINT' ? 130 : 143;
        expect(r.signal === signal || r.status === code, `status ${r.status}, signal ${r.signal}, stderr ${r.stderr}`).toBe(true);
        expect(Date.now() - signalledAt).toBeLessThan(slackMs(2000));
        expect(await until(() => !isRunning(pid), 2000)).toBe(true);
      });
    }
  }
});
