// Where harness-lint caches plugin answers and binary checksums. A module of its own, so that
// finding the folder does not load the cache's fs/promises.
import { join } from 'node:path';
import { xdgCacheHome } from './default-paths.js';

export function defaultCapabilityCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(xdgCacheHome(env), 'harness-lint');
}
