// Checks a loaded linter config against schema/harness-lintrc.schema.json and the rule ids
// the linter knows, collecting every problem rather than stopping at the first.
//
// A problem never quotes a value from the file, only what kind of value it is: a discovered
// config may `$import` a file that is no config (a credentials file a CI step wrote into the
// checkout), and the error would print its secrets into the CI log. Keys are named, quoted with
// JSON.stringify, only when they look like names; any other key may be a secret itself.
import { isAbsolute, resolve } from 'node:path';
import type { ErrorObject } from 'ajv';
import schema from '../../../schema/harness-lintrc.schema.json' with { type: 'json' };
import { tokenFormatIn } from '../../rules/agent/support/secret-formats.js';
import { didYouMean } from '../../text/did-you-mean.js';
import { LinterConfigError } from './error.js';
import { expandRuleSettings, selectedIds } from './rule-selectors.js';
import { schemaValidator } from './schema-validator.js';
import type { LinterConfig, RuleSetting } from './types.js';

const SETTINGS = Object.keys(schema.properties);
const SEVERITIES: readonly RuleSetting[] = ['off', 'warning', 'error'];
/** How many problems an invalid config's error spells out; the rest are counted. */
export const MAX_LISTED = 20;

/** What kind of value it is, never the value. */
function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return value === '' ? 'an empty string' : 'a string';
  if (typeof value === 'boolean') return 'true or false';
  // Non-finite numbers are kinds, not data (1e400 in a JSON file, or YAML's .inf, is Infinity).
  if (typeof value === 'number') return Number.isFinite(value) ? (Number.isInteger(value) ? 'a number' : 'a fraction') : String(value);
  return 'an object';
}

/**
 * Whether a key is shaped like a setting or rule name (`plugin_timeout`, `cap-*`): short, name
 * characters, few digits, no well-known token format. A random token has many digits.
 */
function looksLikeName(key: string): boolean {
  return /^[A-Za-z_$][\w$.*-]{0,39}$/.test(key) && (key.match(/\d/g)?.length ?? 0) <= 4 && tokenFormatIn(key) === undefined;
}

/** `"key"`, or what it is when it may be a secret. */
function shownKey(key: string): string {
  return looksLikeName(key) ? JSON.stringify(key) : `of ${[...key].length} characters (not shown: it does not look like a name)`;
}

/**
 * Problems in the order their settings appear in the file, each text once; past MAX_LISTED only
 * counted, so that a config naming tens of thousands of unknown ids costs no suggestion search
 * and no line of output for each.
 */
function inFileOrder(problems: Problem[], raw: Record<string, unknown>, rules: Record<string, unknown>): { listed: string[]; more: number } {
  const settings = new Map(Object.keys(raw).map((key, i) => [key, i]));
  const ruleIds = new Map(Object.keys(rules).map((key, i) => [key, i]));
  const ranked = problems.map((p) => ({
    text: p.text,
    setting: p.path.length === 0 ? -1 : (settings.get(p.path[0]) ?? -1),
    ruleId: p.path.length < 2 ? -1 : (ruleIds.get(p.path[1]) ?? -1),
  }));
  ranked.sort((a, b) => a.setting - b.setting || a.ruleId - b.ruleId);
  const seen = new Set<string>();
  const listed: string[] = [];
  let more = 0;
  for (const { text } of ranked) {
    // A described problem (an unknown id) is one of a kind; a schema problem's text may repeat.
    if (typeof text === 'string') {
      if (seen.has(text)) continue;
      seen.add(text);
    }
    if (listed.length < MAX_LISTED) listed.push(typeof text === 'string' ? text : text());
    else more++;
  }
  return { listed, more };
}

function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

interface Problem {
  /** Where in the config: a setting, or `rules` and a rule id. */
  path: string[];
  /** The sentence, or how to write it when it is listed. */
  text: string | (() => string);
}

function schemaProblem(error: ErrorObject, data: unknown): Problem | undefined {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'));
  const text = schemaProblemText(error, path, valueAt(data, error.instancePath));
  if (text === undefined) return undefined;
  return { path: error.keyword === 'additionalProperties' ? [...path, String(error.params.additionalProperty)] : path, text };
}

