// 3.6: a hook whose (loaded) provider does not list the point in supported_hook_points; an
// empty list supports no hooks. Unknown point labels are hook-point-unknown (2.19).
import type { RuleContext, RuleMeta } from '../rule.js';
import { HOOK_POINTS } from '../../config/agent-model.js';
import { capView, messages, shown } from './context.js';

export function hookPointEnum(point: string): string {
  return `HOOK_POINT_${point.toUpperCase().replaceAll('-', '_')}`;
}

function pointLabel(value: unknown): string {
  return typeof value === 'string' && value.startsWith('HOOK_POINT_') ? value.slice('HOOK_POINT_'.length).toLowerCase().replaceAll('_', '-') : shown(value);
}

export const meta: RuleMeta = { id: 'hook-point-unsupported', severity: 'error', description: "A hook at a point its provider does not list in supported_hook_points.", group: 'capabilities', needsCapabilities: true };

export function check(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  for (const hook of view.model.hooks) {
    const provider = hook.provider?.value;
    const caps = provider === undefined ? undefined : view.caps.get(provider);
    if (!caps || !HOOK_POINTS.includes(hook.point)) continue;
    const supported = new Set(messages(caps).flatMap(([, msg]) => (Array.isArray(msg.supported_hook_points) ? msg.supported_hook_points : [])));
    if (supported.has(hookPointEnum(hook.point))) continue;
    const listed = [...supported].map(pointLabel).sort();
    const which = listed.length === 0 ? 'it supports no hook points' : `it supports ${listed.join(', ')}`;
    ctx.report({
      file: view.file,
      range: hook.headerRange,
      message: `hook "${hook.point}": provider "${provider}" does not support the ${hook.point} hook point (${which}); the kernel rejects this subscription at load`,
    });
  }
}
