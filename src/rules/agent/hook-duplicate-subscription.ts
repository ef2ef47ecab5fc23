// 2.22: the same provider subscribed twice to one point is dispatched twice. Every such pair is
// reported at the later hook, at most MAX_PAIRS of them per hook.
import type { Hook } from '../../models/agent/model.js';
import { reportedPairs } from '../support/pairs.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';

export const meta = {
  id: 'hook-duplicate-subscription',
  severity: 'warning',
  description: 'Two hook blocks with the same point and provider.',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  const seen = new Map<string, Hook[]>();
  for (const h of view.model.hooks) {
    if (!h.provider) continue;
    const provider = h.provider.value;
    const key = JSON.stringify([h.point, provider]);
    const earlier = seen.get(key);
    if (!earlier) {
      seen.set(key, [h]);
      continue;
    }
    for (const { partner: before, more } of reportedPairs(earlier)) {
      ctx.report({
        file: view.file,
        range: h.headerRange,
        message: `hook "${h.point}" subscribes provider "${provider}" again (also on line ${before.headerRange.start.line}${more > 0 ? ` and ${more} more` : ''}); remove one`,
        notes: ['the kernel dispatches the hook to the provider once per subscription'],
        related: [{ file: view.file, range: before.headerRange, message: `hook "${h.point}" for "${provider}"` }],
      });
    }
    earlier.push(h);
  }
}
