// The child registry on its own: signal hooks in place before a plugin is spawned, and the
// watchdog that kills plugin groups once the linter is gone, however it went.
import type * as childProcess from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { PluginProcess } from '../../src/plugin-host/launch/plugin-process.js';
import { trackedPids } from '../../src/plugin-host/launch/children.js';

const hooksAtSpawn: number[][] = [];

vi.mock('node:child_process', async (importOriginal) => {
  const original = await importOriginal<typeof childProcess>();
  return {
    ...original,
    spawn: (...args: Parameters<typeof original.spawn>) => {
      hooksAtSpawn.push(['SIGINT', 'SIGTERM', 'SIGHUP'].map((sig) => process.listenerCount(sig)));
      return original.spawn(...args);
    },
  };
});

describe('child registry', () => {
  it('a signal during the first spawn of a run finds the hooks already installed (SIGINT, SIGTERM, SIGHUP)', async () => {
    const before = ['SIGINT', 'SIGTERM', 'SIGHUP'].map((sig) => process.listenerCount(sig));
    const proc = new PluginProcess('/bin/sleep', { PATH: '/usr/bin:/bin' });
    // The watchdog's spawn and the plugin's: at both, each signal has one more listener than before.
    expect(hooksAtSpawn).toEqual([before.map((n) => n + 1), before.map((n) => n + 1)]);
    await proc.kill();
    expect(trackedPids()).toEqual([]);
  });
});
