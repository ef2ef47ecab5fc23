// Where harness-lint caches (plugin answers, compiled validators) live. A module of its own:
// the rules reach it through the validator cache on every run, and must not load fs/promises.
import { join } from 'node:path';
import { homeDir } from '../config/default-paths.js';

export function defaultCapabilityCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CACHE_HOME && env.XDG_CACHE_HOME.startsWith('/') ? env.XDG_CACHE_HOME : join(homeDir(env), '.cache');
  return join(base, 'harness-lint');
}
