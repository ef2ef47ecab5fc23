// 2.15: a model{} block needs exactly one primary; every one of them, since the kernel decodes
// (and rejects) each model{} of a profile before the last wins.
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';

export const meta = {
  id: 'profile-model-missing-primary',
  severity: 'error',
  description: 'A model block without a primary block.',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const prof of view.model.profiles) {
    for (const m of prof.models) {
      if (m.primary) continue;
      const fix = m.fallbacks.length > 0 ? 'turn the first fallback into primary' : 'add primary { provider = ..., id = ... }';
      ctx.report({
        file: view.file,
        range: m.headerRange,
        message: `agent_profile "${prof.name}": the model block has no primary block; ${fix}`,
        notes: ['the kernel requires a primary { provider = ..., id = ... } block in every model block'],
      });
    }
  }
}
