// Asks the plugin host about a parsed project's providers, for the engine's `capabilities`
// (src/engine: the engine anchors the host's findings at each required_providers entry), with
// the host's defaults: the kernel's plugin cache, the linter's capability cache, the timeout.
import { providerInputs, type ProviderAnswer } from '../engine/index.js';
import type { Project } from '../models/project.js';
import type { ProviderInput, ProviderResult } from '../plugin-host/provider-input.js';
import type { ProgressEvent } from '../plugin-host/query-providers.js';
import { DEFAULT_PLUGIN_TIMEOUT_MS } from '../plugin-host/timeout.js';
import type { PluginAdvice } from '../plugin-host/advice.js';
import { defaultCapabilityCacheDir, defaultPluginCacheDir } from './cache-dir.js';

export { DEFAULT_PLUGIN_TIMEOUT_MS };

/** The plugins' answers for a project, by required_providers local name. */
export type CapabilityLoad = (project: Project) => Promise<ReadonlyMap<string, ProviderAnswer>>;

export interface PluginQuery {
  /** --cache-dir; default `$XDG_CACHE_HOME/agent` (XDG default `~/.cache`). */
  cacheDir?: string;
  /** Default DEFAULT_PLUGIN_TIMEOUT_MS. */
  timeoutMs?: number;
  env: NodeJS.ProcessEnv;
  /** --no-cache: capability answers are neither read nor written. */
  noCache?: boolean;
  /** Plugin log lines, shown under --verbose. */
  onLog?: (provider: string, line: string) => void;
  onProgress?: (event: ProgressEvent) => void;
  /** How messages name each input (`plugin` for `harness-lint plugin PATH`). */
  noun?: 'provider' | 'plugin';
  /** How messages name the settings that would help; default the CLI's flags. */
  advice?: PluginAdvice;
}

/** The plugin host's answers; it is loaded on the first query, so a run that asks none never initialises it. */
export async function queryPlugins(inputs: ProviderInput[], query: PluginQuery): Promise<Map<string, ProviderResult>> {
  const { queryProviders } = await import('../plugin-host/query-providers.js');
  return queryProviders(inputs, {
    ...query,
    cacheDir: query.cacheDir ?? defaultPluginCacheDir(query.env),
    capabilityCacheDir: defaultCapabilityCacheDir(query.env),
    timeoutMs: query.timeoutMs ?? DEFAULT_PLUGIN_TIMEOUT_MS,
  });
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
export function capabilityLoader(query: PluginQuery): CapabilityLoad {
  const answered = new Map<string, ProviderResult>();
  return async (project) => {
    const inputs = providerInputs(project);
    const fresh = inputs.filter((input) => !answered.has(hostKey(input)));
    if (fresh.length > 0) {
      const results = await queryPlugins(fresh, query);
      for (const input of fresh) answered.set(hostKey(input), results.get(input.name)!);
    }
    return new Map(inputs.map((input) => [input.name, answered.get(hostKey(input))!]));
  };
}
