// A language-server client for tests: runs the built `harness-lint lsp --stdio` as a child
// process in a hermetic home and speaks LSP to it over its stdin and stdout.
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type ClientCapabilities,
  type InitializeResult,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver/node';
import { BIN, ROOT } from '../../cli/run-cli.js';
import { removeTree, tempDir } from '../../support/temp-dir.js';

export interface StartOptions {
  initializationOptions?: unknown;
  positionEncodings?: string[];
  capabilities?: ClientCapabilities;
  env?: Record<string, string>;
  cwd?: string;
  /** The command line after the CLI's path (default `lsp --stdio`). */
  args?: string[];
}

export interface LspChild {
  connection: ProtocolConnection;
  child: ChildProcess;
  initialized: InitializeResult;
  /** Every publishDiagnostics received, in order. */
  published: PublishDiagnosticsParams[];
  /** The methods the server registered (client/registerCapability), once answered. */
  registered: string[];
  /** The first publication for `uri` (from the `after`-th on) that satisfies `accept`. */
  diagnostics(uri: string, accept?: (p: PublishDiagnosticsParams) => boolean, after?: number): Promise<PublishDiagnosticsParams>;
  /** Lines the server logged (window/logMessage). */
  logs: string[];
  /** What arrived, in order: `publish <uri> <version>`, `progress create`, `progress <kind> <message>`. */
  events: string[];
  open(uri: string, text: string, version?: number): void;
  change(
    uri: string,
    version: number,
    changes: { range?: { start: { line: number; character: number }; end: { line: number; character: number } }; text: string }[],
  ): void;
  close(uri: string): void;
  /** Orderly shutdown and exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
}

export function fileUri(path: string): string {
  return pathToFileURL(path).href;
}

export async function startLsp(options: StartOptions = {}): Promise<LspChild> {
  const home = tempDir('harness-lint-lsp-');
  const child = spawn(process.execPath, [BIN, ...(options.args ?? ['lsp', '--stdio'])], {
    cwd: options.cwd ?? ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      XDG_CONFIG_HOME: join(home, 'config'),
      XDG_CACHE_HOME: join(home, 'cache'),
      TMPDIR: tmpdir(),
      ...options.env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Gone with the server, which may outlive the test that started it.
  void exited.then(() => removeTree(home));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const published: PublishDiagnosticsParams[] = [];
  const waiters: (() => void)[] = [];
  const logs: string[] = [];
  const events: string[] = [];
  connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    events.push(`publish ${p.uri} ${p.version}`);
    published.push(p);
    for (const w of waiters.splice(0)) w();
  });
  connection.onNotification('window/logMessage', (p: { message: string }) => {
    logs.push(p.message);
  });
  connection.onRequest('window/workDoneProgress/create', () => {
    events.push('progress create');
    return null;
  });
  connection.onNotification('$/progress', (p: { value: { kind: string; message?: string } }) => {
    events.push(`progress ${p.value.kind}${p.value.message ? ` ${p.value.message}` : ''}`);
  });
  const registered: string[] = [];
  connection.onRequest('client/registerCapability', (p: { registrations: { method: string }[] }) => {
    registered.push(...p.registrations.map((r) => r.method));
    return null;
  });
  connection.listen();
  const capabilities: ClientCapabilities = options.capabilities ?? {};
  if (options.positionEncodings) capabilities.general = { ...capabilities.general, positionEncodings: options.positionEncodings };
  const initialized = (await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: null,
    capabilities,
    initializationOptions: options.initializationOptions,
  })) as InitializeResult;
  await connection.sendNotification('initialized', {});

  const diagnostics = (uri: string, accept: (p: PublishDiagnosticsParams) => boolean = () => true, after = 0): Promise<PublishDiagnosticsParams> =>
    new Promise((resolve, reject) => {
      const look = (): void => {
        const found = published.slice(after).find((p) => p.uri === uri && accept(p));
        if (found) return resolve(found);
        if (child.exitCode !== null) return reject(new Error(`server exited ${child.exitCode}: ${stderr}`));
        waiters.push(look);
      };
      look();
    });

  return {
    connection,
    child,
    initialized,
    published,
    registered,
    logs,
    events,
    diagnostics,
    exited,
    open: (uri, text, version = 1) => void connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'hcl', version, text } }),
    change: (uri, version, changes) => void connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: changes }),
    close: (uri) => void connection.sendNotification('textDocument/didClose', { textDocument: { uri } }),
    async stop() {
      await connection.sendRequest('shutdown');
      await connection.sendNotification('exit');
      const code = await exited;
      connection.dispose();
      return code;
    },
  };
}
