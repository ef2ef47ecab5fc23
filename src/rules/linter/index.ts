// The linter's own findings about inline suppression directives. They have no check: the
// engine emits them while it applies the directives (src/engine/suppressions.ts), after every
// rule ran.
import type { Rule, RuleMeta } from '../rule.js';

export const unusedSuppressionMeta: RuleMeta = {
  id: 'unused-suppression',
  severity: 'warning',
  description: 'A harness-lint-ignore directive, or a rule id in one, silenced nothing',
  group: 'linter',
  needsCapabilities: false,
};

export const invalidSuppressionMeta: RuleMeta = {
  id: 'invalid-suppression',
  severity: 'warning',
  description: 'A harness-lint-ignore directive is malformed, names an unknown rule, or names one that cannot be suppressed',
  group: 'linter',
  needsCapabilities: false,
};

export const suppressionRules: Rule[] = [{ meta: invalidSuppressionMeta }, { meta: unusedSuppressionMeta }];
