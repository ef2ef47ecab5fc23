// Entry of the language server's bundle (dist/lsp.js), loaded by `harness-lint lsp` only, so
// the CLI's start-up never pays for vscode-languageserver.
import { createConnection } from 'vscode-languageserver/node';
import { collectGarbage, IdleCollector, limitYoungGeneration } from './memory.js';
import { startServer } from './server.js';

/**
 * Serves LSP over `input` and `output` until the client sends `exit` or closes `input`; either
 * ends the process, and with it (process exit hooks of the plugin host) every plugin it
 * launched. The build's code-cache training serves a session over in-memory streams.
 */
export function serve(input: NodeJS.ReadableStream, output: NodeJS.WritableStream, env: NodeJS.ProcessEnv, afterPublish?: () => void): void {
  // The streams themselves, not message readers over them: only then does the library exit when
  // the input ends (code 0 after a shutdown request, 1 without one).
  const connection = createConnection(input, output);
  // Anything printed by mistake would corrupt the protocol stream: route console to the client's log.
  console.log = (...args: unknown[]) => connection.console.log(args.map(String).join(' '));
  console.info = console.log;
  console.warn = (...args: unknown[]) => connection.console.warn(args.map(String).join(' '));
  console.error = (...args: unknown[]) => connection.console.error(args.map(String).join(' '));
  startServer(connection, { env, afterPublish });
}

/** `harness-lint lsp`: the server over stdin and stdout. */
export function serveStdio(): void {
  const idle = new IdleCollector(collectGarbage);
  let limited = false;
  serve(process.stdin, process.stdout, process.env, () => {
    // Once the first diagnostics are out: loading node:v8 costs ~2 ms, and the young
    // generation grows only over many edits.
    if (!limited) setImmediate(limitYoungGeneration);
    limited = true;
    idle.activity();
  });
}
