// Where harness-lint caches (plugin answers, compiled validators) live. A module of its own:
// the rules reach it through the validator cache on every run, and must not load fs/promises.
import { homedir } from 'node:os';
import { join } from 'node:path';

export function defaultCapabilityCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CACHE_HOME && env.XDG_CACHE_HOME.startsWith('/') ? env.XDG_CACHE_HOME : join(homedir(), '.cache');
  return join(base, 'harness-lint');
}
