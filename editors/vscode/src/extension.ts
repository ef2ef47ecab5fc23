// A thin VS Code extension: starts `harness-lint lsp --stdio` for HCL files and passes the
// "harness-lint.*" settings as initializationOptions (and on change, as didChangeConfiguration).
import { workspace, type ExtensionContext } from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';

let client: LanguageClient | undefined;

function settings(): Record<string, unknown> {
  const c = workspace.getConfiguration('harness-lint');
  return { plugins: c.get('plugins'), debounceMs: c.get('debounceMs'), pluginTimeoutMs: c.get('pluginTimeoutMs'), config: c.get('config') || undefined };
}

export async function activate(context: ExtensionContext): Promise<void> {
  const [command, ...args] = workspace.getConfiguration('harness-lint').get<string[]>('command') ?? ['npx', 'harness-lint'];
  const server: ServerOptions = { command, args: [...args, 'lsp'], transport: TransportKind.stdio };
  const options: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', pattern: '**/agent.hcl' },
      { scheme: 'file', pattern: '**/.agent/agent.lock.hcl' },
      { scheme: 'file', pattern: '**/agent/config.hcl' },
    ],
    initializationOptions: settings(),
    synchronize: { configurationSection: 'harness-lint', fileEvents: workspace.createFileSystemWatcher('**/{agent.hcl,.agent/agent.lock.hcl}') },
  };
  client = new LanguageClient('harness-lint', 'harness-lint', server, options);
  context.subscriptions.push({ dispose: () => void client?.stop() });
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
