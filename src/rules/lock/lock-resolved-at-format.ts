// Catalogue 4.2: resolved_at must parse as Go's time.RFC3339, or the kernel refuses the lock file.
import type { RuleContext, RuleMeta } from '../rule.js';
import { rfc3339Problem } from '../../models/lock/rfc3339.js';
import { lockScope } from '../support/lock-scope.js';

export const meta = {
  id: 'lock-resolved-at-format',
  severity: 'error',
  description: "A lock entry's resolved_at is not an RFC 3339 timestamp",
  group: 'lock',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const lock = lockScope(ctx.project);
  if (lock === null) return;
  for (const entry of lock.model.entries) {
    if (entry.resolvedAt === null) continue;
    const problem = rfc3339Problem(entry.resolvedAt.value);
    if (problem === null) continue;
    ctx.report({
      file: lock.path,
      range: entry.resolvedAt.attrRange,
      message: `resolved_at ${JSON.stringify(entry.resolvedAt.value)} in lock entry provider ${JSON.stringify(entry.name)} is not an RFC 3339 timestamp (${problem}), so the kernel refuses the lock file; write it like "2026-07-22T18:04:00Z"`,
    });
  }
}
