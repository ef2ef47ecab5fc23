// go-plugin's callback broker, host side (wire.md §1.6): open /plugin.GRPCBroker/StartStream,
// serve a minimal KernelCallbackService on a socket of our own and announce it as broker
// ID 1, so a plugin that logs while answering is not left waiting for connection info.
// Log is collected; every other call is answered UNIMPLEMENTED.
import { createServer, type Http2Server, type Http2Session, type ServerHttp2Stream } from 'node:http2';
import type { GrpcChannel, CallStream } from '../wire/grpc-channel.js';
import { frameMessage, MessageFrames, STATUS_OK, STATUS_UNIMPLEMENTED, type GrpcStatus } from '../wire/grpc-framing.js';
import { RECEIVE_LIMIT_BYTES } from '../wire/probe-assessment.js';
import type { Protos } from '../wire/protos.js';
import { SOCKET_PATH_MAX_BYTES } from './run-folder.js';
import { escapeControl } from '../../text/escape.js';

const CALLBACK_BROKER_ID = 1;
const LOG_PATH = '/pluggableharness.kernel.v1.KernelCallbackService/Log';

interface LogEntry {
  level?: string;
  logger?: string;
  message?: string;
}

export class CallbackBroker {
  private server: Http2Server | null = null;
  private readonly sessions = new Set<Http2Session>();
  private stream: CallStream | null = null;

  constructor(
    private readonly protos: Protos,
    private readonly onLog: (line: string) => void,
  ) {}

  /**
   * Best effort: a plugin without a broker (not built on go-plugin) simply never uses it.
   * `address`: a socket path in the run folder, which is removed with it.
   */
  async start(client: GrpcChannel, address: string, deadline: number): Promise<void> {
    // libuv would cut a longer path and listen somewhere else.
    if (Buffer.byteLength(address) > SOCKET_PATH_MAX_BYTES) throw new Error(`socket path longer than ${SOCKET_PATH_MAX_BYTES} bytes: ${address}`);
    const server = createServer();
    this.server = server;
    server.on('session', (session) => {
      this.sessions.add(session);
      session.once('close', () => this.sessions.delete(session));
    });
    server.on('stream', (stream, headers) => this.serve(stream, headers[':path']));
    // A session error (a plugin that hangs up mid-call) is the plugin's business.
    server.on('sessionError', () => {});
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(address, () => resolve());
    });
    const startStream = this.protos.method('plugin.GRPCBroker', 'StartStream');
    // Not served, or closed at shutdown: nothing to report. The plugin's own broker
    // announcements are not used by a linter.
    this.stream = client.stream(startStream.path, deadline, {});
    this.stream.write(startStream.requestSerialize({ service_id: CALLBACK_BROKER_ID, network: 'unix', address }));
  }

  private serve(stream: ServerHttp2Stream, path: string | undefined): void {
    stream.on('error', () => {});
    if (path !== LOG_PATH) return respond(stream, null, { code: STATUS_UNIMPLEMENTED, details: 'only Log is served by a linter' });
    const method = this.protos.method('pluggableharness.kernel.v1.KernelCallbackService', 'Log');
    const frames = new MessageFrames(RECEIVE_LIMIT_BYTES);
    stream.on('data', (chunk: Buffer) => {
      const messages = frames.push(chunk);
      if (!Array.isArray(messages)) return respond(stream, null, messages);
      for (const bytes of messages) {
        let request: { entries?: LogEntry[] };
        try {
          request = method.requestDeserialize(bytes) as { entries?: LogEntry[] };
        } catch {
          return respond(stream, null, { code: 3, details: 'the request does not decode' });
        }
        for (const entry of request.entries ?? []) this.onLog(renderEntry(entry));
      }
    });
    stream.on('end', () => respond(stream, method.responseSerialize({}), { code: STATUS_OK, details: '' }));
  }

  close(): void {
    this.stream?.cancel();
    this.stream = null;
    this.server?.close();
    this.server = null;
    // A plugin that stays connected would keep its session, and the server, open.
    for (const session of this.sessions) session.destroy();
    this.sessions.clear();
  }
}

/** Answers once: the message (if any), then the status in trailers, or in the headers alone when there is no message. */
function respond(stream: ServerHttp2Stream, message: Uint8Array | null, status: GrpcStatus): void {
  if (stream.headersSent || stream.destroyed) return;
  const trailers = { 'grpc-status': String(status.code), 'grpc-message': encodeURIComponent(status.details) };
  if (!message) {
    stream.respond({ ':status': 200, 'content-type': 'application/grpc', ...trailers }, { endStream: true });
    return;
  }
  stream.respond({ ':status': 200, 'content-type': 'application/grpc' }, { waitForTrailers: true });
  stream.once('wantTrailers', () => stream.sendTrailers(trailers));
  stream.end(frameMessage(message));
}

function renderEntry(entry: LogEntry): string {
  const level = (entry.level ?? 'LOG_LEVEL_UNSPECIFIED').replace(/^LOG_LEVEL_/, '').toLowerCase();
  const logger = entry.logger ? `${entry.logger}: ` : '';
  return escapeControl(`${level}: ${logger}${entry.message ?? ''}`);
}
