// 2.14: two policies with the same label that do not conflict (a conflicting pair is 2.9 alone).
// One finding per re-declaration, at the later policy, naming the first policy of that label it
// does not conflict with: n policies of one label give n - 1 findings, in linear time.
import type { Policy } from '../../models/agent/model.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';
import { criteriaKey } from './support/policy-criteria.js';

export const meta = {
  id: 'policy-duplicate-name',
  severity: 'warning',
  description: 'Two policies share a label without conflicting.',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

interface Label {
  first: { policy: Policy; key: string | null };
  /** The first policy after `first` that cannot conflict with it: named by a later one that conflicts with `first`. */
  other?: Policy;
}

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  const byName = new Map<string, Label>();
  for (const p of view.model.policies) {
    const key = criteriaKey(p);
    const label = byName.get(p.name);
    if (!label) {
      byName.set(p.name, { first: { policy: p, key } });
      continue;
    }
    // Same criteria as the first (not null): policy-conflict reports that pair; name the first other one.
    const named = key === null || label.first.key !== key ? label.first.policy : label.other;
    if (label.other === undefined && (key === null || key !== label.first.key)) label.other = p;
    if (named === undefined) continue;
    ctx.report({
      file: view.file,
      range: p.headerRange,
      message: `policy "${p.name}" is declared again (first on line ${named.headerRange.start.line}): the kernel accepts both, but its messages cannot tell them apart; rename one`,
      related: [{ file: view.file, range: named.headerRange, message: `policy "${p.name}"` }],
    });
  }
}
