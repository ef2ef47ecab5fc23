// 2.25 (static part): the reserved provider setting token_budget is a positive integer. The
// schema part (a context/memory provider declaring it with a non-number type) needs plugins.
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';

export const meta = {
  id: 'token-budget-convention',
  severity: 'warning',
  description: 'A provider token_budget that is not a positive integer.',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const p of view.model.providers) {
    for (const { attr, value } of p.values) {
      if (attr.name !== 'token_budget' || value?.type !== 'number') continue;
      if (Number.isInteger(value.value) && value.value > 0) continue;
      ctx.report({
        file: view.file,
        range: value.range,
        message: `provider "${p.name}": token_budget = ${value.value} is not a positive whole number of tokens; write one`,
        notes: ['token_budget is reserved: a positive integer number of tokens'],
      });
    }
  }
}
