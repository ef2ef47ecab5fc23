// The linter's own configuration (.harness-lintrc and friends), after validation.

import type { RuleSetting } from '../diagnostics/severity.js';

export type { RuleSetting };

export interface LinterConfig {
  /** Rule id → severity. Only ids the linter knows. */
  rules: Record<string, RuleSetting>;
  /** Per-plugin timeout in milliseconds (the --plugin-timeout flag wins). */
  pluginTimeout?: number;
  /** Absolute: a relative value is resolved against the config file's directory (the --cache-dir flag wins). */
  cacheDir?: string;
}

export interface LoadedLinterConfig {
  config: LinterConfig;
  /** Absolute path of the file the config came from. */
  path: string;
}
