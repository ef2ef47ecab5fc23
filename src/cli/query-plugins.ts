// Asks the plugin host about a parsed project's providers, for the engine's `capabilities`
// (src/engine: the engine anchors the host's findings at each required_providers entry).
import { join } from 'node:path';
import { xdgCacheHome } from '../host/default-paths.js';
import { providerInputs, type ProviderAnswer } from '../engine/index.js';
import type { ProviderInput, ProviderResult } from '../plugin-host/provider-input.js';
import type { ProgressEvent } from '../plugin-host/query-providers.js';
import type { Project } from '../models/project.js';

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

/**
 * What locates and verifies a provider's binary: its name, dev_overrides path and lock entry.
 * Not its required_providers source and version, which the host does not read and a fix rewrites.
 */
function hostKey(input: ProviderInput): string {
  return JSON.stringify([input.name, input.devOverride ?? null, input.lock ?? null]);
}

/**
 * A loader for the lints of one file. Each provider is asked once: --fix's later passes rewrite
 * only agent.hcl's text, which moves no binary, so they reuse the first answers (under --no-cache
 * every pass would otherwise launch every plugin again), and only a provider a fix newly requires
 * is asked then.
 */
export function capabilityLoader(options: CapabilityOptions): (project: Project) => Promise<ReadonlyMap<string, ProviderAnswer>> {
  const answered = new Map<string, ProviderResult>();
  return async (project) => {
    const inputs = providerInputs(project);
    const fresh = inputs.filter((input) => !answered.has(hostKey(input)));
    if (fresh.length > 0) {
      const { queryProviders } = await import('../plugin-host/query-providers.js');
      const results = await queryProviders(fresh, {
        cacheDir: options.cacheDir ?? defaultPluginCacheDir(options.env),
        timeoutMs: options.timeoutMs,
        env: options.env,
        noCache: options.noCache,
        onLog: options.onLog,
        onProgress: options.onProgress,
      });
      for (const input of fresh) answered.set(hostKey(input), results.get(input.name)!);
    }
    return new Map(inputs.map((input) => [input.name, answered.get(hostKey(input))!]));
  };
}
