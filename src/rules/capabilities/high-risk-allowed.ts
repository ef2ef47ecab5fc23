// A resource tool of risk high or critical that policy allows without asking: named with the
// policy that lets it through and the more cautious policies ("ask", "deny") that match it too
// but are outranked (the motivating case of issue 26: { provider = "agent" } allowing a
// critical spawn over { risk = "critical" } denying it). Reported at that policy's action, once
// per tool. The default never allows a resource call, so a policy always decides these.
import type { Policy } from '../../models/agent/model.js';
import type { ToolPermission } from '../../models/permissions/compute.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { permissionsView } from './support/permissions.js';

export const meta = {
  id: 'high-risk-allowed',
  severity: 'warning',
  description: 'A high or critical risk resource tool that policy allows without asking.',
  group: 'capabilities',
  needsCapabilities: true,
} as const satisfies RuleMeta;

const HIGH: readonly string[] = ['high', 'critical'];

/** A resource tool of high or critical risk that runs without asking. */
const allowedHighRisk = (tool: ToolPermission): boolean => tool.decision === 'allow' && tool.kind === 'resource' && HIGH.includes(tool.risk);

export function check(ctx: RuleContext): void {
  const view = permissionsView(ctx);
  if (!view) return;
  // Per tool, the cautious policies it outranks: gathered from each policy's outcome.
  const cautious = new Map<string, { policy: Policy; action: string }[]>();
  for (const { policy, outranked } of view.outcomes.values()) {
    const action = policy.action!.value;
    if (action === 'allow') continue;
    for (const { tool } of outranked) {
      if (!allowedHighRisk(tool)) continue;
      const list = cautious.get(tool.tool) ?? [];
      list.push({ policy, action });
      cautious.set(tool.tool, list);
    }
  }
  for (const tool of view.permissions.tools) {
    if (!allowedHighRisk(tool) || tool.policy?.action == null) continue;
    const over = cautious.get(tool.tool) ?? [];
    ctx.report({
      file: view.file,
      range: tool.policy.action.attrRange,
      message: `policy "${tool.policy.name}" allows ${tool.tool} (risk ${tool.risk}) without asking`,
      notes:
        over.length === 0
          ? undefined
          : [
              `it outranks ${over.map((c) => `"${c.policy.name}" (${c.action})`).join(', ')}, which ${over.length === 1 ? 'matches' : 'match'} ${tool.tool} too`,
            ],
      related: over.map((c) => ({
        file: view.file,
        range: c.policy.headerRange,
        message: `policy "${c.policy.name}" (${c.action}) matches ${tool.tool} but is outranked`,
      })),
    });
  }
}
