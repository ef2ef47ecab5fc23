// The linter's own finding about an inline suppression directive that silenced nothing. It has
// no check: the engine emits it while it applies the directives (src/engine/suppressions.ts),
// after every rule ran.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'unused-suppression',
  severity: 'warning',
  description: 'A harness-lint-ignore directive, or a rule id in one, silenced nothing',
  group: 'linter',
  needsCapabilities: false,
} as const satisfies RuleMeta;
