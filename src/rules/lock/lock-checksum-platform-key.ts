// Catalogue 4.5: the kernel looks a checksum up by "<os>_<arch>"; a key of any other shape is
// never found, so that platform's installs fail as "not recorded".
import type { RuleContext, RuleMeta } from '../rule.js';
import { isPlatformKeyShape, suggestPlatformKey } from '../../models/lock/platform.js';
import { lockScope } from '../support/lock-scope.js';

export const meta = {
  id: 'lock-checksum-platform-key',
  severity: 'warning',
  description: 'A checksum key is not an <os>_<arch> platform key such as linux_amd64',
  group: 'lock',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const lock = lockScope(ctx.project);
  if (lock === null) return;
  for (const entry of lock.model.entries) {
    for (const sum of entry.checksums?.entries ?? []) {
      if (isPlatformKeyShape(sum.platform)) continue;
      const suggestion = suggestPlatformKey(sum.platform);
      const fix = suggestion === null ? 'write the key as <os>_<arch> in Go\'s spelling, e.g. "linux_amd64"' : `write ${JSON.stringify(suggestion)}`;
      ctx.report({
        file: lock.path,
        range: sum.platformRange,
        message: `checksum key ${JSON.stringify(sum.platform)} in lock entry provider ${JSON.stringify(entry.name)} is not an <os>_<arch> platform key; ${fix}`,
        notes: ['the kernel never finds such a key, and installs on that platform fail as "not recorded"'],
      });
    }
  }
}
