// The linter's own configuration (.harness-lintrc and friends), after validation.

import type { RuleSetting, RuleSettings } from '../../engine/severity.js';

export type { RuleSetting, RuleSettings };

export interface LinterConfig {
  /** Rule id → severity. Only ids the linter knows. */
  rules: Record<string, RuleSetting>;
  /** Per-plugin timeout in milliseconds (the --plugin-timeout flag wins). */
  pluginTimeout?: number;
  /** Absolute: a relative value is resolved against the config file's directory (the --cache-dir flag wins). */
  cacheDir?: string;
  /** Globs -r skips, relative to the config file's folder (with --ignore-pattern's). */
  ignorePatterns?: string[];
}

export interface LoadedLinterConfig {
  config: LinterConfig;
  /** Absolute path of the file the config came from. */
  path: string;
}
