// The native (C) bench plugin must be a faithful stand-in for the Node fake plugin: the host
// reads the same answers from both for the same spec, and it speaks enough HTTP/2 to survive
// any well-behaved client (Huffman, dynamic table, flow control, several connections) and
// any malformed one (GOAWAY, never a crash or a spin).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import http2 from 'node:http2';
import net from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildNativePlugin, makeNativePlugin } from '../../bench/native-plugin/build.mjs';
import { pluginSpec } from '../../bench/generate.mjs';
import { loadProtos } from '../../src/plugin-host/wire/protos.js';
import { queryPlugin, type QueryPluginResult } from '../../src/plugin-host/launch/query-plugin.js';
import { MAGIC_COOKIE_KEY, MAGIC_COOKIE_VALUE } from '../../src/plugin-host/launch/plugin-env.js';
import { makePlugin, type FakePluginSpec } from '../fixtures/plugins/make-plugin.mjs';
import { tempDir } from '../support/temp-dir.js';

const NOT_A_PROGRAM =
  'This binary is a plugin. These are not meant to be executed directly.\n' +
  'Please execute the program that consumes these plugins, which will\n' +
  'load any plugins automatically\n';
const SAMPLES = new URL('../fixtures/plugins/samples/', import.meta.url);
const GET_SCHEMA = '/pluggableharness.tool.v1.ToolService/GetSchema';

function sample(file: string, name: string): FakePluginSpec {
  return JSON.parse(readFileSync(new URL(file, SAMPLES), 'utf8'))[name] as FakePluginSpec;
}

/** pluginSpec(index) with one tool's description padded to `bytes`. */
function bigSpec(index: number, bytes: number): FakePluginSpec {
  const spec = pluginSpec(index) as { capabilities: { tools: { description: string }[] } };
  spec.capabilities.tools[0].description = 'x'.repeat(bytes);
  return spec as FakePluginSpec;
}

let root: string;
let binary: string;
let tmp: string;
let bin: string;
const children = new Set<ChildProcess>();

beforeAll(() => {
  root = tempDir('hl-native-plugin-');
  const built = buildNativePlugin(join(root, 'build'));
  if (!built) throw new Error('no `cc` on PATH: the native bench plugin needs a C compiler (CI machines have gcc)');
  binary = built;
});
beforeEach(() => {
  const dir = mkdtempSync(join(root, 'case-'));
  tmp = join(dir, 'tmp');
  bin = join(dir, 'bin');
  mkdirSync(tmp);
});
afterEach(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children.clear();
});

function query(path: string): Promise<QueryPluginResult> {
  return queryPlugin(path, {
    timeoutMs: 8000,
    protos: loadProtos(),
    who: 'test',
    runFolder: tmp,
    shownPath: path,
    env: { PATH: process.env.PATH, HOME: root },
  });
}

describe('the host reads the same answers from the native plugin as from the Node fake plugin', () => {
  const tool = sample('082-cap-config-object-attributes.providers.json', 'shell') as { capabilities: object };
  const slash = sample('004-slashcommand-example-provider.providers.json', 'release-tools') as { capabilities: object; describe: object };
  it.each<[string, FakePluginSpec]>([
    ['bench plugin t0', pluginSpec(0)],
    ['bench plugin t1', pluginSpec(1)],
    ['bench plugin t2', pluginSpec(2)],
    ['tool + slashcommand', { categories: { tool: tool.capabilities, slashcommand: slash.capabilities }, describe: slash.describe }],
    ['model (capability envelope)', sample('090-cap-model-pricing.providers.json', 'anthropic')],
    ['no describe (Describe is UNIMPLEMENTED)', { category: 'tool', capabilities: tool.capabilities }],
    ['a 300 KB description (flow control)', bigSpec(3, 300_000)],
  ])('%s', async (_, spec) => {
    const fake = await query(makePlugin(bin, 'fake', spec));
    const native = await query(makeNativePlugin(binary, bin, 'native', spec));
    expect(fake).toHaveProperty('answers');
    expect(native).toEqual(fake);
    expect(readdirSync(tmp)).toEqual([]);
  });
});

