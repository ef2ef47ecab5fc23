// 2.11: unknown match keys are silently ignored upstream, which widens the rule.
import type { RuleContext, RuleMeta } from '../rule.js';
import { MATCH_KEYS, type MatchKey } from '../../models/agent/model.js';
import { nearName, onlyNearName } from '../../text/did-you-mean.js';
import { agentView } from './support/context.js';
import { renameKey } from '../../hcl/edits.js';

export const meta = {
  id: 'policy-match-unknown-key',
  severity: 'warning',
  description: 'A match key other than tool_name, provider, risk or kind.',
  group: 'agent',
  needsCapabilities: false,
  fixable: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const p of view.model.policies) {
    const match = p.match;
    for (const k of match?.unknownKeys ?? []) {
      const near = nearName(k.key, [...MATCH_KEYS]);
      // Renamed only to a key the match does not set (a key written twice is here once, at the copy the kernel reads).
      const only = onlyNearName(k.key, MATCH_KEYS) as MatchKey | undefined;
      const certain = only !== undefined && match!.valid && !match!.fields[only] && k.literal;
      const fix = near ? `did you mean "${near}"?` : 'use tool_name, provider, risk or kind';
      ctx.report({
        file: view.file,
        range: k.keyRange,
        message: `policy "${p.name}": match key "${k.key}" is not recognised; ${fix}`,
        notes: ['the kernel silently ignores an unknown match key, which widens the rule'],
        fix: certain ? renameKey(k.keyRange, k.key, only!) : undefined,
      });
    }
  }
}
