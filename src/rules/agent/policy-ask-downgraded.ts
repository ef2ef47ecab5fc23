// 2.12: "ask" on a rule that only matches data_source / read_only calls is always downgraded
// to deny at evaluation time. Statically from the rule's kind and risk; with plugins also from
// the advertised kind of the tool it names.
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';
import { capView, operation } from '../capabilities/support/context.js';
import { kindLabel } from '../../models/advertised/decode.js';
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
function askSuggestions(value: Range): Change[] {
  return [
    { message: 'Replace with "deny" (what the kernel does)', edits: [replaceString(value, 'deny')] },
    { message: 'Replace with "allow"', edits: [replaceString(value, 'allow')] },
  ];
}

function byCriteria(ctx: RuleContext): void {
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

/** provider + tool_name naming a data_source or interactive operation; a no-op without capabilities. */
function byCapabilities(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  for (const p of view.model.policies) {
    if (p.action?.value !== 'ask' || !p.match?.valid) continue;
    const { kind, risk, provider, tool_name: tool } = p.match.fields;
    // byCriteria reports these already.
    if (kind?.value === 'data_source' || risk?.value === 'read_only') continue;
    const caps = provider ? view.caps.get(provider.value) : undefined;
    const op = caps && tool ? operation(caps, tool.value) : null;
    if (!op || (op.kind !== 'TOOL_KIND_DATA_SOURCE' && op.kind !== 'TOOL_KIND_INTERACTIVE')) continue;
    ctx.report({
      file: view.file,
      range: p.action.attrRange,
      message: `policy "${p.name}" asks, but provider "${provider!.value}" advertises "${tool!.value}" as ${kindLabel(op.kind)}, for which the kernel downgrades "ask" to "deny" at evaluation time; write action = "deny" (or "allow")`,
      suggestions: askSuggestions(p.action.range),
    });
  }
}

export function check(ctx: RuleContext): void {
  byCriteria(ctx);
  byCapabilities(ctx);
}
