// The few gRPC calls the host makes (wire.md §1), over node:http2 directly: one HTTP/2
// session per plugin, length-prefixed messages (gRPC over HTTP/2: a flag byte and a 4-byte
// big-endian length before each), status from the trailers. grpc-js would run a channel,
// resolver, load balancer, retry layer and filters for each call; a cold run pays ~10 ms of
// main-thread time per plugin for them, more than the plugin's own start-up.
import { connect as netConnect } from 'node:net';
import { connect, constants, type ClientHttp2Session, type ClientHttp2Stream, type IncomingHttpHeaders } from 'node:http2';
import {
  frameMessage,
  MessageFrames,
  STATUS_CANCELLED,
  STATUS_DEADLINE_EXCEEDED,
  STATUS_INTERNAL,
  STATUS_OK,
  STATUS_UNAVAILABLE,
  STATUS_UNIMPLEMENTED,
  STATUS_UNKNOWN,
  type GrpcStatus,
} from './grpc-framing.js';

export interface StreamHandlers {
  /** May throw (a message that does not decode): the call then ends with INTERNAL. */
  onMessage?(bytes: Buffer): void;
  /** Called once, with the call's status; OK for a stream that ended well. */
  onStatus?(status: GrpcStatus): void;
}

export interface CallStream {
  write(message: Uint8Array): void;
  /** Half-close: no more messages from us. */
  end(): void;
  cancel(): void;
}

export interface DialTarget {
  network: string;
  address: string;
}

const REDIAL_MS = 20;

export class GrpcChannel {
  private constructor(
    private readonly session: ClientHttp2Session,
    private readonly receiveLimit: number,
  ) {}

  /**
   * Connects to a go-plugin handshake's address. A refused or missing socket is tried again
   * every REDIAL_MS, as grpc would (a plugin may print its handshake a moment before it
   * listens), until `gaveUp` settles (the plugin exited) or `deadline`; then the last error.
   */
  static async dial(target: DialTarget, options: { receiveLimit: number; deadline: number; gaveUp: Promise<unknown> }): Promise<GrpcChannel | Error> {
    let gaveUp = false;
    void options.gaveUp.then(() => (gaveUp = true));
    for (;;) {
      const attempt = await connectOnce(target, options.deadline, options.gaveUp);
      if (!(attempt instanceof Error)) return new GrpcChannel(attempt, options.receiveLimit);
      if (gaveUp || Date.now() + REDIAL_MS >= options.deadline) return attempt;
      await new Promise((resolve) => setTimeout(resolve, REDIAL_MS));
    }
  }

  /** One request message, one response message, decoded by `decode` (a decoding error ends the call, as in stream). */
  unary<T = Buffer>(
    path: string,
    request: Uint8Array,
    deadline: number,
    decode: (bytes: Buffer) => T = (bytes) => bytes as T,
  ): Promise<{ ok: true; message: T } | { ok: false; status: GrpcStatus }> {
    return new Promise((resolve) => {
      let message: { value: T } | null = null;
      const call = this.stream(path, deadline, {
        onMessage: (bytes) => (message ??= { value: decode(bytes) }),
        onStatus: (status) => {
          if (status.code !== STATUS_OK) resolve({ ok: false, status });
          else if (message) resolve({ ok: true, message: message.value });
          else resolve({ ok: false, status: { code: STATUS_UNIMPLEMENTED, details: 'the server sent no response message' } });
        },
      });
      call.write(request);
      call.end();
    });
  }

