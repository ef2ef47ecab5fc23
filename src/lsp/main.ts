// Entry of the language server's bundle (dist/lsp.js), loaded by `harness-lint lsp` only, so
// the CLI's start-up never pays for vscode-languageserver.
import { createConnection } from 'vscode-languageserver/node';
import { startServer } from './server.js';

/**
 * Serves LSP over stdin and stdout until the client sends `exit` or closes stdin; either ends
 * the process, and with it (process exit hooks of the plugin host) every plugin it launched.
 */
export function serveStdio(): void {
  // The streams themselves, not message readers over them: only then does the library exit when
  // stdin ends (code 0 after a shutdown request, 1 without one).
  const connection = createConnection(process.stdin, process.stdout);
  // Anything printed by mistake would corrupt the protocol stream: route console to the client's log.
  console.log = (...args: unknown[]) => connection.console.log(args.map(String).join(' '));
  console.info = console.log;
  console.warn = (...args: unknown[]) => connection.console.warn(args.map(String).join(' '));
  console.error = (...args: unknown[]) => connection.console.error(args.map(String).join(' '));
  startServer(connection, { env: process.env });
}
