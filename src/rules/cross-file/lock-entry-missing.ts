// Catalogue 6.1: a required provider without a lock entry (and no dev override) makes the kernel
// resolve it afresh and rewrite the committed lock file.
import type { RuleContext, RuleMeta } from '../rule.js';
import { crossFileScope } from '../support/lock-scope.js';

export const meta = {
  id: 'lock-entry-missing',
  severity: 'warning',
  description: 'A required provider has no entry in the lock file',
  group: 'cross-file',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const scope = crossFileScope(ctx.project);
  if (scope === null) return;
  for (const [name, rp] of scope.required) {
    if (scope.model.providers.has(name) || scope.devOverrides.has(name)) continue;
    ctx.report({
      file: scope.agentPath,
      range: rp.nameRange,
      message: `required provider ${JSON.stringify(name)} has no entry in the lock file ${scope.path}; update the lock file and commit it`,
      notes: ['the kernel will resolve the provider again and rewrite the committed lock'],
    });
  }
}
