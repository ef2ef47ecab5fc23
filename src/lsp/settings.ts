// The server's settings, from `initializationOptions` and `workspace/didChangeConfiguration`
// (either the settings object itself or wrapped in a "harness-lint" key, as VS Code sends
// them). A value of the wrong type is ignored and named in a warning, never fatal.
import { DEFAULT_PLUGIN_TIMEOUT_MS } from '../host/capability-loader.js';

export interface ServerSettings {
  /** Launch plugins (from the capability cache first) for the capability checks. */
  plugins: boolean;
  /** Wait after the last change before linting, in milliseconds. */
  debounceMs: number;
  pluginTimeoutMs: number;
  /** A linter config file, as --config; default: the nearest one, as the CLI finds it. */
  config?: string;
  /** The global config, as --global-config; default `$XDG_CONFIG_HOME/agent/config.hcl`. */
  globalConfig?: string;
  /** The plugin cache, as --cache-dir. */
  cacheDir?: string;
}

export const DEFAULT_SETTINGS: ServerSettings = { plugins: true, debounceMs: 150, pluginTimeoutMs: DEFAULT_PLUGIN_TIMEOUT_MS };

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
