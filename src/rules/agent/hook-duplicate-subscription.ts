// 2.22: the same provider subscribed twice to one point is dispatched twice.
import type { Hook } from '../../config/agent-model.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './context.js';

export const meta: RuleMeta = { id: 'hook-duplicate-subscription', severity: 'warning', description: 'Two hook blocks with the same point and provider.', group: 'agent', needsCapabilities: false };

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  const seen = new Map<string, Hook>();
  for (const h of view.model.hooks) {
    if (!h.provider) continue;
    const key = JSON.stringify([h.point, h.provider.value]);
    const first = seen.get(key);
    if (!first) {
      seen.set(key, h);
      continue;
    }
    ctx.report({
      file: view.file,
      range: h.headerRange,
      message: `hook "${h.point}" subscribes provider "${h.provider.value}" again (first on line ${first.headerRange.start.line}), so the kernel dispatches it twice; remove one`,
      related: [{ file: view.file, range: first.headerRange, message: `first hook "${h.point}" for "${h.provider.value}"` }],
    });
  }
}
