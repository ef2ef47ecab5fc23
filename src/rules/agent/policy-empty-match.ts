// 2.10: a match with none of the four recognised keys matches every call (spec: MUST warn).
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';

export const meta = {
  id: 'policy-empty-match',
  severity: 'warning',
  description: 'A policy match that sets none of tool_name, provider, risk, kind.',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const p of view.model.policies) {
    const m = p.match;
    if (!m || !m.valid || Object.keys(m.fields).length > 0) continue;
    const ignored =
      m.unknownKeys.length > 0 ? ` (${m.unknownKeys.map((k) => `"${k.key}"`).join(', ')} ${m.unknownKeys.length === 1 ? 'is' : 'are'} not recognised)` : '';
    ctx.report({
      file: view.file,
      range: m.attrRange,
      message: `policy "${p.name}" has an empty match${ignored}, so it matches every call; add criteria if that is not intended`,
      notes: ['a match sets any of tool_name, provider, risk, kind'],
    });
  }
}
