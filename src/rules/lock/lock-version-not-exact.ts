// Catalogue 4.6: a lock entry records the exact resolved release, which names the release asset;
// a constraint or partial version can never be installed.
import type { RuleContext, RuleMeta } from '../rule.js';
import { isExactVersion } from '../../models/lock/version.js';
import { lockScope } from '../support/lock-scope.js';

export const meta = {
  id: 'lock-version-not-exact',
  severity: 'error',
  description: "A lock entry's version is a constraint or partial version, not an exact release",
  group: 'lock',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const lock = lockScope(ctx.project);
  if (lock === null) return;
  for (const entry of lock.model.entries) {
    if (entry.version === null || isExactVersion(entry.version.value)) continue;
    ctx.report({
      file: lock.path,
      range: entry.version.attrRange,
      message: `version ${JSON.stringify(entry.version.value)} in lock entry provider ${JSON.stringify(entry.name)} is not an exact version; regenerate the lock entry`,
      notes: ['a lock entry records the resolved release as MAJOR.MINOR.PATCH (e.g. "1.2.4"), not a constraint'],
    });
  }
}
