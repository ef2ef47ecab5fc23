// --print-config FILE: the settings a lint of FILE would run with, as JSON in a fixed key order:
// the linter config used, every rule's severity (after the config and --rule; "off" for an
// opt-in rule not named), the plugin timeout, the plugin cache, the lock file and global config
// it would read, and what -r would skip. For "why is this rule (not) reported here?".
import { defaultGlobalConfigPath, defaultLockFilePath } from '../host/default-paths.js';
import { effectiveSeverity } from '../engine/severity.js';
import { allRules } from '../rules/index.js';
import { defaultPluginCacheDir } from '../host/cache-dir.js';
import { DEFAULT_PLUGIN_TIMEOUT_MS } from '../host/capability-loader.js';
import type { CliIO } from './io.js';
import type { RunSettings } from '../host/run-settings.js';
import type { RuleSettings } from '../engine/severity.js';
import { escapeJsonText } from '../text/escape.js';

export interface PrintConfigInput {
  file: string;
  settings: RunSettings;
  /** The config's rules with --rule over them. */
  rules: RuleSettings;
  lockFile?: string;
  globalConfig?: string;
  cacheDir?: string;
  pluginTimeoutMs?: number;
  ignorePatterns?: readonly string[];
}

export function printConfig(io: CliIO, input: PrintConfigInput): number {
  const { settings } = input;
  const doc = {
    file: input.file,
    config: settings.source ?? null,
    rules: Object.fromEntries(allRules.map(({ meta }) => [meta.id, effectiveSeverity(meta, input.rules)])),
    pluginTimeout: input.pluginTimeoutMs ?? settings.pluginTimeoutMs ?? DEFAULT_PLUGIN_TIMEOUT_MS,
    cacheDir: input.cacheDir ?? settings.cacheDir ?? defaultPluginCacheDir(io.env),
    lockFile: input.lockFile ?? defaultLockFilePath(input.file),
    globalConfig: input.globalConfig ?? defaultGlobalConfigPath(io.env),
    ignorePatterns: { flags: input.ignorePatterns ?? [], config: settings.ignorePatterns?.patterns ?? [] },
  };
  // Paths and patterns come from the checkout: a folder name's U+202E must not reorder what is shown.
  io.stdout.write(`${escapeJsonText(JSON.stringify(doc, null, 2))}\n`);
  return 0;
}
