// A thin VS Code extension: starts `harness-lint lsp --stdio` for HCL files and passes the
// "harness-lint.*" settings as initializationOptions (and on change, or when the workspace is
// trusted, as didChangeConfiguration). The program comes from server-command.ts, never from the
// workspace; an untrusted workspace gets static checks only (no plugin launched).
import { window, workspace, type ExtensionContext } from 'vscode';
import { DidChangeConfigurationNotification, LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { serverCommand, serverSettings, type ServerSettings } from './server-command';

let client: LanguageClient | undefined;

function settings(): ServerSettings {
  const c = workspace.getConfiguration('harness-lint');
  return serverSettings((key) => c.get(key), workspace.isTrusted);
}

export async function activate(context: ExtensionContext): Promise<void> {
  const resolved = serverCommand(
    workspace.getConfiguration('harness-lint').get<string[]>('command'),
    process.env.PATH ?? '',
    (workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath),
  );
  if ('error' in resolved) {
    void window.showErrorMessage(`harness-lint: ${resolved.error}`);
    return;
  }
  const server: ServerOptions = { command: resolved.command, args: [...resolved.args, 'lsp'], transport: TransportKind.stdio };
  const options: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', pattern: '**/agent.hcl' },
      { scheme: 'file', pattern: '**/.agent/agent.lock.hcl' },
      { scheme: 'file', pattern: '**/agent/config.hcl' },
    ],
    initializationOptions: settings(),
    synchronize: { fileEvents: workspace.createFileSystemWatcher('**/{agent.hcl,.agent/agent.lock.hcl}') },
  };
  const lsp = new LanguageClient('harness-lint', 'harness-lint', server, options);
  client = lsp;
  // Sent by hand rather than by synchronize.configurationSection, which would pass the raw
  // settings (plugins on) to an untrusted workspace.
  const push = () => void lsp.sendNotification(DidChangeConfigurationNotification.type, { settings: { 'harness-lint': settings() } });
  context.subscriptions.push(
    { dispose: () => void client?.stop() },
    workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('harness-lint')) push();
    }),
    workspace.onDidGrantWorkspaceTrust(push),
  );
  await lsp.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
