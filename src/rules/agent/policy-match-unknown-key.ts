// 2.11: unknown match keys are silently ignored upstream, which widens the rule.
import type { RuleContext, RuleMeta } from '../rule.js';
import { MATCH_KEYS } from '../../config/agent-model.js';
import { nearName } from '../../text/did-you-mean.js';
import { agentView } from './context.js';

export const meta = { id: 'policy-match-unknown-key', severity: 'warning', description: 'A match key other than tool_name, provider, risk or kind.', group: 'agent', needsCapabilities: false } as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const p of view.model.policies) {
    for (const k of p.match?.unknownKeys ?? []) {
      const near = nearName(k.key, [...MATCH_KEYS]);
      const fix = near ? `did you mean "${near}"?` : 'use tool_name, provider, risk or kind';
      ctx.report({
        file: view.file,
        range: k.keyRange,
        message: `policy "${p.name}": match key "${k.key}" is not recognised and is silently ignored, which widens the rule; ${fix}`,
      });
    }
  }
}
