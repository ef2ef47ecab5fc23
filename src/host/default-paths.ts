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

/** An XDG base folder: the variable when it is an absolute path, else `$HOME/<fallback>` (an unset or relative one is ignored, XDG spec). */
function xdgBase(value: string | undefined, env: NodeJS.ProcessEnv, fallback: string): string {
  return value && isAbsolute(value) ? value : join(homeDir(env), fallback);
}

/** `$XDG_CACHE_HOME`, by default `$HOME/.cache`. */
export function xdgCacheHome(env: NodeJS.ProcessEnv): string {
  return xdgBase(env.XDG_CACHE_HOME, env, '.cache');
}

/** `$XDG_CONFIG_HOME/agent/config.hcl`, by default under `$HOME/.config`. */
export function defaultGlobalConfigPath(env: NodeJS.ProcessEnv): string {
  return join(xdgBase(env.XDG_CONFIG_HOME, env, '.config'), 'agent', 'config.hcl');
}

/**
 * A discovered path relative to the working directory when it lies below it, else absolute;
 * absolute too when the working directory is the root (below which everything lies).
 */
export function displayPath(path: string, cwd: string): string {
  const abs = resolve(cwd, path);
  if (dirname(resolve(cwd)) === resolve(cwd)) return abs;
  const rel = relative(cwd, abs);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : abs;
}
