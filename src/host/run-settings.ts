// Finds the linter config (--config PATH, else the nearest one found from the linted file's
// folder) for a run: its rule settings (the engine applies them), and the defaults of
// --plugin-timeout and --cache-dir (the flags win).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { allRules } from '../rules/index.js';
import { displayPath } from './default-paths.js';
import { HostError } from './error.js';
import { LinterConfigError } from './linter-config/error.js';
import { SEARCH_PLACES } from './linter-config/search-places.js';
import type { DiscoveryMemo } from './linter-config/load.js';
import type { LinterConfig, RuleSettings } from './linter-config/types.js';
import { CLI_PLUGIN_ADVICE, type PluginAdvice } from '../plugin-host/advice.js';

/** Globs of paths that -r skips, relative to `base`. */
export interface IgnorePatterns {
  /** Folder the patterns are relative to. */
  base: string;
  patterns: readonly string[];
}

export interface RunSettings {
  /** The config's rule settings (severities, off, opt-in rules named), for the engine's settings. */
  rules: RuleSettings;
  pluginTimeoutMs?: number;
  cacheDir?: string;
  /** The config file as shown (its path, or --config's), when there is one. */
  source?: string;
  /** The config's ignorePatterns, relative to its folder (for -r). */
  ignorePatterns?: IgnorePatterns;
  /** What the user should know about the config (printed on stderr). */
  notices: string[];
}

/** How a front end's notices tell the user to change its settings: the CLI's flags, or the editor's settings. */
export interface SettingAdvice extends PluginAdvice {
  /** To name a linter config of one's own, e.g. "name the config with --config". */
  config: string;
  /** To keep the secret rules `ids` errors whatever a found config says. */
  secretRules(ids: readonly string[]): string;
}

export const CLI_ADVICE: SettingAdvice = {
  ...CLI_PLUGIN_ADVICE,
  config: 'name the config with --config',
  secretRules: (ids) => `pass ${ids.map((id) => `--rule ${id}=error`).join(' ')} (it wins over the config)`,
};

/** The rules that keep a literal secret out of agent.hcl; a checkout's own config turning them down is said. */
const SECRET_RULES: readonly string[] = ['secret-literal', 'secret-not-env'];

/** What a found config does to the secret rules, as a notice; undefined when it leaves them at their defaults or stricter. */
function secretRulesNotice(rules: LinterConfig['rules'], path: string, advice: SettingAdvice): string | undefined {
  const weakened = SECRET_RULES.filter((id) => rules[id] !== undefined && rules[id] !== 'error');
  if (weakened.length === 0) return undefined;
  const settings = weakened.map((id) => `${id} to "${rules[id]}"`).join(' and ');
  return `${path} sets ${settings}: a config found in the project can let a literal secret pass; to lint a checkout you do not trust, ${advice.secretRules(weakened)}`;
}

/**
 * `explicit`: the config was named with --config. A config merely found in the linted project
 * may not choose the plugin cache: the project also holds the lock file, so its checksums would
 * vouch for any binary it ships, and linting a checkout would run that binary. It may turn the
 * secret rules down, but not silently.
 */
export function settingsFrom(config: LinterConfig | null, source?: { path: string; explicit: boolean }, advice = CLI_ADVICE): RunSettings {
  const notices: string[] = [];
  let cacheDir = config?.cacheDir;
  if (cacheDir !== undefined && !source?.explicit) {
    notices.push(
      `ignoring cacheDir in ${source?.path ?? 'the linter config'}: a config found in the project cannot choose which plugin binaries run; ${advice.cacheDir}, or ${advice.config}`,
    );
    cacheDir = undefined;
  }
  const secrets = config && !source?.explicit ? secretRulesNotice(config.rules, source?.path ?? 'the linter config', advice) : undefined;
  if (secrets !== undefined) notices.push(secrets);
  return { rules: config?.rules ?? {}, pluginTimeoutMs: config?.pluginTimeout, cacheDir, source: source?.path, notices };
}

function holdsConfig(dir: string): boolean {
  for (const name of SEARCH_PLACES) {
    const path = join(dir, name);
    let stats;
    try {
      stats = statSync(path, { throwIfNoEntry: false });
    } catch {
      continue;
    }
    if (stats === undefined) continue;
    // A named pipe or device would block the loader or never end: it cannot be a config.
    if (!stats.isFile()) throw new HostError(`cannot read linter config ${path}: not a regular file`);
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

/**
 * What one run has learnt about folders, so that -r over nested projects looks at each folder
 * once rather than at every folder above each file again.
 */
export interface ConfigDiscovery {
  /** Folder → whether the loader's search from it could find anything. */
  mayHave: Map<string, boolean>;
  /** The loader's own memo, made when the loader is first needed. */
  loader?: DiscoveryMemo;
}

export function configDiscovery(): ConfigDiscovery {
  return { mayHave: new Map() };
}

/** Whether the loader's search (from `startDir` up to the nearest `.git` or the root) could find anything; every folder walked is remembered in `mayHave`. */
export function mayHaveConfig(startDir: string, mayHave = new Map<string, boolean>()): boolean {
  const walked: string[] = [];
  let answer: boolean | undefined;
  for (let dir = resolve(startDir); answer === undefined; dir = dirname(dir)) {
    answer = mayHave.get(dir);
    if (answer !== undefined) break;
    walked.push(dir);
    if (holdsConfig(dir)) answer = true;
    else if (existsSync(join(dir, '.git')) || dirname(dir) === dir) answer = false;
  }
  for (const dir of walked) mayHave.set(dir, answer);
  return answer;
}

/**
 * The settings for linting `file`; an unusable config is a HostError. Without a config in
 * sight the loader and its validator are never loaded.
 */
export async function loadRunSettings(
  file: string,
  explicitPath: string | undefined,
  discovery = configDiscovery(),
  advice = CLI_ADVICE,
): Promise<RunSettings> {
  if (explicitPath === undefined && !mayHaveConfig(dirname(file), discovery.mayHave)) return settingsFrom(null);
  const { discoveryMemo, loadLinterConfig } = await import('./linter-config/load.js');
  let loaded;
  try {
    loaded = await loadLinterConfig({
      startDir: dirname(file),
      explicitPath,
      knownRuleIds: allRules.map((r) => r.meta.id),
      ruleGroups: new Map(allRules.map((r) => [r.meta.id, r.meta.group])),
      memo: (discovery.loader ??= discoveryMemo()),
    });
  } catch (err) {
    if (err instanceof LinterConfigError) throw new HostError(err.summary, err.items);
    throw err;
  }
  const settings = settingsFrom(
    loaded?.config ?? null,
    loaded ? { path: explicitPath ?? displayPath(loaded.path, process.cwd()), explicit: explicitPath !== undefined } : undefined,
    advice,
  );
  if (loaded?.config.ignorePatterns) settings.ignorePatterns = { base: dirname(loaded.path), patterns: loaded.config.ignorePatterns };
  return settings;
}
