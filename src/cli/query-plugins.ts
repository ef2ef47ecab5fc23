// Asks the plugin host about a parsed project's providers, for the engine's `capabilities`
// (src/engine: the engine anchors the host's findings at each required_providers entry).
import { join } from 'node:path';
import { xdgCacheHome } from '../config/default-paths.js';
import { providerInputs, type ProviderAnswer } from '../engine/index.js';
import type { ProgressEvent } from '../capabilities/query-providers.js';
import type { Project } from '../rules/project.js';

export interface CapabilityOptions {
  /** --cache-dir; default `$XDG_CACHE_HOME/agent` (XDG default `~/.cache`). */
  cacheDir?: string;
  timeoutMs: number;
  env: NodeJS.ProcessEnv;
  /** --no-cache: capability answers are neither read nor written. */
  noCache?: boolean;
  /** Plugin log lines, shown under --verbose. */
  onLog?: (provider: string, line: string) => void;
  onProgress?: (event: ProgressEvent) => void;
}

export function defaultPluginCacheDir(env: NodeJS.ProcessEnv): string {
  return join(xdgCacheHome(env), 'agent');
}

export function capabilityLoader(options: CapabilityOptions): (project: Project) => Promise<ReadonlyMap<string, ProviderAnswer>> {
  return async (project) => {
    const inputs = providerInputs(project);
    if (inputs.length === 0) return new Map();
    const { queryProviders } = await import('../capabilities/query-providers.js');
    return queryProviders(inputs, {
      cacheDir: options.cacheDir ?? defaultPluginCacheDir(options.env),
      timeoutMs: options.timeoutMs,
      env: options.env,
      noCache: options.noCache,
      onLog: options.onLog,
      onProgress: options.onProgress,
    });
  };
}
