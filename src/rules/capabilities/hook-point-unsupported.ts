// 3.6: a hook whose (loaded) provider does not list the point in supported_hook_points; an
// empty list supports no hooks. Unknown point labels are hook-point-unknown (2.19).
import type { RuleContext, RuleMeta } from '../rule.js';
import { HOOK_POINTS } from '../../models/agent/model.js';
import { capView } from './support/context.js';

export function hookPointEnum(point: string): string {
  return `HOOK_POINT_${point.toUpperCase().replaceAll('-', '_')}`;
}

export const meta = {
  id: 'hook-point-unsupported',
  severity: 'error',
  description: 'A hook at a point its provider does not list in supported_hook_points.',
  group: 'capabilities',
  needsCapabilities: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  for (const hook of view.model.hooks) {
    const provider = hook.provider?.value;
    const caps = provider === undefined ? undefined : view.caps.get(provider);
    if (!caps || !HOOK_POINTS.includes(hook.point)) continue;
    const wanted = hookPointEnum(hook.point);
    if (caps.hookPoints.some((p) => p.value === wanted)) continue;
    const listed = [...new Map(caps.hookPoints.map((p) => [p.value, p.label])).values()].sort();
    const which = listed.length === 0 ? 'it supports no hook points' : `it supports ${listed.join(', ')}`;
    ctx.report({
      file: view.file,
      range: hook.headerRange,
      message: `hook "${hook.point}": provider "${provider}" does not support this hook point (${which})`,
      notes: ['the kernel rejects this subscription at load'],
    });
  }
}
