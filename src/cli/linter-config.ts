// Applies the linter config (--config PATH, else the nearest one found from the linted file's
// folder) to a run: which opt-in rules run, rule severities, and the defaults of
// --plugin-timeout and --cache-dir (the flags win).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { applySeverityOverrides, isRuleEnabled, type RuleSettings } from '../diagnostics/severity.js';
import { LinterConfigError } from '../linter-config/error.js';
import type { LinterConfig } from '../linter-config/types.js';
import type { Rule } from '../rules/rule.js';
import { CliError } from './errors.js';

/** Must equal SEARCH_PLACES in src/linter-config/load.ts (a test checks it); kept here so a run without a config never loads the loader and its validator. */
export const CONFIG_FILE_NAMES: readonly string[] = [
  'package.json',
  '.harness-lintrc',
  '.harness-lintrc.json',
  '.harness-lintrc.yaml',
  '.harness-lintrc.yml',
  'harness-lint.config.json',
];

export interface RunSettings {
  enabledOptIn: ReadonlySet<string>;
  /** The config's rule settings (severities, off). */
  rules: RuleSettings;
  pluginTimeoutMs?: number;
  cacheDir?: string;
  /** What the user should know about the config (printed on stderr). */
  notices: string[];
  /** Drops rules turned off and applies severity overrides. */
  apply(diagnostics: Diagnostic[]): Diagnostic[];
}

/**
 * `explicit`: the config was named with --config. A config merely found in the linted project
 * may not choose the plugin cache: the project also holds the lock file, so its checksums would
 * vouch for any binary it ships, and linting a checkout would run that binary.
 */
export function settingsFrom(config: LinterConfig | null, rules: readonly Rule[], source?: { path: string; explicit: boolean }): RunSettings {
  const overrides = config?.rules ?? {};
  const notices: string[] = [];
  let cacheDir = config?.cacheDir;
  if (cacheDir !== undefined && !source?.explicit) {
    notices.push(`ignoring cacheDir in ${source?.path ?? 'the linter config'}: a config found in the project cannot choose which plugin binaries run; pass --cache-dir, or name the config with --config`);
    cacheDir = undefined;
  }
  return {
    enabledOptIn: new Set(rules.filter((r) => r.meta.optIn && isRuleEnabled(r.meta, overrides)).map((r) => r.meta.id)),
    rules: overrides,
    pluginTimeoutMs: config?.pluginTimeout,
    cacheDir,
    notices,
    apply: (diagnostics) => applySeverityOverrides(diagnostics, overrides),
  };
}

function holdsConfig(dir: string): boolean {
  for (const name of CONFIG_FILE_NAMES) {
    const path = join(dir, name);
    let stats;
    try {
      stats = statSync(path);
    } catch {
      continue;
    }
    // A named pipe or device would block the loader or never end: it cannot be a config.
    if (!stats.isFile()) throw new CliError(`cannot read linter config ${path}: not a regular file`);
    if (name !== 'package.json') return true;
    try {
      const manifest: unknown = JSON.parse(readFileSync(path, 'utf8'));
      if (typeof manifest === 'object' && manifest !== null && Object.hasOwn(manifest, 'harness-lint')) return true;
    } catch {
      // Let the real loader report a broken package.json only if it is the config; here it is not.
    }
  }
  return false;
}

function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

/** Whether the loader's search (from `startDir` up to the nearest `.git` or the root) could find anything. */
export function mayHaveConfig(startDir: string): boolean {
  for (let dir = resolve(startDir); ; dir = dirname(dir)) {
    if (holdsConfig(dir)) return true;
    if (existsSync(join(dir, '.git')) || dirname(dir) === dir) return false;
  }
}

/** The settings for linting `file`; an unusable config is a CliError (exit 2) for every command. */
export async function loadRunSettings(file: string, explicitPath: string | undefined, rules: readonly Rule[], extraRuleIds: readonly string[]): Promise<RunSettings> {
  if (explicitPath === undefined && !mayHaveConfig(dirname(file))) return settingsFrom(null, rules);
  const { loadLinterConfig } = await import('../linter-config/load.js');
  let loaded;
  try {
    loaded = await loadLinterConfig({ startDir: dirname(file), explicitPath, knownRuleIds: [...rules.map((r) => r.meta.id), ...extraRuleIds] });
  } catch (err) {
    if (err instanceof LinterConfigError) throw new CliError(err.message);
    throw err;
  }
  return settingsFrom(loaded?.config ?? null, rules, loaded ? { path: explicitPath ?? displayPath(loaded.path), explicit: explicitPath !== undefined } : undefined);
}
