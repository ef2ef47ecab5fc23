// The child registry on its own, with a plain process that listens on a unix socket and
// never says so (as a plugin killed between binding and printing its handshake).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releaseChild, signalChild, trackChild, trackedPids } from '../../src/capabilities/children.js';
import { settledAlive } from './plugin-harness.js';

const LISTEN = `
const net = require('node:net');
const server = net.createServer().listen(process.argv[1], () => process.stderr.write('listening\\n'));
setInterval(() => {}, 1 << 30);
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hl-children-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function listener(socket: string): Promise<number> {
  const child = spawn(process.execPath, ['-e', LISTEN, socket], { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  trackChild(child.pid!, dir);
  return new Promise((resolve) => child.stderr!.once('data', () => resolve(child.pid!)));
}

describe('child registry', () => {
  it('removes a socket the child listens on but never announced, when it kills the child', async () => {
    const socket = join(dir, 'plugin123');
    const pid = await listener(socket);
    expect(existsSync(socket)).toBe(true);
    signalChild(pid, 'SIGKILL');
    expect(await settledAlive([pid])).toEqual([]);
    releaseChild(pid);
    expect(existsSync(socket)).toBe(false);
    expect(trackedPids()).toEqual([]);
  });

  it('leaves alone a socket outside the child\'s temp folder', async () => {
    const other = mkdtempSync(join(tmpdir(), 'hl-children-other-'));
    try {
      const socket = join(other, 'plugin456');
      const pid = await listener(socket);
      signalChild(pid, 'SIGKILL');
      expect(await settledAlive([pid])).toEqual([]);
      releaseChild(pid);
      expect(existsSync(socket)).toBe(true);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
