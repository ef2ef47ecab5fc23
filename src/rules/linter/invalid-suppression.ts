// The linter's own finding about a malformed inline suppression directive. It has no check: the
// engine emits it while it applies the directives (src/engine/suppressions.ts), after every
// rule ran.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'invalid-suppression',
  severity: 'warning',
  description: 'A harness-lint-ignore directive is malformed, names an unknown rule, or names one that cannot be suppressed',
  group: 'linter',
  needsCapabilities: false,
} as const satisfies RuleMeta;
