// The server's settings, from `initializationOptions` and `workspace/didChangeConfiguration`
// (either the settings object itself or wrapped in a "harness-lint" key, as VS Code sends
// them). A value of the wrong type is ignored and named in a warning, never fatal.
import type { SettingAdvice } from '../host/run-settings.js';

export interface ServerSettings {
  /** Launch plugins (from the capability cache first) for the capability checks. */
  plugins: boolean;
  /** Wait after the last change before linting, in milliseconds. */
  debounceMs: number;
  /** As --plugin-timeout: wins over the linter config's pluginTimeout. */
  pluginTimeoutMs?: number;
  /** A linter config file, as --config; default: the nearest one, as the CLI finds it. */
  config?: string;
  /** The global config, as --global-config; default `$XDG_CONFIG_HOME/agent/config.hcl`. */
  globalConfig?: string;
  /** The plugin cache, as --cache-dir: wins over the cacheDir of a config named by `config`. */
  cacheDir?: string;
}

export const DEFAULT_SETTINGS: ServerSettings = { plugins: true, debounceMs: 150 };

/** Messages to an editor user name these settings, not the CLI's flags. */
export const EDITOR_ADVICE: SettingAdvice = {
  cacheDir: 'set the cacheDir setting of harness-lint in your editor',
  pluginTimeout: 'raise the pluginTimeoutMs setting of harness-lint in your editor',
  config: 'name a linter config in the config setting of harness-lint',
  secretRules: () => "name a linter config of your own in the config setting of harness-lint in your editor (the project's is then not read)",
};

const MAX_DELAY_MS = 2_147_483_647;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `base` with what `input` sets; `problems` names each value that was ignored. */
export function readSettings(input: unknown, base: ServerSettings, problems: string[]): ServerSettings {
  if (input === undefined || input === null) return base;
  const raw = isRecord(input) && isRecord(input['harness-lint']) ? input['harness-lint'] : input;
  if (!isRecord(raw)) {
    problems.push('settings must be an object');
    return base;
  }
  const out: ServerSettings = { ...base };
  const has = (key: string): boolean => Object.hasOwn(raw, key) && raw[key] !== undefined && raw[key] !== null;
  if (has('plugins')) {
    if (typeof raw.plugins === 'boolean') out.plugins = raw.plugins;
    else problems.push('plugins must be true or false');
  }
  for (const [key, min] of [
    ['debounceMs', 0],
    ['pluginTimeoutMs', 1],
  ] as const) {
    if (!has(key)) continue;
    const v = raw[key];
    if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= MAX_DELAY_MS) out[key] = v;
    else problems.push(`${key} must be a whole number from ${min} to ${MAX_DELAY_MS}`);
  }
  for (const key of ['config', 'globalConfig', 'cacheDir'] as const) {
    if (!has(key)) continue;
    const v = raw[key];
    if (typeof v === 'string' && v !== '') out[key] = v;
    else problems.push(`${key} must be a path`);
  }
  return out;
}
