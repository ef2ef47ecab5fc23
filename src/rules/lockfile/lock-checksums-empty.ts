// Catalogue 4.3: `checksums = {}` verifies no platform, so every install fails as "not recorded".
import type { RuleContext, RuleMeta } from '../rule.js';
import { lockScope } from './scope.js';

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
      message: `checksums of lock entry provider ${JSON.stringify(entry.name)} is empty: the kernel can verify its binary on no platform, so every install fails; regenerate the entry so it records a checksum for every <os>_<arch> your team installs on`,
    });
  }
}
