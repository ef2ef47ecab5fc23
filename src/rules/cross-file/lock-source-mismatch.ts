// Catalogue 6.3: the lock is the source of truth for what runs, so a lock source that differs
// from the declared one means the project runs a different plugin than it declares.
import type { RuleContext, RuleMeta } from '../rule.js';
import { checkProviderSource } from '../../models/lock/source.js';
import { crossFileScope } from '../support/lock-scope.js';

export const meta = {
  id: 'lock-source-mismatch',
  severity: 'warning',
  description: "A lock entry's source differs from the required_providers source",
  group: 'cross-file',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const scope = crossFileScope(ctx.project);
  if (scope === null) return;
  for (const entry of scope.model.providers.values()) {
    const declared = scope.required.get(entry.name)?.source;
    // A dev-overridden provider never reads its lock entry: lock-entry-dev-overridden covers it.
    if (entry.source === null || declared == null || scope.devOverrides.has(entry.name)) continue;
    if (entry.source.value === declared.value) continue;
    // A source that is not a forge address (`https://github.com/...`) is provider-source-format's
    // finding; "update the lock entry" would send the user the wrong way.
    if (!checkProviderSource(declared.value).ok || !checkProviderSource(entry.source.value).ok) continue;
    ctx.report({
      file: scope.path,
      range: entry.source.attrRange,
      message: `lock entry provider ${JSON.stringify(entry.name)} has source ${JSON.stringify(entry.source.value)}, but required_providers declares ${JSON.stringify(declared.value)}: the project would run a different plugin than it declares; update the lock entry`,
      related: [{ file: scope.agentPath, range: declared.itemRange, message: `source declared for ${JSON.stringify(entry.name)}` }],
    });
  }
}
