// 3.8: "<p>.*" where the loaded provider's tools namespace is empty: it grants nothing.
import type { RuleContext, RuleMeta } from '../rule.js';
import { capView, scopedToolEntries } from './support/context.js';

export const meta = {
  id: 'profile-tool-wildcard-empty',
  severity: 'warning',
  description: '"<provider>.*" for a provider that advertises no tools.',
  group: 'capabilities',
  needsCapabilities: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  for (const { profile, item, scope, caps } of scopedToolEntries(view)) {
    if (scope.tool !== '*' || caps.toolNamespace.size > 0) continue;
    ctx.report({
      file: view.file,
      range: item.range,
      message: `agent_profile "${profile.name}": "${item.value}" grants nothing, provider "${scope.provider}" advertises no tools; remove the entry`,
      notes: [`provider "${scope.provider}" serves ${caps.served.join(', ')}, and advertises no tools or direct-invoke commands`],
    });
  }
}
