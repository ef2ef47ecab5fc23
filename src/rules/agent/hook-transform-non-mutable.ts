// 2.21: only pre-model-call has transform-mutable fields; elsewhere a transform must echo its input.
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './context.js';
import { HOOK_POINTS } from './hook-points.js';

export const meta: RuleMeta = { id: 'hook-transform-non-mutable', severity: 'warning', description: 'mode = "transform" at a point with no transform-mutable fields.', group: 'agent', needsCapabilities: false };

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const h of view.model.hooks) {
    if (h.mode?.value !== 'transform' || h.point === 'pre-model-call' || !HOOK_POINTS.includes(h.point)) continue;
    ctx.report({
      file: view.file,
      range: h.mode.attrRange,
      message: `hook "${h.point}": mode "transform" can change nothing at ${h.point} (only pre-model-call has mutable fields); any change aborts the chain with INVALID_RESPONSE; use "observe" or "veto"`,
    });
  }
}
