// The host's gRPC client over node:http2, against grpc-js's server (a second implementation,
// as go-plugin's grpc-go is a third, in the conformance and bench plugins): messages, statuses
// from trailers and trailers-only answers, percent-encoded messages, deadlines, the receive
// limit, and dialing a socket nobody listens on.
import { createServer } from 'node:http2';
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { afterEach, describe, expect, it } from 'vitest';
import { GrpcChannel } from '../../src/plugin-host/wire/grpc-channel.js';
import type { GrpcStatus } from '../../src/plugin-host/wire/grpc-framing.js';
import { tempDir } from '../support/temp-dir.js';

const same = (b: Buffer) => b;
const method = (name: string, responseStream = false) => ({
  path: `/test.Echo/${name}`,
  requestStream: false,
  responseStream,
  requestSerialize: same,
  requestDeserialize: same,
  responseSerialize: same,
  responseDeserialize: same,
});

let server: grpc.Server | null = null;
let channel: GrpcChannel | null = null;
afterEach(() => {
  channel?.close();
  channel = null;
  server?.forceShutdown();
  server = null;
});

/** A grpc-js server on a unix socket: Echo answers its request, Fail fails with `failure`, Hang never answers, Stream sends three messages. */
async function serve(failure: { code: number; details: string }): Promise<string> {
  const socket = join(tempDir('hl-grpc-channel-'), 'echo.sock');
  server = new grpc.Server();
  server.addService(
    { Echo: method('Echo'), Fail: method('Fail'), Hang: method('Hang'), Stream: method('Stream', true) },
    {
      Echo: (call: grpc.ServerUnaryCall<Buffer, Buffer>, done: grpc.sendUnaryData<Buffer>) => done(null, call.request),
      Fail: (_call: unknown, done: grpc.sendUnaryData<Buffer>) => done(failure),
      Hang: () => {},
      Stream: (call: grpc.ServerWritableStream<Buffer, Buffer>) => {
        for (const text of ['a', 'bb', 'ccc']) call.write(Buffer.from(text));
        call.end();
      },
    },
  );
  await new Promise<void>((resolve, reject) =>
    server!.bindAsync(`unix://${socket}`, grpc.ServerCredentials.createInsecure(), (err) => (err ? reject(err) : resolve())),
  );
  return socket;
}

async function dial(address: string, receiveLimit = 1 << 20, deadlineMs = 5000): Promise<GrpcChannel | Error> {
  const dialed = await GrpcChannel.dial({ network: 'unix', address }, { receiveLimit, deadline: Date.now() + deadlineMs, gaveUp: new Promise(() => {}) });
  if (!(dialed instanceof Error)) channel = dialed;
  return dialed;
}

async function connected(failure = { code: 13, details: '' }, receiveLimit?: number): Promise<GrpcChannel> {
  const dialed = await dial(await serve(failure), receiveLimit);
  if (dialed instanceof Error) throw dialed;
  return dialed;
}

