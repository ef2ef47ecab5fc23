// Where the lock file and the global config are looked for when not given (DESIGN.md "Command line"),
// and how discovered paths are displayed.
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

/** `<dir of file>/.agent/agent.lock.hcl`, keeping the file's own relative or absolute form. */
export function defaultLockFilePath(agentFile: string): string {
  return join(dirname(agentFile), '.agent', 'agent.lock.hcl');
}

/** The home folder the XDG defaults hang off: `$HOME`, else the account's (os.homedir()). */
export function homeDir(env: NodeJS.ProcessEnv): string {
  return env.HOME || homedir();
}

/** `$XDG_CONFIG_HOME/agent/config.hcl`; an unset or relative XDG_CONFIG_HOME means `$HOME/.config` (XDG spec). */
export function defaultGlobalConfigPath(env: NodeJS.ProcessEnv): string {
  const xdg = env.XDG_CONFIG_HOME;
  const base = xdg && isAbsolute(xdg) ? xdg : join(homeDir(env), '.config');
  return join(base, 'agent', 'config.hcl');
}

/** A discovered path relative to the working directory when it lies below it, else absolute. */
export function displayPath(path: string, cwd: string): string {
  const abs = resolve(cwd, path);
  const rel = relative(cwd, abs);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : abs;
}