interface Launched {
  child: ChildProcess;
  socket: string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr: () => string;
}

async function launch(spec: FakePluginSpec = pluginSpec(0)): Promise<Launched> {
  const path = makeNativePlugin(binary, bin, 'native', spec);
  const child = spawn(path, [], { env: { TMPDIR: tmp, [MAGIC_COOKIE_KEY]: MAGIC_COOKIE_VALUE }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.slice(0, out.indexOf('\n')));
    });
    child.on('exit', () => reject(new Error(`plugin exited before its handshake: ${stderr}`)));
  });
  const match = /^1\|1\|unix\|(.+\/plugin\d{10})\|grpc\|$/.exec(line);
  if (!match) throw new Error(`bad handshake line ${JSON.stringify(line)}`);
  expect(match[1].startsWith(`${tmp}/`)).toBe(true);
  return { child, socket: match[1], exit, stderr: () => stderr };
}

function connect(socket: string, options: http2.ClientSessionOptions = {}): http2.ClientHttp2Session {
  const session = http2.connect('http://plugin', { ...options, createConnection: () => net.connect(socket) });
  session.on('error', () => {});
  return session;
}

interface Reply {
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
  trailers: http2.IncomingHttpHeaders;
}

function grpcCall(session: http2.ClientHttp2Session, path: string, extraHeaders: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = session.request({ ':method': 'POST', ':path': path, 'content-type': 'application/grpc', te: 'trailers', ...extraHeaders });
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    let trailers: http2.IncomingHttpHeaders = {};
    req.on('response', (h) => (headers = h));
    req.on('trailers', (t) => (trailers = t));
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve({ headers, body: Buffer.concat(chunks), trailers }));
    req.on('error', reject);
    req.end(Buffer.alloc(5));
  });
}

function grpcFramed(message: Buffer): Buffer {
  const prefix = Buffer.alloc(5);
  prefix.writeUInt32BE(message.length, 1);
  return Buffer.concat([prefix, message]);
}

function grpcMessages(body: Buffer): Buffer[] {
  const out = [];
  for (let at = 0; at < body.length; at += 5 + body.readUInt32BE(at + 1)) out.push(body.subarray(at + 5, at + 5 + body.readUInt32BE(at + 1)));
  return out;
}

/** A protobuf message's fields in order: varints as numbers, length-delimited ones as bytes (all reflection uses). */
function protoFields(message: Buffer): [number, number | Buffer][] {
  const out: [number, number | Buffer][] = [];
  let at = 0;
  const varint = (): number => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const b = message[at++];
      value += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return value;
    }
  };
  while (at < message.length) {
    const key = varint();
    if ((key & 7) === 0) {
      out.push([key >> 3, varint()]);
    } else {
      const len = varint();
      out.push([key >> 3, message.subarray(at, at + len)]);
      at += len;
    }
  }
  return out;
}

/** grpc-message is percent-encoded (gRPC over HTTP/2 spec); bytes back as latin1 text. */
function percentDecoded(text: string): string {
  return Buffer.from(
    text.replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('latin1');
}

/** Sends raw bytes on a fresh connection and collects every frame the plugin sends until it closes. */
function rawExchange(socket: string, bytes: Buffer): Promise<{ type: number; stream: number; payload: Buffer }[]> {
  return new Promise((resolve, reject) => {
    const conn = net.connect(socket);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => reject(new Error('the plugin kept the connection open')), 3000);
    conn.on('data', (chunk) => chunks.push(chunk));
    conn.on('error', () => {});
    conn.on('close', () => {
      clearTimeout(timer);
      const data = Buffer.concat(chunks);
      const frames = [];
      for (let at = 0; at + 9 <= data.length; ) {
        const len = data.readUIntBE(at, 3);
        frames.push({ type: data[at + 3], stream: data.readUInt32BE(at + 5) & 0x7fffffff, payload: data.subarray(at + 9, at + 9 + len) });
        at += 9 + len;
      }
      resolve(frames);
    });
    conn.write(bytes);
  });
}