function schemaProblemText(error: ErrorObject, path: string[], value: unknown): string | undefined {
  if (path.length === 0) {
    if (error.keyword === 'additionalProperties') {
      const name = String(error.params.additionalProperty);
      return `unknown setting ${shownKey(name)}${didYouMean(name, SETTINGS)} (allowed: ${SETTINGS.filter((s) => s !== '$schema').join(', ')})`;
    }
    if (error.keyword === 'type') return `the config must be an object, not ${describeValue(value)}`;
  }
  const [setting, ruleId] = path;
  if (setting === 'rules' && ruleId === undefined) {
    // Rule id syntax is checked against the known ids instead, with a suggestion.
    if (error.keyword === 'propertyNames' || error.keyword === 'pattern') return undefined;
    if (error.keyword === 'type') return `"rules" must map rule ids to "off", "warning" or "error", not ${describeValue(value)}`;
  }
  if (setting === 'rules' && ruleId !== undefined && error.keyword === 'enum') {
    const allowed = error.params.allowedValues as string[];
    if (allowed.length === 1) return `rule ${JSON.stringify(ruleId)} is a syntax error and cannot be turned off or downgraded; remove it from "rules"`;
    // A near severity is named from the three, which says nothing of a value that is no severity.
    const kind = typeof value === 'string' && value !== '' ? 'a string that is no severity' : describeValue(value);
    const hint = typeof value === 'string' ? didYouMean(value, SEVERITIES) : '';
    return `rule ${shownKey(ruleId)} is set to ${kind}; use "off", "warning" or "error"${hint}`;
  }
  if (setting === 'pluginTimeout') {
    if (error.keyword === 'type') return `"pluginTimeout" must be a whole number of milliseconds, not ${describeValue(value)}`;
    if (error.keyword === 'minimum' || error.keyword === 'maximum') {
      return `"pluginTimeout" must be between ${schema.properties.pluginTimeout.minimum} and ${schema.properties.pluginTimeout.maximum} milliseconds`;
    }
  }
  if (setting === 'cacheDir') return `"cacheDir" must be a non-empty path, not ${describeValue(value)}`;
  if (setting === 'ignorePatterns') return ignorePatternsProblem(error, path, value);
  // Only a setting's own name: what lies below it is the file's.
  return `${path.length === 0 ? 'the config' : JSON.stringify(path[0])} ${error.message ?? 'is invalid'}`;
}

function ignorePatternsProblem(error: ErrorObject, path: string[], value: unknown): string {
  const { maxItems, items } = schema.properties.ignorePatterns;
  if (error.keyword === 'maxItems') return `"ignorePatterns" may list at most ${maxItems} globs, not ${(value as unknown[]).length}`;
  if (error.keyword === 'maxLength')
    return `"ignorePatterns" globs may be at most ${items.maxLength} characters long; the one at ${path[1]} has ${[...(value as string)].length}`;
  return `"ignorePatterns" must be a list of non-empty globs, not ${describeValue(value)}${path.length > 1 ? ` at ${path[1]}` : ''}`;
}

export interface ValidateOptions {
  /** Every rule id the linter has (the registry's ids). */
  knownRuleIds: Iterable<string>;
  /** Each id's group as --list-rules shows it, so that "rules" can name a group; absent, only ids and prefixes (`cap-*`). */
  ruleGroups?: ReadonlyMap<string, string>;
  /** The config file's directory: relative paths in it are resolved against it. */
  configDir: string;
  /** The config file as shown in errors. */
  displayPath: string;
}

/** The validated config, or a LinterConfigError listing its problems (the first MAX_LISTED, and how many more). */
export function validateLinterConfig(data: unknown, options: ValidateOptions): LinterConfig {
  const validate = schemaValidator();
  const problems: Problem[] = [];
  if (!validate(data)) {
    for (const error of validate.errors ?? []) {
      const problem = schemaProblem(error, data);
      if (problem !== undefined) problems.push(problem);
    }
  }
  const known = new Set(options.knownRuleIds);
  const sortedKnown = [...known].sort();
  const raw = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const rules = raw.rules !== null && typeof raw.rules === 'object' && !Array.isArray(raw.rules) ? (raw.rules as Record<string, unknown>) : {};
  const selectable = sortedKnown.map((id) => ({ id, group: options.ruleGroups?.get(id) }));
  for (const id of Object.keys(rules)) {
    if (known.has(id)) continue;
    const selected = selectedIds(id, selectable);
    if (selected === undefined) problems.push({ path: ['rules', id], text: () => `unknown rule id ${shownKey(id)} in "rules"${didYouMean(id, sortedKnown)}` });
    else if (selected.length === 0)
      problems.push({ path: ['rules', id], text: () => `${shownKey(id)} in "rules" matches no rule whose severity can be set; see --list-rules` });
  }
  if (problems.length > 0) {
    const { listed, more } = inFileOrder(problems, raw, rules);
    throw new LinterConfigError(options.displayPath, listed, more);
  }

  const config: LinterConfig = { rules: expandRuleSettings(rules as Record<string, RuleSetting>, selectable) };
  if (typeof raw.pluginTimeout === 'number') config.pluginTimeout = raw.pluginTimeout;
  if (Array.isArray(raw.ignorePatterns)) config.ignorePatterns = raw.ignorePatterns.map(String);
  if (typeof raw.cacheDir === 'string') {
    config.cacheDir = isAbsolute(raw.cacheDir) ? raw.cacheDir : resolve(options.configDir, raw.cacheDir);
  }
  return config;
}
