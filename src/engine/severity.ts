// The linter config's rule severities applied to finished diagnostics: `off` drops a rule's
// findings, `warning`/`error` rewrites their severity. Also decides which rules run at all,
// since opt-in rules stay off unless the config names them.
import type { Diagnostic, Severity } from '../diagnostics/diagnostic.js';
import type { RuleMeta } from '../rules/rule.js';

export type RuleSetting = 'off' | Severity;

/** Rule id → setting, as the linter config's `rules` object holds it. */
export type RuleSettings = Readonly<Record<string, RuleSetting>>;

function settingOf(rules: RuleSettings, id: string): RuleSetting | undefined {
  return Object.hasOwn(rules, id) ? rules[id] : undefined;
}

/** The severity a rule reports with under this config, or 'off'. */
export function effectiveSeverity(meta: Pick<RuleMeta, 'id' | 'severity' | 'optIn'>, rules: RuleSettings): RuleSetting {
  return settingOf(rules, meta.id) ?? (meta.optIn ? 'off' : meta.severity);
}

/** Whether the rule's check should run at all. */
export function isRuleEnabled(meta: Pick<RuleMeta, 'id' | 'severity' | 'optIn'>, rules: RuleSettings): boolean {
  return effectiveSeverity(meta, rules) !== 'off';
}

/** Diagnostics with the configured severities, in their order; rules set to `off` are dropped. */
export function applySeverityOverrides(diagnostics: readonly Diagnostic[], rules: RuleSettings): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const setting = settingOf(rules, d.ruleId);
    if (setting === 'off') continue;
    out.push(setting === undefined || setting === d.severity ? d : { ...d, severity: setting });
  }
  return out;
}
