// Launches fake plugins the way a go-plugin host does (wire.md §1.9) and talks to them,
// tracking every process so each test can end them.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import type * as protoLoader from '@grpc/proto-loader';
import { loadProtoDefinition } from '../fixtures/plugins/lib/proto-files.mjs';
import { tempDir as makeTempDir } from '../support/temp-dir.js';

export const COOKIE_KEY = 'PLUGGABLEHARNESS_AGENT_PLUGIN';
export const COOKIE_VALUE = 'pluggableharness-agent-v1-a6f3c9d2-plugin-handshake';
const PROTO_DIR = fileURLToPath(new URL('../../src/plugin-host/wire/proto/', import.meta.url));

export const definition = loadProtoDefinition(PROTO_DIR);

const children = new Set<ChildProcess>();

/** A folder for a fake plugin's TMPDIR, removed after the test. */
export function tempDir(): string {
  return makeTempDir('fake-plugin-test-');
}

/** Kills what is still running (SIGKILL). */
export async function cleanup(): Promise<void> {
  await Promise.all([...children].map((child) => kill(child)));
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
  }
  children.delete(child);
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Launched {
  child: ChildProcess;
  tmp: string;
  /** Resolves with each stdout line in turn; rejects if the process exits first or after timeoutMs. */
  nextLine(timeoutMs?: number): Promise<string>;
  stderr(): string;
  exited: Promise<Exit>;
}

/** The host's environment (wire.md §1.4): PATH, HOME, TMPDIR, the cookie and go-plugin's variables. */
export function hostEnv(tmp: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: tmp,
    TMPDIR: tmp,
    [COOKIE_KEY]: COOKIE_VALUE,
    PLUGIN_MIN_PORT: '10000',
    PLUGIN_MAX_PORT: '25000',
    PLUGIN_PROTOCOL_VERSIONS: '1',
  };
}

export function launch(executable: string, tmp: string, env: Record<string, string> = hostEnv(tmp)): Launched {
  const child = spawn(executable, [], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const lines: string[] = [];
  const waiting: { resolve(line: string): void; reject(err: Error): void }[] = [];
  let partial = '';
  let stderr = '';
  let ended = false;
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    partial += chunk;
    let newline;
    while ((newline = partial.indexOf('\n')) >= 0) {
      const line = partial.slice(0, newline);
      partial = partial.slice(newline + 1);
      const waiter = waiting.shift();
      if (waiter) waiter.resolve(line);
      else lines.push(line);
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => {
      ended = true;
      for (const waiter of waiting.splice(0)) waiter.reject(new Error(`plugin exited (${code ?? signal}) before writing a line`));
      resolve({ code, signal });
    });
  });
  return {
    child,
    tmp,
    exited,
    stderr: () => stderr,
    nextLine(timeoutMs = 10_000) {
      const ready = lines.shift();
      if (ready !== undefined) return Promise.resolve(ready);
      if (ended) return Promise.reject(new Error('plugin exited before writing a line'));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no stdout line within ${timeoutMs} ms`)), timeoutMs);
        waiting.push({
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
          reject: (err) => {
            clearTimeout(timer);
            reject(err);
          },
        });
      });
    },
  };
}

export interface Handshake {
  core: string;
  app: string;
  network: string;
  address: string;
  protocol: string;
}

export function parseHandshake(line: string): Handshake {
  const [core, app, network, address, protocol] = line.split('|');
  return { core, app, network, address, protocol };
}

export function dial(handshake: Handshake, maxReceive = -1): grpc.Client {
  const target = handshake.network === 'unix' ? `unix:${handshake.address}` : handshake.address;
  return new grpc.Client(target, grpc.credentials.createInsecure(), { 'grpc.max_receive_message_length': maxReceive });
}

/** A unary call by service and method name; resolves with the decoded response. */
export function unary(client: grpc.Client, service: string, method: string, request: object = {}, timeoutMs = 5000): Promise<Record<string, unknown>> {
  const def = (definition[service] as unknown as Record<string, protoLoader.MethodDefinition<object, Record<string, unknown>>>)[method];
  return new Promise((resolve, reject) => {
    client.makeUnaryRequest(
      def.path,
      def.requestSerialize,
      def.responseDeserialize,
      request,
      new grpc.Metadata(),
      { deadline: Date.now() + timeoutMs },
      (err, response) => (err ? reject(err) : resolve(response!)),
    );
  });
}

/** Launches, reads the handshake and dials. */
export async function start(executable: string, tmp: string, maxReceive = -1) {
  const launched = launch(executable, tmp);
  const line = await launched.nextLine();
  const handshake = parseHandshake(line);
  const client = dial(handshake, maxReceive);
  return { ...launched, line, handshake, client };
}

/** Protobuf-JSON with proto names, as decoded by proto-loader: drops the synthetic `_field` oneof keys. */
export function withoutSyntheticOneofs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSyntheticOneofs);
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.startsWith('_'))
      .map(([key, v]) => [key, withoutSyntheticOneofs(v)]),
  );
}