  /** A call with any number of messages each way (server streams, bidi streams). */
  stream(path: string, deadline: number, handlers: StreamHandlers): CallStream {
    const timeoutMs = Math.max(1, deadline - Date.now());
    let stream: ClientHttp2Stream;
    let status: GrpcStatus | null = null;
    const finish = (s: GrpcStatus) => {
      if (status) return;
      status = s;
      clearTimeout(timer);
      handlers.onStatus?.(s);
    };
    const timer = setTimeout(() => {
      finish({ code: STATUS_DEADLINE_EXCEEDED, details: 'Deadline exceeded' });
      stream?.close(constants.NGHTTP2_CANCEL);
    }, timeoutMs);
    try {
      stream = this.session.request(
        {
          ':method': 'POST',
          ':path': path,
          'content-type': 'application/grpc',
          te: 'trailers',
          'grpc-timeout': timeoutHeader(timeoutMs),
        },
        { endStream: false },
      );
    } catch (error) {
      // The session is closed or going away.
      finish({ code: STATUS_UNAVAILABLE, details: (error as Error).message });
      return { write() {}, end() {}, cancel() {} };
    }
    const frames = new MessageFrames(this.receiveLimit);
    let trailers: IncomingHttpHeaders | null = null;
    stream.on('response', (headers) => {
      const code = Number(headers[':status']);
      if (code !== 200) return finish({ code: httpStatusToGrpc(code), details: `HTTP status ${code}` });
      // A trailers-only response (an error before any message) carries the status here.
      if (headers['grpc-status'] !== undefined) trailers = headers;
    });
    stream.on('data', (chunk: Buffer) => {
      if (status) return;
      const result = frames.push(chunk);
      if (!Array.isArray(result)) {
        finish(result);
        stream.close(constants.NGHTTP2_CANCEL);
        return;
      }
      try {
        for (const message of result) handlers.onMessage?.(message);
      } catch (error) {
        // A message that does not decode ends the call, as grpc does.
        finish({ code: STATUS_INTERNAL, details: `the answer does not decode: ${(error as Error).message}` });
        stream.close(constants.NGHTTP2_CANCEL);
      }
    });
    stream.on('trailers', (headers) => (trailers = headers));
    stream.on('error', () => {});
    stream.on('close', () => {
      if (trailers) return finish(statusFromTrailers(trailers));
      const rst = stream.rstCode;
      finish(
        rst === constants.NGHTTP2_REFUSED_STREAM || rst === undefined || this.session.destroyed
          ? { code: STATUS_UNAVAILABLE, details: 'the connection closed' }
          : { code: rst === constants.NGHTTP2_CANCEL ? STATUS_CANCELLED : STATUS_INTERNAL, details: `stream reset with HTTP/2 code ${rst}` },
      );
    });
    return {
      write: (message) => {
        if (stream.writable) stream.write(frameMessage(message));
      },
      end: () => {
        if (stream.writable) stream.end();
      },
      cancel: () => {
        finish({ code: STATUS_CANCELLED, details: 'Cancelled' });
        if (!stream.closed) stream.close(constants.NGHTTP2_CANCEL);
      },
    };
  }

  close(): void {
    this.session.destroy();
  }
}

/** One HTTP/2 session, connected, or the error that ended it first. */
function connectOnce(target: DialTarget, deadline: number, gaveUp: Promise<unknown>): Promise<ClientHttp2Session | Error> {
  const socket = () => (target.network === 'unix' ? netConnect(target.address) : netConnect(tcpPort(target.address), tcpHost(target.address)));
  const session = connect('http://localhost', { createConnection: socket });
  // Errors are read from each call; a session error with no call open must not throw.
  session.on('error', () => {});
  return new Promise((resolve) => {
    const timer = setTimeout(() => settle(new Error('timed out')), Math.max(0, deadline - Date.now()));
    let settled = false;
    const settle = (result: ClientHttp2Session | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      session.off('connect', onConnect);
      session.off('error', settle);
      if (result instanceof Error) session.destroy();
      resolve(result);
    };
    const onConnect = () => settle(session);
    session.once('connect', onConnect);
    session.once('error', settle);
    void gaveUp.then(() => settle(new Error('the plugin exited')));
  });
}

function statusFromTrailers(headers: IncomingHttpHeaders): GrpcStatus {
  const code = Number(headers['grpc-status']);
  const raw = headers['grpc-message'];
  const text = typeof raw === 'string' ? raw : '';
  return { code: Number.isInteger(code) ? code : STATUS_UNKNOWN, details: percentDecode(text) };
}

/** grpc-message is percent-encoded (gRPC over HTTP/2); a malformed escape is kept as it came. */
function percentDecode(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** gRPC over HTTP/2's mapping of HTTP statuses to gRPC codes, for a response that is not gRPC. */
function httpStatusToGrpc(code: number): number {
  if (code === 400) return STATUS_INTERNAL;
  if (code === 401) return 16;
  if (code === 403) return 7;
  if (code === 404) return STATUS_UNIMPLEMENTED;
  if (code === 429 || code === 502 || code === 503 || code === 504) return STATUS_UNAVAILABLE;
  return STATUS_UNKNOWN;
}

/** gRPC's grpc-timeout takes at most 8 digits: past ~27 hours (--plugin-timeout allows ~24 days), seconds. */
function timeoutHeader(ms: number): string {
  return ms <= 99_999_999 ? `${ms}m` : `${Math.ceil(ms / 1000)}S`;
}

function tcpHost(address: string): string {
  const colon = address.lastIndexOf(':');
  return address.slice(0, colon).replace(/^\[(.*)\]$/, '$1');
}

function tcpPort(address: string): number {
  return Number(address.slice(address.lastIndexOf(':') + 1));
}
