// The host removes the socket files its plugins leave behind, and nothing else: a plugin that
// announces a path where another program is listening (a stale handshake, a shared path, or
// malice) must not make linting delete that program's socket. Linting has no side effects.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertBuilt } from '../fuzz/support/cli.js';
import { faultProject, P_RANGE, type FaultProject } from '../faults/support/fault-project.js';

let project: FaultProject;
let server: Server | null = null;

beforeAll(assertBuilt);
beforeEach(() => {
  project = faultProject();
});
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
  try {
    expect(await project.leftovers()).toEqual({ tmpFiles: [], running: [] });
  } finally {
    project.dispose();
  }
});

async function listenAt(path: string): Promise<void> {
  server = createServer((socket) => socket.on('error', () => {}));
  await new Promise<void>((resolve) => server!.listen(path, resolve));
}

/** A plugin that announces `address` as its socket and then stays alive (its command line names the project). */
function announcing(address: string): void {
  const path = join(project.root, 'announcer');
  writeFileSync(path, `#!/bin/sh\nprintf '1|1|unix|${address}|grpc|\\n'\nexec node -e 'setTimeout(() => {}, 30000)' ${project.root}\n`, { mode: 0o755 });
  writeFileSync(join(project.root, 'global.hcl'), `dev_overrides {\n  p = ${JSON.stringify(path)}\n}\n`);
}

describe('socket cleanup', () => {
  it("a plugin announcing another program's socket: the launch fails, and that socket is left alone", async () => {
    const other = join(project.root, 'other-program');
    mkdirSync(other);
    const socket = join(other, 'service.sock');
    await listenAt(socket);
    announcing(socket);
    const r = project.run();
    expect(r.diagnostics.map((d) => [d.ruleId, d.range])).toEqual([['plugin-launch-failed', P_RANGE]]);
    expect(existsSync(socket), "the other program's socket was deleted").toBe(true);
  });

  it("the same when that socket sits in the plugin's TMPDIR", async () => {
    const socket = join(project.tmp, 'plugin-lookalike.sock');
    await listenAt(socket);
    announcing(socket);
    const r = project.run();
    expect(r.diagnostics.map((d) => d.ruleId)).toEqual(['plugin-launch-failed']);
    expect(existsSync(socket), "the other program's socket was deleted").toBe(true);
    // Ours, not the plugin's: take it away before the leftover check looks at TMPDIR.
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = null;
    rmSync(socket, { force: true });
  });
});
