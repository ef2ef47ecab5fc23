// 2.14: two policies with the same label that do not conflict (a conflicting pair is 2.9 alone).
// Every such pair is reported at the later policy; a label repeated many times names at most
// MAX_PAIRS earlier policies, then says how many more.
import type { Policy } from '../../models/agent/model.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';
import { MAX_PAIRS, reportedPairs } from '../support/pairs.js';
import { criteriaKey } from './support/policy-criteria.js';

export const meta = {
  id: 'policy-duplicate-name',
  severity: 'warning',
  description: 'Two policies share a label without conflicting.',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

interface Label {
  earlier: { policy: Policy; key: string | null }[];
  /** How many earlier policies have each criteria key: those conflict with a later one of the same key. */
  keys: Map<string, number>;
}

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  // Only a repeated label can report; most files repeat none.
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const p of view.model.policies) (seen.has(p.name) ? repeated : seen).add(p.name);
  if (repeated.size === 0) return;
  const byName = new Map<string, Label>();
  for (const p of view.model.policies) {
    if (!repeated.has(p.name)) continue;
    const key = criteriaKey(p);
    let label = byName.get(p.name);
    if (!label) byName.set(p.name, (label = { earlier: [], keys: new Map() }));
    const conflicting = key === null ? 0 : (label.keys.get(key) ?? 0);
    const pairs = label.earlier.length - conflicting;
    const named: Policy[] = [];
    for (const q of label.earlier) {
      if (named.length === MAX_PAIRS) break;
      if (key === null || q.key !== key) named.push(q.policy);
    }
    for (const { partner: q, more } of reportedPairs(named, pairs)) {
      ctx.report({
        file: view.file,
        range: p.headerRange,
        message: `policy "${p.name}" is declared again (also on line ${q.headerRange.start.line}${more > 0 ? ` and ${more} more` : ''}): the kernel accepts both, but its messages cannot tell them apart; rename one`,
        related: [{ file: view.file, range: q.headerRange, message: `policy "${p.name}"` }],
      });
    }
    label.earlier.push({ policy: p, key });
    if (key !== null) label.keys.set(key, conflicting + 1);
  }
}
