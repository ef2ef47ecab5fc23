// 2.14: two policies with the same label that do not conflict (a conflict is 2.9 alone).
import type { Policy } from '../../config/agent-model.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './context.js';
import { criteriaKey } from './policy-criteria.js';

export const meta: RuleMeta = { id: 'policy-duplicate-name', severity: 'warning', description: 'Two policies share a label without conflicting.', group: 'agent', needsCapabilities: false };

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  const byName = new Map<string, Policy[]>();
  for (const p of view.model.policies) {
    const earlier = byName.get(p.name) ?? [];
    const key = criteriaKey(p);
    const conflicting = key !== null && earlier.some((e) => criteriaKey(e) === key);
    if (earlier.length > 0 && !conflicting) {
      const first = earlier[0];
      ctx.report({
        file: view.file,
        range: p.headerRange,
        message: `policy "${p.name}" is declared again (first on line ${first.headerRange.start.line}): the kernel accepts both, but its messages cannot tell them apart; rename one`,
        related: [{ file: view.file, range: first.headerRange, message: `first policy "${p.name}"` }],
      });
    }
    earlier.push(p);
    byName.set(p.name, earlier);
  }
}
