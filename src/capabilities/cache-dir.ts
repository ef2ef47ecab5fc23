// Where harness-lint caches plugin answers and binary checksums. A module of its own, so that
// finding the folder does not load the cache's fs/promises.
import { join } from 'node:path';
import { homeDir } from '../config/default-paths.js';

export function defaultCapabilityCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CACHE_HOME && env.XDG_CACHE_HOME.startsWith('/') ? env.XDG_CACHE_HOME : join(homeDir(env), '.cache');
  return join(base, 'harness-lint');
}