describe('GrpcChannel', () => {
  it('makes a unary call and gets its answer', async () => {
    const client = await connected();
    const result = await client.unary('/test.Echo/Echo', Buffer.from('hello'), Date.now() + 5000);
    expect(result.ok && result.message.toString()).toBe('hello');
  });

  it("reads an error's status and its percent-encoded message exactly, and UNIMPLEMENTED for an unknown method", async () => {
    const details = 'schema build failed: "x"\nüber 100% \u0007';
    const client = await connected({ code: grpc.status.FAILED_PRECONDITION, details });
    expect(await client.unary('/test.Echo/Fail', Buffer.alloc(0), Date.now() + 5000)).toEqual({ ok: false, status: { code: 9, details } });
    const missing = await client.unary('/test.Echo/Missing', Buffer.alloc(0), Date.now() + 5000);
    expect(!missing.ok && missing.status.code).toBe(12);
  });

  it('states its deadline in grpc-timeout as gRPC allows, at most 8 digits, up to ~24 days (the longest --plugin-timeout)', async () => {
    // grpc-go refuses a longer value ("timeout string is too long"); grpc-js reads its last 8 digits.
    const socket = join(tempDir('hl-grpc-channel-'), 'raw.sock');
    const seen: string[] = [];
    const raw = createServer();
    raw.on('stream', (stream, headers) => {
      seen.push(String(headers['grpc-timeout']));
      stream.respond({ ':status': 200, 'content-type': 'application/grpc', 'grpc-status': '12' }, { endStream: true });
    });
    await new Promise<void>((resolve) => raw.listen(socket, resolve));
    try {
      const dialed = await dial(socket);
      if (dialed instanceof Error) throw dialed;
      for (const ms of [10_000, 2_147_483_647]) await dialed.unary('/test.Echo/Echo', Buffer.alloc(0), Date.now() + ms);
    } finally {
      channel?.close();
      channel = null;
      raw.close();
    }
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatch(/^(9\d{3}|10000)m$/);
    expect(seen[1]).toMatch(/^\d{1,8}S$/);
    expect(Number(seen[1]!.slice(0, -1))).toBeGreaterThan(2_147_480);
    expect(Number(seen[1]!.slice(0, -1))).toBeLessThanOrEqual(2_147_484);
  });

  it('ends a call at its deadline with DEADLINE_EXCEEDED', async () => {
    const client = await connected();
    const started = Date.now();
    expect(await client.unary('/test.Echo/Hang', Buffer.alloc(0), Date.now() + 200)).toEqual({ ok: false, status: { code: 4, details: 'Deadline exceeded' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('refuses an answer over the receive limit, naming its size', async () => {
    const client = await connected(undefined, 4);
    expect(await client.unary('/test.Echo/Echo', Buffer.from('hello'), Date.now() + 5000)).toEqual({
      ok: false,
      status: { code: 8, details: 'a message of 5 bytes, over the limit of 4', oversizedBytes: 5 },
    });
    // The session stays usable.
    const small = await client.unary('/test.Echo/Echo', Buffer.from('hi'), Date.now() + 5000);
    expect(small.ok && small.message.toString()).toBe('hi');
  });

  it('streams messages in order, then OK', async () => {
    const client = await connected();
    const got: string[] = [];
    const status = await new Promise<GrpcStatus>((resolve) => {
      const call = client.stream('/test.Echo/Stream', Date.now() + 5000, { onMessage: (m) => got.push(m.toString()), onStatus: resolve });
      call.write(Buffer.alloc(0));
      call.end();
    });
    expect(got).toEqual(['a', 'bb', 'ccc']);
    // grpc-js says "OK" in grpc-message too.
    expect(status).toEqual({ code: 0, details: 'OK' });
  });

  it('decodes a unary answer with the decoder given, and ends the call with INTERNAL when it throws', async () => {
    const client = await connected();
    const decoded = await client.unary('/test.Echo/Echo', Buffer.from('hello'), Date.now() + 5000, (bytes) => bytes.toString().toUpperCase());
    expect(decoded).toEqual({ ok: true, message: 'HELLO' });
    const failing = await client.unary('/test.Echo/Echo', Buffer.from('hello'), Date.now() + 5000, () => {
      throw new Error('bad wire type');
    });
    expect(failing).toEqual({ ok: false, status: { code: 13, details: 'the answer does not decode: bad wire type' } });
  });

  it('ends a stream whose message does not decode with INTERNAL, and calls nothing after', async () => {
    const client = await connected();
    const got: string[] = [];
    const status = await new Promise<GrpcStatus>((resolve) => {
      const call = client.stream('/test.Echo/Stream', Date.now() + 5000, {
        onMessage: (m) => {
          got.push(m.toString());
          throw new Error('bad wire type');
        },
        onStatus: resolve,
      });
      call.write(Buffer.alloc(0));
      call.end();
    });
    expect(got).toEqual(['a']);
    expect(status).toEqual({ code: 13, details: 'the answer does not decode: bad wire type' });
  });

  it('gives up dialing a socket nobody listens on at the deadline, or at once when the plugin has exited', async () => {
    const nowhere = join(tempDir('hl-grpc-channel-'), 'none.sock');
    const started = Date.now();
    const late = await dial(nowhere, undefined, 300);
    expect(late).toBeInstanceOf(Error);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    const exited = await GrpcChannel.dial({ network: 'unix', address: nowhere }, { receiveLimit: 1, deadline: Date.now() + 10_000, gaveUp: Promise.resolve() });
    expect((exited as Error).message).toMatch(/ENOENT|the plugin exited/);
  });
});
