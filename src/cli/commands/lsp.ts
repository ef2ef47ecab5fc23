// `harness-lint lsp [--stdio]`: the language server over stdio. Its code and
// vscode-languageserver are a bundle of their own (dist/lsp.js), loaded only here, so the
// CLI's start-up does not grow with them.
import { join } from 'node:path';
import type { RegisterSubcommand } from './index.js';

/** Set by the build in the CLI bundle; run from source, the server is imported directly. */
declare const __HL_BUNDLED__: boolean | undefined;

interface ServerModule {
  serveStdio(): void;
}

async function loadServer(): Promise<ServerModule> {
  if (typeof __HL_BUNDLED__ === 'boolean') {
    const { loadBundle } = require(join(__dirname, '..', 'bin', 'load-bundle.js')) as { loadBundle(file: string): ServerModule };
    return loadBundle(join(__dirname, 'lsp.js'));
  }
  // Through a variable, so the CLI's bundler does not pull the server into the CLI's bundle.
  const source = '../../lsp/main.js';
  return (await import(source)) as ServerModule;
}

export const registerLspCommand: RegisterSubcommand = (program) => {
  program
    .command('lsp')
    .description('run the language server (LSP over stdin and stdout)')
    .option('--stdio', 'talk LSP over stdin and stdout (the default and only transport)')
    .option('--clientProcessId <pid>', 'accepted for clients that pass it; the server ends when stdin closes')
    .action(async () => {
      (await loadServer()).serveStdio();
      // The process now lives as long as the connection; main() must not set an exit code.
      await new Promise<never>(() => {});
    });
};
