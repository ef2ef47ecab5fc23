// Rule settings may name more than one rule: a group as --list-rules shows it ("advertised",
// "cross-file") or an id prefix ending in * ("cap-*", "lock-*"). Expanded to rule ids here, once,
// so the engine only ever sees ids. An id named exactly wins over a group or prefix that
// covers it, whatever the order; among groups and prefixes the later wins. Syntax errors that
// cannot be turned off or downgraded (the schema allows them only "error") are left out of a
// group or prefix rather than refused.
import schema from '../../../schema/harness-lintrc.schema.json' with { type: 'json' };
import type { RuleSetting, RuleSettings } from './types.js';

export interface SelectableRule {
  id: string;
  /** Absent: the rule is selected by id and prefix only. */
  group?: string;
}

const FIXED: ReadonlySet<string> = new Set(
  Object.entries(schema.properties.rules.properties)
    .filter(([, p]) => p.enum.length === 1)
    .map(([id]) => id),
);

/** The ids `key` selects when it is a group or a prefix (`x-*`); undefined when it is neither (an id, or unknown). */
export function selectedIds(key: string, rules: readonly SelectableRule[]): string[] | undefined {
  const prefix = key.endsWith('*') ? key.slice(0, -1) : undefined;
  const matches = rules.filter((r) => (prefix === undefined ? r.group !== undefined && r.group === key : r.id.startsWith(prefix)));
  if (prefix === undefined && matches.length === 0) return undefined;
  return matches.filter((r) => !FIXED.has(r.id)).map((r) => r.id);
}

/** `settings` with every group and prefix replaced by the ids it selects (unknown keys are kept as they are). */
export function expandRuleSettings(settings: RuleSettings, rules: readonly SelectableRule[]): Record<string, RuleSetting> {
  const out: Record<string, RuleSetting> = {};
  const exact: [string, RuleSetting][] = [];
  for (const [key, setting] of Object.entries(settings)) {
    const ids = selectedIds(key, rules);
    if (ids === undefined) exact.push([key, setting]);
    else for (const id of ids) out[id] = setting;
  }
  for (const [id, setting] of exact) out[id] = setting;
  return out;
}
