// 2.9: two policies with identical criteria (same specificity tuple, same values). Actions are
// not compared, as upstream's Conflicts does. Every conflicting pair is reported, at the later
// policy's header. Bucketed by criteria: linear in the number of policies, plus one finding per
// pair; a policy repeated many times names at most MAX_PAIRS earlier ones, then how many more.
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';
import { reportedPairs } from '../support/pairs.js';
import { bucketByCriteria, describeCriteria } from './support/policy-criteria.js';

export const meta = {
  id: 'policy-conflict',
  severity: 'error',
  description: 'Two policies with identical match criteria.',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const bucket of bucketByCriteria(view.model.policies).values()) {
    for (let i = 1; i < bucket.length; i++) {
      const p = bucket[i];
      for (const { partner: earlier, more } of reportedPairs(bucket, i)) {
        const andMore = more > 0 ? ` (and ${more} more earlier ${more === 1 ? 'policy' : 'policies'} with the same criteria)` : '';
        ctx.report({
          file: view.file,
          range: p.headerRange,
          message: `policy "${p.name}" conflicts with policy "${earlier.name}" on line ${earlier.headerRange.start.line}${andMore}; merge them or make one more specific`,
          notes: [`both match exactly ${describeCriteria(p)}, which the kernel refuses whatever their actions`],
          related: [{ file: view.file, range: earlier.headerRange, message: `policy "${earlier.name}"` }],
        });
      }
    }
  }
}
