// The linter's own findings about inline suppression directives. They have no check: the
// engine emits them while it applies the directives (src/engine/suppressions.ts), after every
// rule ran.
import type { IdsOf, Rule, RuleMeta } from '../rule.js';

export const unusedSuppressionMeta = {
  id: 'unused-suppression',
  severity: 'warning',
  description: 'A harness-lint-ignore directive, or a rule id in one, silenced nothing',
  group: 'linter',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export const invalidSuppressionMeta = {
  id: 'invalid-suppression',
  severity: 'warning',
  description: 'A harness-lint-ignore directive is malformed, names an unknown rule, or names one that cannot be suppressed',
  group: 'linter',
  needsCapabilities: false,
} as const satisfies RuleMeta;

const rules = [{ meta: invalidSuppressionMeta }, { meta: unusedSuppressionMeta }] satisfies Rule[];

export const suppressionRules: Rule[] = rules;
export type SuppressionRuleId = IdsOf<typeof rules>;
