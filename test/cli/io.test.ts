// How the built CLI writes to its real stdout and stderr (src/cli/io.ts): straight to the file
// descriptors, without building process.stdout, yet every ending of a pipe still behaves.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, FIXTURES, ROOT, runCli } from './run-cli.js';
import { tempDir } from '../support/temp-dir.js';

const dir = tempDir('harness-lint-io-');
const env = { PATH: process.env.PATH ?? '', HOME: dir, XDG_CONFIG_HOME: join(dir, 'config'), XDG_CACHE_HOME: join(dir, 'cache'), TMPDIR: tmpdir() };

// 500 policies that ask on data sources, with an unknown match key, in conflicting pairs: about
// 400 kB of stylish output, far more than a pipe holds.
let big = 'required_providers {\n  filesystem = {\n    source  = "github.com/agentco/provider-filesystem"\n    version = "~> 1.0"\n  }\n}\n';
for (let i = 0; i < 500; i++)
  big += `\npolicy "p${i}" {\n  match  = { provider = "filesystem", kind = "data_source", tool_name = "t${i >> 1}", name = "n${i}" }\n  action = "ask"\n}\n`;

// A file, not --stdin: a pipe on stdin builds streams of its own.
const ARGS = ['--no-plugins', join(dir, 'big', 'agent.hcl')];

let expected: string;
beforeAll(() => {
  mkdirSync(join(dir, 'big'));
  writeFileSync(ARGS[1], big);
  const run = runCli(ARGS);
  expect(run.status).toBe(1);
  expected = run.stdout;
  expect(expected.length).toBeGreaterThan(256 * 1024);
});

interface AsyncRun {
  status: number | null;
  stdout: Buffer;
  stderr: string;
}

/**
 * Runs `node ...nodeArgs BIN ...args`. `readAfterMs` leaves stdout unread
 * that long; `readBytes` closes the reading end once that many bytes have arrived.
 */
function spawnCli(nodeArgs: string[], args: string[], options: { readAfterMs?: number; readBytes?: number } = {}): Promise<AsyncRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, BIN, ...args], { cwd: FIXTURES, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.stdout.pause();
    let received = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
      if (options.readBytes !== undefined && received >= options.readBytes) child.stdout.destroy();
    });
    setTimeout(() => child.stdout.resume(), options.readAfterMs ?? 0);
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout: Buffer.concat(chunks), stderr }));
  });
}

function writePreload(name: string, code: string): string {
  const file = join(dir, name);
  writeFileSync(file, code);
  return file;
}

describe('writing to the real stdout and stderr', () => {
  it('never builds process.stdout or process.stderr for a lint whose output goes to pipes', () => {
    const record = join(dir, 'touched.txt');
    // Records any access to the two getters (what builds the streams) before the CLI runs.
    const preload = writePreload(
      'watch-streams.cjs',
      `const fs = require('node:fs');
const touched = [];
for (const name of ['stdout', 'stderr']) {
  const { get } = Object.getOwnPropertyDescriptor(process, name);
  Object.defineProperty(process, name, { configurable: true, enumerable: true, get() { touched.push(name); return get.call(process); } });
}
process.on('exit', () => fs.writeFileSync(${JSON.stringify(record)}, touched.join(',')));
`,
    );
    const run = spawnSync(process.execPath, ['--require', preload, BIN, ...ARGS], { cwd: FIXTURES, env, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(expected);
    expect(readFileSync(record, 'utf8')).toBe('');
  });

  it('writes everything to a non-blocking pipe that is full (EAGAIN) by handing the rest to the stream', async () => {
    // process.stdout of a pipe makes it non-blocking, as an inherited non-blocking pipe would be.
    const preload = writePreload('nonblocking-stdout.cjs', 'process.stdout;\n');
    const run = await spawnCli(['--require', preload], ARGS, { readAfterMs: 300 });
    expect(run).toEqual({ status: 1, stdout: Buffer.from(expected), stderr: '' });
  });

  it('ends quietly with the lint exit code when the reader goes away (harness-lint | head)', async () => {
    const run = await spawnCli([], ARGS, { readBytes: 100 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(expected.startsWith(run.stdout.toString('utf8', 0, 100))).toBe(true);
  });

  it('ends quietly when a reader of a non-blocking pipe goes away', async () => {
    const preload = writePreload('nonblocking-stdout.cjs', 'process.stdout;\n');
    const run = await spawnCli(['--require', preload], ARGS, { readBytes: 100 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
  });

  it.runIf(existsSync('/dev/full'))('exits 2 with one message when stdout cannot be written', () => {
    const full = openSync('/dev/full', 'w');
    try {
      const run = spawnSync(process.execPath, [BIN, ...ARGS], { cwd: FIXTURES, env, stdio: ['pipe', full, 'pipe'], encoding: 'utf8' });
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 2, stderr: 'harness-lint: cannot write output: no space left on device\n' });
    } finally {
      closeSync(full);
    }
  });

  it.runIf(existsSync('/bin/sh'))('discards output to a closed stdout or stderr, as before', () => {
    for (const redirect of ['>&-', '2>&- >/dev/null']) {
      const run = spawnSync('/bin/sh', ['-c', `exec "$0" "$1" examples/agent.hcl --no-plugins ${redirect}`, process.execPath, BIN], {
        cwd: ROOT,
        env,
        encoding: 'utf8',
      });
      expect({ redirect, status: run.status, stderr: run.stderr }).toEqual({ redirect, status: 0, stderr: '' });
    }
  });

  // util-linux `script` runs the CLI on a pseudo-terminal.
  const script = spawnSync('script', ['--version'], { encoding: 'utf8' });
  it.runIf(script.status === 0 && /util-linux/.test(script.stdout))('colours output on a terminal, and only there', () => {
    const out = join(dir, 'redirected.txt');
    const lint = `"${process.execPath}" "${BIN}" examples/agent.hcl --no-plugins`;
    const onTerminal = spawnSync('script', ['-qec', lint, '/dev/null'], { cwd: ROOT, env, encoding: 'utf8' });
    expect(onTerminal.stdout).toContain('\u001b[33mwarning\u001b[39m');
    const redirected = spawnSync('script', ['-qec', `${lint} > "${out}"`, '/dev/null'], { cwd: ROOT, env, encoding: 'utf8' });
    expect(redirected.status).toBe(0);
    expect(readFileSync(out, 'utf8')).not.toContain('\u001b');
  });
});
