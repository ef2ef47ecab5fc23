// Catalogue 6.2: a lock entry for a name required_providers no longer declares is stale.
import type { RuleContext, RuleMeta } from '../rule.js';
import { crossFileScope } from '../support/lock-scope.js';

export const meta = {
  id: 'lock-entry-orphan',
  severity: 'warning',
  description: 'A lock entry names a provider that required_providers does not declare',
  group: 'cross-file',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const scope = crossFileScope(ctx.project);
  if (scope === null) return;
  for (const entry of scope.model.providers.values()) {
    if (scope.required.has(entry.name)) continue;
    ctx.report({
      file: scope.path,
      range: entry.headerRange,
      message: `lock entry provider ${JSON.stringify(entry.name)} is not in required_providers of ${scope.agentPath}; remove the stale entry, or declare it`,
    });
  }
}
