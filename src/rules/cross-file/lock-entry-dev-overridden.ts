// Catalogue 6.5: a dev_overrides binary bypasses the lock entirely, so the entry (and its
// checksums) is not what runs on this machine.
import type { RuleContext, RuleMeta } from '../rule.js';
import { crossFileScope } from '../support/lock-scope.js';

export const meta = {
  id: 'lock-entry-dev-overridden',
  severity: 'warning',
  description: 'A lock entry is bypassed by a dev_overrides entry in the global config',
  group: 'cross-file',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const scope = crossFileScope(ctx.project);
  if (scope === null || scope.globalPath === null) return;
  for (const entry of scope.model.providers.values()) {
    const override = scope.devOverrides.get(entry.name);
    if (override === undefined) continue;
    ctx.report({
      file: scope.path,
      range: entry.headerRange,
      message: `lock entry provider ${JSON.stringify(entry.name)} is bypassed by dev_overrides in ${scope.globalPath}; remove the override when done developing`,
      notes: [`dev_overrides points ${JSON.stringify(entry.name)} at a local binary, so this entry and its checksums are not what runs here`],
      related: [{ file: scope.globalPath, range: override.attrRange, message: `dev_overrides entry for ${JSON.stringify(entry.name)}` }],
    });
  }
}
