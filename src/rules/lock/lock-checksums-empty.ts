// Catalogue 4.3: `checksums = {}` verifies no platform, so every install fails as "not recorded".
import type { RuleContext, RuleMeta } from '../rule.js';
import { lockScope } from '../support/lock-scope.js';

export const meta = {
  id: 'lock-checksums-empty',
  severity: 'error',
  description: 'A lock entry records no checksum at all',
  group: 'lock',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const lock = lockScope(ctx.project);
  if (lock === null) return;
  for (const entry of lock.model.entries) {
    if (entry.checksums === null || entry.checksums.itemCount > 0) continue;
    ctx.report({
      file: lock.path,
      range: entry.checksums.attrRange,
      message: `lock entry provider ${JSON.stringify(entry.name)}: checksums is empty; regenerate it with a checksum per <os>_<arch> your team uses`,
      notes: ['the kernel can verify the binary on no platform, so every install fails'],
    });
  }
}
