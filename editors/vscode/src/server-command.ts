// How the extension starts harness-lint (issue 29, attack 1). Opening a folder must not run
// anything of it: the command comes from the user's settings only (`harness-lint.command` is
// machine-scoped), a bare name is looked up on PATH skipping relative entries and every folder
// inside an open workspace folder (a checkout's node_modules/.bin), and a path must be absolute.
// No `vscode` import here, so test/editors/vscode-command.test.ts runs it under Node.
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, relative } from 'node:path';

export type ServerCommand = { command: string; args: string[] } | { error: string };

/** The server settings the extension passes, from `harness-lint.*` settings. */
export interface ServerSettings {
  plugins: unknown;
  debounceMs: unknown;
  pluginTimeoutMs: unknown;
  config: unknown;
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function realOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

function isInside(folder: string, path: string): boolean {
  const r = relative(folder, path);
  return r === '' || (!r.startsWith('..') && !isAbsolute(r));
}

/**
 * The program and arguments to start, from the `harness-lint.command` setting (default
 * `["harness-lint"]`), PATH and the open workspace folders; `lsp --stdio` is added by the caller.
 */
export function serverCommand(setting: readonly string[] | undefined, path: string, workspaceFolders: readonly string[]): ServerCommand {
  const [program, ...args] = setting !== undefined && setting.length > 0 ? setting : ['harness-lint'];
  if (program.includes('/') || program.includes('\\')) {
    if (!isAbsolute(program))
      return { error: `harness-lint.command must name the program by an absolute path or a bare name on PATH, not ${JSON.stringify(program)}` };
    return { command: program, args };
  }
  const folders = workspaceFolders.flatMap((f) => [f, realOrSelf(f)]);
  for (const dir of path.split(delimiter)) {
    if (!isAbsolute(dir)) continue;
    if ([dir, realOrSelf(dir)].some((d) => folders.some((f) => isInside(f, d)))) continue;
    const candidate = join(dir, program);
    if (isExecutableFile(candidate)) return { command: candidate, args };
  }
  return {
    error: `${program} was not found on PATH outside the workspace: install harness-lint (npm install --global) or set harness-lint.command to the absolute path of your install`,
  };
}

/** What the server gets: in an untrusted workspace, no plugins whatever the settings say. */
export function serverSettings(get: (key: keyof ServerSettings) => unknown, trusted: boolean): ServerSettings {
  return {
    plugins: trusted ? get('plugins') : false,
    debounceMs: get('debounceMs'),
    pluginTimeoutMs: get('pluginTimeoutMs'),
    config: get('config') || undefined,
  };
}