function frame(type: number, flags: number, stream: number, payload: Buffer | number[]): Buffer {
  const body = Buffer.from(payload as Buffer);
  const head = Buffer.alloc(9);
  head.writeUIntBE(body.length, 0, 3);
  head[3] = type;
  head[4] = flags;
  head.writeUInt32BE(stream, 5);
  return Buffer.concat([head, body]);
}

const PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n');
/** A valid request header block: :method POST (static 3), :path (static 4 name) "/a/b" literal. */
const GOOD_BLOCK = [0x83, 0x04, 0x04, ...Buffer.from('/a/b')];

/** utime + stime of a process, in clock ticks. */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

describe('the native plugin process', () => {
  it('each plugin made from one binary serves its own data file (the bench makes ten)', async () => {
    const paths = [0, 1, 2].map((i) => makeNativePlugin(binary, bin, `provider-t${i}`, pluginSpec(i)));
    const results = await Promise.all(paths.map(query));
    expect(results.map((r) => ('answers' in r ? r.answers.describe?.name : r.failure.message))).toEqual(['t0', 't1', 't2']);
  });

  it("without the cookie prints go-plugin's message and exits 1", () => {
    const path = makeNativePlugin(binary, bin, 'native', pluginSpec(0));
    const r = spawnSync(path, [], { env: { TMPDIR: tmp }, encoding: 'utf8' });
    expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({ status: 1, stdout: '', stderr: NOT_A_PROGRAM });
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('writes its PID to the marker file at start', async () => {
    const marker = join(root, `marker-${process.hrtime.bigint()}`);
    const { child } = await launch({ ...pluginSpec(0), fault: `marker:${marker}` });
    expect(readFileSync(marker, 'utf8')).toBe(`${child.pid}\n`);
  });

  it('refuses specs it cannot serve: faults other than marker, tcp', () => {
    expect(() => makeNativePlugin(binary, bin, 'native', { ...pluginSpec(0), fault: 'hang-in-rpc:Describe' })).toThrow(
      /fault "hang-in-rpc:Describe" is not supported/,
    );
    expect(() => makeNativePlugin(binary, bin, 'native', { ...pluginSpec(0), network: 'tcp' })).toThrow(/network "tcp"/);
  });

  it('answers Shutdown, then exits 0 and removes its socket, even with a held stream open', async () => {
    const plugin = await launch();
    const session = connect(plugin.socket);
    const stdio = session.request({ ':method': 'POST', ':path': '/plugin.GRPCStdio/StreamStdio', 'content-type': 'application/grpc', te: 'trailers' });
    stdio.on('error', () => {});
    const held = await new Promise<http2.IncomingHttpHeaders>((resolve) => stdio.on('response', resolve));
    expect(held[':status']).toBe(200);
    stdio.end(Buffer.alloc(5));
    const reply = await grpcCall(session, '/plugin.GRPCController/Shutdown');
    expect(reply.body).toEqual(Buffer.alloc(5)); // an empty message
    expect(reply.trailers['grpc-status']).toBe('0');
    expect(await plugin.exit).toEqual({ code: 0, signal: null });
    expect(readdirSync(tmp)).toEqual([]);
    session.destroy();
  });

  it('exits 143 on SIGTERM, removing its socket, and ignores SIGINT', async () => {
    const plugin = await launch();
    plugin.child.kill('SIGINT');
    const session = connect(plugin.socket);
    expect((await grpcCall(session, GET_SCHEMA)).trailers['grpc-status']).toBe('0');
    session.destroy();
    plugin.child.kill('SIGTERM');
    expect(await plugin.exit).toEqual({ code: 143, signal: null });
    expect(readdirSync(tmp)).toEqual([]);
  });
});

describe('HTTP/2 and HPACK', () => {
  it('decodes Huffman-coded paths of every byte a header value may hold', async () => {
    const plugin = await launch();
    const session = connect(plugin.socket);
    // Runs of 'a' (5-bit code) make Huffman the shorter form, so nghttp2 picks it even for the 20-28 bit codes.
    const bytes = [0x09, ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i), ...Array.from({ length: 0x80 }, (_, i) => 0x80 + i)];
    for (let at = 0; at < bytes.length; at += 64) {
      const method = bytes
        .slice(at, at + 64)
        .map((b) => `aaaaaaaa${String.fromCharCode(b)}`)
        .join('');
      const reply = await grpcCall(session, `/plugin.GRPCController/${method}`);
      expect(reply.headers['grpc-status']).toBe('12');
      expect(percentDecoded(reply.headers['grpc-message'] as string)).toBe(`unknown method ${method} for service plugin.GRPCController`);
    }
    expect((await grpcCall(session, '/nope.Service/Get')).headers['grpc-message']).toBe('unknown service nope.Service');
    session.destroy();
  });

  it("keeps its dynamic table in step with the client's, at the default size and at a small one that evicts constantly", async () => {
    const plugin = await launch();
    // A 256-byte encoder table makes nghttp2 open with a size update and evict constantly.
    for (const options of [{}, { maxDeflateDynamicTableSize: 256 }]) {
      const session = connect(plugin.socket, options);
      const paths = ['/a.B/one', '/a.B/two', `/a.B/${'long'.repeat(1200)}`, '/a.B/one', '/a.B/three', '/a.B/two'];
      for (let round = 0; round < 3; round++) {
        for (const [i, path] of paths.entries()) {
          const reply = await grpcCall(session, path, { 'x-pad': `${'p'.repeat(40 * i)}${round}` });
          expect(reply.headers['grpc-message']).toBe(`unknown service a.B`);
        }
        expect((await grpcCall(session, GET_SCHEMA)).trailers['grpc-status']).toBe('0');
      }
      session.destroy();
    }
  });

  it('answers server reflection as grpc-go does: each request in turn, list_services with what it serves', async () => {
    const tool = sample('082-cap-config-object-attributes.providers.json', 'shell') as { capabilities: object };
    const slash = sample('004-slashcommand-example-provider.providers.json', 'release-tools') as { capabilities: object };
    const plugin = await launch({ categories: { tool: tool.capabilities, slashcommand: slash.capabilities } });
    const session = connect(plugin.socket);
    const list = Buffer.from([0x0a, 1, ...Buffer.from('h'), 0x3a, 1, ...Buffer.from('*')]); // host "h", list_services "*"
    const byFile = Buffer.from([0x1a, 1, ...Buffer.from('x')]); // file_by_filename "x"
    for (const version of ['v1', 'v1alpha']) {
      const req = session.request({
        ':method': 'POST',
        ':path': `/grpc.reflection.${version}.ServerReflection/ServerReflectionInfo`,
        'content-type': 'application/grpc',
        te: 'trailers',
      });
      const chunks: Buffer[] = [];
      let trailers: http2.IncomingHttpHeaders = {};
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('trailers', (t) => (trailers = t));
      const done = new Promise((resolve) => req.on('end', resolve));
      req.end(Buffer.concat([grpcFramed(list), grpcFramed(byFile)]));
      await done;
      const [first, second, ...rest] = grpcMessages(Buffer.concat(chunks)).map(protoFields);
      expect(rest).toEqual([]);
      expect(first.slice(0, 2)).toEqual([
        [1, Buffer.from('h')],
        [2, list],
      ]);
      const [field, listed] = first[2] as [number, Buffer];
      expect(field).toBe(6);
      const names = protoFields(listed).map(([, service]) => (protoFields(service as Buffer)[0][1] as Buffer).toString());
      expect(names).toEqual(
        [
          'grpc.reflection.v1.ServerReflection',
          'grpc.reflection.v1alpha.ServerReflection',
          'plugin.GRPCBroker',
          'plugin.GRPCController',
          'plugin.GRPCStdio',
          'pluggableharness.slashcommand.v1.SlashCommandService',
          'pluggableharness.tool.v1.ToolService',
        ].sort(),
      );
      expect(second[0]).toEqual([2, byFile]);
      expect(second[1][0]).toBe(7); // error_response
      expect(protoFields(second[1][1] as Buffer)[0]).toEqual([1, 5]); // NOT_FOUND
      expect(trailers['grpc-status']).toBe('0');
    }
    session.destroy();
  });

  it('applies table size updates and evicts as RFC 7541 §4 says (hand-made blocks, checked by what each :path resolves to)', async () => {
    const plugin = await launch();
    const path = (p: string) => [0x44, p.length, ...Buffer.from(p)]; // literal with incremental indexing, name :path
    const SIZE_100 = [0x3f, 0x45];
    const request = (stream: number, block: number[]) => frame(1, 5, stream, block);
    const served = (frames: { type: number; stream: number; payload: Buffer }[]) =>
      Object.fromEntries(frames.filter((f) => f.type === 1).map((f) => [f.stream, /unknown service (\w+)/.exec(f.payload.toString('latin1'))?.[1]]));
    const exchange = async (...requests: Buffer[]) => {
      const frames = await rawExchange(plugin.socket, Buffer.concat([PREFACE, ...requests]));
      return { served: served(frames), goaway: frames.find((f) => f.type === 7)?.payload.readUInt32BE(4) };
    };
    // Each entry costs 5 + 5 + 32 = 42, so a 100-byte table holds two.
    expect(
      await exchange(
        frame(1, 1, 1, [...SIZE_100, ...path('/s1/m').slice(0, 3)]), // split over HEADERS + CONTINUATION
        frame(9, 4, 1, path('/s1/m').slice(3)),
        request(3, path('/s2/m')),
        request(5, path('/s3/m')), // evicts /s1/m
        request(7, [0xbe]), // 62: the newest
        request(9, [0xbf]), // 63
        request(11, [0xc0]), // 64: evicted
      ),
    ).toEqual({ served: { 1: 's1', 3: 's2', 5: 's3', 7: 's3', 9: 's2' }, goaway: 9 });
    // Size 0 empties the table (then back to 100, both at the start of one block).
    expect(
      await exchange(request(1, [...SIZE_100, ...path('/s1/m')]), request(3, [0x20, ...SIZE_100, 0x04, 5, ...Buffer.from('/s4/m')]), request(5, [0xbe])),
    ).toEqual({ served: { 1: 's1', 3: 's4' }, goaway: 9 });
    // An entry larger than the whole table empties it and is not added.
    expect(
      await exchange(
        request(1, [0x3f, 0x13, ...path('/s1/m')]), // size 50
        request(3, path(`/s5/${'m'.repeat(16)}`)), // 5 + 20 + 32 = 57
        request(5, [0xbe]),
      ),
    ).toEqual({ served: { 1: 's1', 3: 's5' }, goaway: 9 });
  });

  it("sends a 1 MiB answer within the client's flow-control windows", async () => {
    const spec = bigSpec(0, 1024 * 1024);
    const plugin = await launch(spec);
    const protos = await loadProtos();
    const method = protos.method('pluggableharness.tool.v1.ToolService', 'GetSchema');
    for (const initialWindowSize of [65535, 1000]) {
      const session = connect(plugin.socket, { settings: { initialWindowSize } });
      const [a, b] = await Promise.all([grpcCall(session, GET_SCHEMA), grpcCall(session, GET_SCHEMA)]);
      for (const reply of [a, b]) {
        expect(reply.trailers['grpc-status']).toBe('0');
        expect(reply.body.readUInt32BE(1)).toBe(reply.body.length - 5);
        const message = method.responseDeserialize(reply.body.subarray(5)) as { tools: { description: string }[] };
        expect(message.tools[0].description).toBe('x'.repeat(1024 * 1024));
      }
      session.destroy();
    }
  });

  it('serves several connections at once, answers PING, and outlives its clients', async () => {
    const plugin = await launch();
    const sessions = [connect(plugin.socket), connect(plugin.socket), connect(plugin.socket)];
    const replies = await Promise.all(sessions.flatMap((s) => [grpcCall(s, GET_SCHEMA), grpcCall(s, '/pluggableharness.tool.v1.ToolService/Describe')]));
    expect(replies.map((r) => r.trailers['grpc-status'])).toEqual(Array(6).fill('0'));
    const payload = Buffer.from('pingpong');
    const echoed = await new Promise<Buffer>((resolve, reject) => sessions[0].ping(payload, (err, _ms, p) => (err ? reject(err) : resolve(p))));
    expect(echoed).toEqual(payload);
    for (const s of sessions) s.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const again = connect(plugin.socket);
    expect((await grpcCall(again, GET_SCHEMA)).trailers['grpc-status']).toBe('0');
    again.destroy();
  });

  const GOAWAY = 7;
  it.each<[string, Buffer, number]>([
    ['a bad preface', Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n'), 1],
    ['SETTINGS of 5 bytes', frame(4, 0, 0, [0, 4, 0, 0, 0]), 6],
    ['a frame over 16384 bytes', frame(0, 0, 1, Buffer.alloc(16385)), 6],
    ['DATA on stream 0', frame(0, 0, 0, [1]), 1],
    ['DATA on an idle stream', frame(0, 0, 9, [1]), 1],
    ['CONTINUATION without HEADERS', frame(9, 4, 1, GOOD_BLOCK), 1],
    ['a frame between HEADERS and CONTINUATION', Buffer.concat([frame(1, 0, 1, GOOD_BLOCK), frame(6, 0, 0, Buffer.alloc(8))]), 1],
    ['HEADERS on an even stream', frame(1, 5, 2, GOOD_BLOCK), 1],
    ['a header index of 0', frame(1, 5, 1, [0x80]), 9],
    ['a header index past the tables', frame(1, 5, 1, [0xff, 0x80, 0x01]), 9],
    ['a string longer than the block', frame(1, 5, 1, [0x00, 0x7f, 0x10, 0x61]), 9],
    ['Huffman padding that is not all ones', frame(1, 5, 1, [0x04, 0x81, 0x00]), 9],
    ['a table size update above SETTINGS_HEADER_TABLE_SIZE', frame(1, 5, 1, [0x3f, 0xe2, 0x1f]), 9],
    ['a table size update after a field', frame(1, 5, 1, [0x83, 0x20]), 9],
    ['a bad padding length', frame(1, 0x8 | 5, 1, [200, 0x83]), 1],
    ['WINDOW_UPDATE of 0 on the connection', frame(8, 0, 0, [0, 0, 0, 0]), 1],
    ['a connection window past 2^31-1', frame(8, 0, 0, [0x7f, 0xff, 0xff, 0xff]), 3],
    ['PING of 7 bytes', frame(6, 0, 0, Buffer.alloc(7)), 6],
    ['PUSH_PROMISE from a client', frame(5, 4, 1, [0, 0, 0, 2]), 1],
  ])('%s: GOAWAY, connection closed, the plugin serves on', async (_, bytes, code) => {
    const plugin = await launch();
    const preface = bytes.subarray(0, 3).toString() === 'GET' ? [] : [PREFACE];
    const frames = await rawExchange(plugin.socket, Buffer.concat([...preface, bytes]));
    expect(frames[0].type).toBe(4); // our SETTINGS first
    const goaway = frames.find((f) => f.type === GOAWAY);
    expect(goaway?.payload.readUInt32BE(4)).toBe(code);
    const ticks = cpuTicks(plugin.child.pid!);
    await new Promise((r) => setTimeout(r, 300));
    expect(cpuTicks(plugin.child.pid!) - ticks).toBeLessThanOrEqual(1); // idle, not spinning
    const session = connect(plugin.socket);
    expect((await grpcCall(session, GET_SCHEMA)).trailers['grpc-status']).toBe('0');
    session.destroy();
  });
});
