// go-plugin's callback broker, host side (wire.md §1.6): open /plugin.GRPCBroker/StartStream,
// serve a minimal KernelCallbackService on a socket of our own and announce it as broker
// ID 1, so a plugin that logs while answering is not left waiting for connection info.
// Log is collected; every other callback is answered UNIMPLEMENTED by grpc itself.
import { createServer, type Server, type Socket } from 'node:net';
import type * as Grpc from '@grpc/grpc-js';
import type { Protos } from '../wire/protos.js';
import { SOCKET_PATH_MAX_BYTES } from './run-folder.js';
import { escapeControl } from '../../text/escape.js';

const CALLBACK_BROKER_ID = 1;
const KERNEL_SERVICE = 'pluggableharness.kernel.v1.KernelCallbackService';

interface LogEntry {
  level?: string;
  logger?: string;
  message?: string;
}

export class CallbackBroker {
  private listener: Server | null = null;
  private server: Grpc.Server | null = null;
  private injector: Grpc.ConnectionInjector | null = null;
  private stream: Grpc.ClientDuplexStream<object, object> | null = null;

  constructor(
    private readonly grpc: typeof Grpc,
    private readonly protos: Protos,
    private readonly onLog: (line: string) => void,
  ) {}

  /**
   * Best effort: a plugin without a broker (not built on go-plugin) simply never uses it.
   * `address`: a socket path in the run folder, which is removed with it.
   */
  async start(client: Grpc.Client, address: string, deadline: number): Promise<void> {
    // libuv would cut a longer path and listen somewhere else.
    if (Buffer.byteLength(address) > SOCKET_PATH_MAX_BYTES) throw new Error(`socket path longer than ${SOCKET_PATH_MAX_BYTES} bytes: ${address}`);
    // A plain socket: the grpc server behind it is made only if the plugin connects, which
    // most never do (they dial the broker only to call back while answering).
    const listener = createServer((socket) => this.serve(socket));
    this.listener = listener;
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(address, () => resolve());
    });
    const startStream = this.protos.method('plugin.GRPCBroker', 'StartStream');
    const stream = client.makeBidiStreamRequest(startStream.path, startStream.requestSerialize, startStream.responseDeserialize, new this.grpc.Metadata(), {
      deadline,
    });
    stream.on('error', () => {}); // Not served, or closed at shutdown: nothing to report.
    stream.on('data', () => {}); // The plugin's own broker announcements: not used by a linter.
    stream.write({ service_id: CALLBACK_BROKER_ID, network: 'unix', address });
    this.stream = stream;
  }

  private serve(socket: Socket): void {
    if (!this.injector) {
      const server = new this.grpc.Server({ 'grpc.enable_channelz': 0 });
      server.addService(this.protos.service(KERNEL_SERVICE), {
        Log: (call: Grpc.ServerUnaryCall<{ entries?: LogEntry[] }, object>, callback: Grpc.sendUnaryData<object>) => {
          for (const entry of call.request.entries ?? []) this.onLog(renderEntry(entry));
          callback(null, {});
        },
      });
      this.server = server;
      this.injector = server.createConnectionInjector(this.grpc.ServerCredentials.createInsecure());
    }
    this.injector.injectConnection(socket);
  }

  close(): void {
    this.stream?.cancel();
    this.stream = null;
    this.listener?.close();
    this.listener = null;
    this.injector?.destroy();
    this.injector = null;
    this.server?.forceShutdown();
    this.server = null;
  }
}

function renderEntry(entry: LogEntry): string {
  const level = (entry.level ?? 'LOG_LEVEL_UNSPECIFIED').replace(/^LOG_LEVEL_/, '').toLowerCase();
  const logger = entry.logger ? `${entry.logger}: ` : '';
  return escapeControl(`${level}: ${logger}${entry.message ?? ''}`);
}
