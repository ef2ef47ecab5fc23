// 2.14: two policies with the same label that do not conflict (a conflict is 2.9 alone).
import type { Policy } from '../../config/agent-model.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './context.js';
import { criteriaKey } from './policy-criteria.js';

export const meta: RuleMeta = { id: 'policy-duplicate-name', severity: 'warning', description: 'Two policies share a label without conflicting.', group: 'agent', needsCapabilities: false };

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  // Per label: the first policy and the criteria seen so far (a Set keeps this linear).
  const byName = new Map<string, { first: Policy; criteria: Set<string> }>();
  for (const p of view.model.policies) {
    const key = criteriaKey(p);
    const seen = byName.get(p.name);
    if (!seen) {
      byName.set(p.name, { first: p, criteria: new Set(key === null ? [] : [key]) });
      continue;
    }
    if (key === null || !seen.criteria.has(key)) {
      const { first } = seen;
      ctx.report({
        file: view.file,
        range: p.headerRange,
        message: `policy "${p.name}" is declared again (first on line ${first.headerRange.start.line}): the kernel accepts both, but its messages cannot tell them apart; rename one`,
        related: [{ file: view.file, range: first.headerRange, message: `first policy "${p.name}"` }],
      });
    }
    if (key !== null) seen.criteria.add(key);
  }
}
