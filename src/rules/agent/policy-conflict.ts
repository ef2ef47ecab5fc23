// 2.9: two policies with identical criteria (same specificity tuple, same values). Actions are
// not compared, as upstream's Conflicts does. Bucketed by criteria: linear in the number of policies.
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './context.js';
import { bucketByCriteria, describeCriteria } from './policy-criteria.js';

export const meta: RuleMeta = { id: 'policy-conflict', severity: 'error', description: 'Two policies with identical match criteria.', group: 'agent', needsCapabilities: false };

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const bucket of bucketByCriteria(view.model.policies).values()) {
    const first = bucket[0];
    for (let i = 1; i < bucket.length; i++) {
      const p = bucket[i];
      const others = i > 1 ? ` (and ${i - 1} other earlier ${i - 1 === 1 ? 'policy' : 'policies'})` : '';
      ctx.report({
        file: view.file,
        range: p.headerRange,
        message: `policy "${p.name}" conflicts with policy "${first.name}" on line ${first.headerRange.start.line}${others}: both match exactly ${describeCriteria(p)}, which the kernel refuses whatever their actions; merge them or make one more specific`,
        related: [{ file: view.file, range: first.headerRange, message: `policy "${first.name}"` }],
      });
    }
  }
}
