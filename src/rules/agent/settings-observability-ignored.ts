// 2.23: with telemetry = false the kernel wires a discarding backend whatever observability{} says.
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';

export const meta = {
  id: 'settings-observability-ignored',
  severity: 'warning',
  description: 'An observability block while telemetry = false.',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  const s = view?.model.settings;
  if (!view || !s || s.telemetry?.value !== false) return;
  // Every observability{} block, like the other per-block checks.
  for (const observability of s.observabilities) {
    ctx.report({
      file: view.file,
      range: observability.headerRange,
      message: `settings: observability is ignored, telemetry = false (line ${s.telemetry.attrRange.start.line}); set telemetry = true or remove the block`,
    });
  }
}
