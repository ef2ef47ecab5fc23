// Where the plugin caches are. A module of its own, so that finding a folder does not load the
// capability cache's fs/promises.
import { join } from 'node:path';
import { xdgCacheHome } from './default-paths.js';

/** The kernel's plugin cache, where installed plugins are looked for (--cache-dir). */
export function defaultPluginCacheDir(env: NodeJS.ProcessEnv): string {
  return join(xdgCacheHome(env), 'agent');
}

/** Where harness-lint caches plugin answers and binary checksums. */
export function defaultCapabilityCacheDir(env: NodeJS.ProcessEnv): string {
  return join(xdgCacheHome(env), 'harness-lint');
}
