// 3.8: "<p>.*" where the loaded provider's tools namespace is empty: it grants nothing.
import type { RuleContext, RuleMeta } from '../rule.js';
import { splitToolScope } from '../agent/tool-scope.js';
import { capView, servedCategories, toolNamespace } from './context.js';

export const meta: RuleMeta = { id: 'profile-tool-wildcard-empty', severity: 'warning', description: '"<provider>.*" for a provider that advertises no tools.', group: 'capabilities', needsCapabilities: true };

export function check(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  for (const profile of view.model.profiles) {
    for (const item of profile.tools?.value ?? []) {
      const scope = splitToolScope(item.value);
      const caps = scope ? view.caps.get(scope.provider) : undefined;
      if (!scope || !caps || scope.tool !== '*' || toolNamespace(caps).size > 0) continue;
      ctx.report({
        file: view.file,
        range: item.range,
        message: `agent_profile "${profile.name}": "${item.value}" grants nothing: provider "${scope.provider}" (${servedCategories(caps).join(', ')}) advertises no tools or direct-invoke commands; remove the entry`,
      });
    }
  }
}
