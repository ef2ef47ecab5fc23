// Wires the plugin host to a linted project: one ProviderInput per required_providers entry
// (with its dev_overrides path or lock entry), and every finding anchored at that entry's
// local name in agent.hcl (DESIGN.md "Diagnostic").
import { isAbsolute, join } from 'node:path';
import { homeDir } from '../config/default-paths.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { CapabilityLoad } from '../lint.js';
import type { ProviderInput } from '../capabilities/provider-input.js';
import type { ProgressEvent } from '../capabilities/query-providers.js';
import type { ProviderCapabilities } from '../capabilities/types.js';
import type { Project } from '../rules/project.js';

export interface CapabilityOptions {
  /** --cache-dir; default `$XDG_CACHE_HOME/agent` (XDG default `~/.cache`). */
  cacheDir?: string;
  timeoutMs: number;
  env: NodeJS.ProcessEnv;
  /** --no-cache: neither capability answers nor compiled validators are read or written. */
  noCache?: boolean;
  /** Plugin log lines, shown under --verbose. */
  onLog?: (provider: string, line: string) => void;
  onProgress?: (event: ProgressEvent) => void;
}

export function defaultPluginCacheDir(env: NodeJS.ProcessEnv): string {
  const xdg = env.XDG_CACHE_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(homeDir(env), '.cache'), 'agent');
}

export function providerInputs(project: Project): ProviderInput[] {
  const required = project.agent.model?.requiredProviders ?? [];
  const devOverrides = project.global?.model?.devOverrides;
  const lockEntries = project.lock?.model?.providers;
  return required.map((rp) => {
    const input: ProviderInput = { name: rp.name, required: { source: rp.source?.value, version: rp.version?.value } };
    const dev = devOverrides?.get(rp.name);
    if (dev && project.global) input.devOverride = { path: dev.path, at: { file: project.global.file.path, range: dev.attrRange } };
    const lock = lockEntries?.get(rp.name);
    if (lock?.source && lock.version && project.lock) {
      const checksums: Record<string, string> = {};
      for (const c of lock.checksums?.entries ?? []) checksums[c.platform] = c.value;
      input.lock = { source: lock.source.value, version: lock.version.value, checksums, at: { file: project.lock.file.path, range: lock.headerRange } };
    }
    return input;
  });
}

export function capabilityLoader(options: CapabilityOptions): (project: Project) => Promise<CapabilityLoad> {
  return async (project) => {
    const inputs = providerInputs(project);
    const capabilities = new Map<string, ProviderCapabilities>();
    const diagnostics: Diagnostic[] = [];
    if (inputs.length === 0) return { capabilities, diagnostics };
    const { queryProviders } = await import('../capabilities/query-providers.js');
    if (options.noCache) (await import('../capabilities-schema/validator.js')).setValidatorCache(null);
    const results = await queryProviders(inputs, {
      cacheDir: options.cacheDir ?? defaultPluginCacheDir(options.env),
      timeoutMs: options.timeoutMs,
      env: options.env,
      noCache: options.noCache,
      onLog: options.onLog,
      onProgress: options.onProgress,
    });
    // Fresh answers bring schemas with no compiled validator cached yet: load ajv now, as the
    // bundle's chunk, rather than file by file from node_modules when the rules first compile.
    if ([...results.values()].some((r) => r.capabilities && !r.fromCache)) await (await import('../capabilities-schema/validator.js')).preloadValidator();
    const anchors = new Map((project.agent.model?.requiredProviders ?? []).map((rp) => [rp.name, rp.nameRange]));
    for (const [name, result] of results) {
      if (result.capabilities) capabilities.set(name, result.capabilities);
      const range = anchors.get(name);
      if (!range) continue;
      for (const f of result.findings) {
        const d: Diagnostic = { ruleId: f.ruleId, severity: f.severity, message: f.message, file: project.agent.file.path, range };
        if (f.related && f.related.length > 0) d.related = f.related;
        diagnostics.push(d);
      }
    }
    return { capabilities, diagnostics };
  };
}
