// Applies the linter config (--config PATH, else the nearest one found from the linted file's
// folder) to a run: which opt-in rules run, rule severities, and the defaults of
// --plugin-timeout and --cache-dir (the flags win).
import { dirname } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { LinterConfig } from '../linter-config/types.js';
import type { Rule } from '../rules/rule.js';

export interface RunSettings {
  enabledOptIn: ReadonlySet<string>;
  pluginTimeoutMs?: number;
  cacheDir?: string;
  /** Drops rules turned off and applies severity overrides. */
  apply(diagnostics: Diagnostic[]): Diagnostic[];
}

export function settingsFrom(config: LinterConfig | null, rules: readonly Rule[]): RunSettings {
  const overrides = config?.rules ?? {};
  const enabledOptIn = new Set(rules.filter((r) => r.meta.optIn && overrides[r.meta.id] !== undefined && overrides[r.meta.id] !== 'off').map((r) => r.meta.id));
  return {
    enabledOptIn,
    pluginTimeoutMs: config?.pluginTimeout,
    cacheDir: config?.cacheDir,
    apply(diagnostics) {
      const out: Diagnostic[] = [];
      for (const d of diagnostics) {
        const setting = Object.hasOwn(overrides, d.ruleId) ? overrides[d.ruleId] : undefined;
        if (setting === 'off') continue;
        out.push(setting === undefined || setting === d.severity ? d : { ...d, severity: setting });
      }
      return out;
    },
  };
}

/** The settings for linting `file`; throws LinterConfigError for an unusable config. */
export async function loadRunSettings(file: string, explicitPath: string | undefined, rules: readonly Rule[], extraRuleIds: readonly string[]): Promise<RunSettings> {
  const { loadLinterConfig } = await import('../linter-config/load.js');
  const loaded = await loadLinterConfig({ startDir: dirname(file), explicitPath, knownRuleIds: [...rules.map((r) => r.meta.id), ...extraRuleIds] });
  return settingsFrom(loaded?.config ?? null, rules);
}
