// Parsers for option values. Each throws commander's InvalidArgumentError, so the message
// names the flag and what it accepts.
import { InvalidArgumentError } from 'commander';
import { formatNames, isFormatName } from '../format/index.js';
import { didYouMean } from '../text/did-you-mean.js';
import { expandRuleSettings, selectedIds, type SelectableRule } from '../host/linter-config/rule-selectors.js';
import type { RuleSetting, RuleSettings } from '../engine/severity.js';
import { allRules } from '../rules/index.js';
import { MAX_IGNORE_PATTERN_LENGTH, MAX_IGNORE_PATTERNS } from './ignore-patterns.js';

export interface FormatSpec {
  name: string;
  /** Where to write this format; standard output when absent. */
  path?: string;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

export function parseNonNegativeInt(value: string): number {
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError('expected a whole number, 0 or more.');
  }
  return Number(value);
}

export function parseTimeoutMs(value: string): number {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1 && n <= MAX_TIMER_MS)) {
    throw new InvalidArgumentError(`expected milliseconds, a whole number from 1 to ${MAX_TIMER_MS}.`);
  }
  return n;
}

/** Formats of a subcommand's report that are no lint format (`permissions -f markdown`): the lint refuses them (checkOutputs). */
export const REPORT_FORMATS: readonly string[] = ['markdown'];

/** `NAME` or `NAME=PATH`. */
export function parseFormatSpec(value: string): FormatSpec {
  const eq = value.indexOf('=');
  const name = eq === -1 ? value : value.slice(0, eq);
  if (!isFormatName(name) && !REPORT_FORMATS.includes(name)) {
    throw new InvalidArgumentError(`unknown format "${name}"; expected one of: ${[...formatNames, ...REPORT_FORMATS].join(', ')} (optionally NAME=PATH).`);
  }
  if (eq === -1) return { name };
  const path = value.slice(eq + 1);
  if (path === '') throw new InvalidArgumentError(`missing PATH after "${name}="; use NAME=PATH or just NAME.`);
  return { name, path };
}

export function collectFormatSpec(value: string, previous: FormatSpec[] | undefined): FormatSpec[] {
  return [...(previous ?? []), parseFormatSpec(value)];
}

const RULE_SETTINGS: readonly RuleSetting[] = ['off', 'warning', 'error'];

/** Every rule, for groups and prefixes (`--rule cap-*=off`). */
const SELECTABLE_RULES: readonly SelectableRule[] = allRules.map((r) => ({ id: r.meta.id, group: r.meta.group }));

/** The linter config's rule settings with the --rule flags over them, every group and prefix expanded to ids. */
export function withRuleFlags(config: RuleSettings, flags: RuleSettings | undefined): RuleSettings {
  return { ...config, ...expandRuleSettings(flags ?? {}, SELECTABLE_RULES) };
}

/**
 * `--rule ID=off|warning|error`, repeatable; ID may be a group or a prefix ending in * too. A
 * later one for the same key wins, as in a config; expandRuleSettings then lets an exact id win
 * over a group or prefix.
 */
export function collectRuleSetting(value: string, previous: RuleSettings | undefined): RuleSettings {
  const eq = value.lastIndexOf('=');
  const id = eq === -1 ? value : value.slice(0, eq);
  const setting = eq === -1 ? '' : value.slice(eq + 1);
  const ids = allRules.map((r) => r.meta.id);
  const selected = ids.includes(id) ? undefined : selectedIds(id, SELECTABLE_RULES);
  if (!ids.includes(id) && selected === undefined)
    throw new InvalidArgumentError(`unknown rule id or group ${JSON.stringify(id)}${didYouMean(id, [...ids].sort()) || '; --list-rules shows them all.'}`);
  if (selected?.length === 0) throw new InvalidArgumentError(`${JSON.stringify(id)} matches no rule whose severity can be set; --list-rules shows them all.`);
  if (!(RULE_SETTINGS as readonly string[]).includes(setting)) throw new InvalidArgumentError(`expected ${id}=off, ${id}=warning or ${id}=error.`);
  return { ...previous, [id]: setting as RuleSetting };
}

/** --ignore-pattern, repeatable: every glob, in order, as many and as long as a linter config's ignorePatterns may hold. */
export function collectString(value: string, previous: string[] | undefined): string[] {
  if (value === '') throw new InvalidArgumentError('expected a non-empty glob.');
  if ([...value].length > MAX_IGNORE_PATTERN_LENGTH) throw new InvalidArgumentError(`expected a glob of at most ${MAX_IGNORE_PATTERN_LENGTH} characters.`);
  if ((previous?.length ?? 0) >= MAX_IGNORE_PATTERNS) throw new InvalidArgumentError(`at most ${MAX_IGNORE_PATTERNS} globs are read.`);
  return [...(previous ?? []), value];
}
