// 2.12 (static part): "ask" on a rule that only matches data_source / read_only calls is always
// downgraded to deny at evaluation time. The capability part (a named tool's advertised kind) needs plugins.
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';
import type { Change, Range } from '../../diagnostics/diagnostic.js';
import { replaceString } from '../../hcl/edits.js';

export const meta = {
  id: 'policy-ask-downgraded',
  severity: 'warning',
  description: 'action = "ask" on a rule that only matches calls the kernel never asks about.',
  group: 'agent',
  needsCapabilities: false,
  hasSuggestions: true,
} as const satisfies RuleMeta;

/** "deny" says what the kernel does already; "allow" is the other way out: the person picks. */
export function askSuggestions(value: Range): Change[] {
  return [
    { message: 'Replace with "deny" (what the kernel does)', edits: [replaceString(value, 'deny')] },
    { message: 'Replace with "allow"', edits: [replaceString(value, 'allow')] },
  ];
}

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const p of view.model.policies) {
    if (p.action?.value !== 'ask' || !p.match?.valid) continue;
    const { kind, risk } = p.match.fields;
    const reason = kind?.value === 'data_source' ? 'kind = "data_source"' : risk?.value === 'read_only' ? 'risk = "read_only"' : null;
    if (!reason) continue;
    ctx.report({
      file: view.file,
      range: p.action.attrRange,
      message: `policy "${p.name}" asks, but the kernel denies ${reason} calls; write action = "deny" (or "allow")`,
      notes: [`it only matches ${reason} calls, for which the kernel downgrades "ask" to "deny" at evaluation time`],
      suggestions: askSuggestions(p.action.range),
    });
  }
}
