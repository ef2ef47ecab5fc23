// 2.13: a policy no operation can match. Statically, kind/risk combinations no conformant
// operation has (a resource is never read_only; a data_source always is); with plugins also a
// kind or risk that contradicts what the named tool advertises.
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';
import { capView, operation } from '../capabilities/support/context.js';
import { RISKS } from '../../models/agent/model.js';
import { kindLabel, riskLabel } from '../../models/advertised/decode.js';

export const meta = {
  id: 'policy-unsatisfiable',
  severity: 'warning',
  description: 'A policy whose kind and risk criteria no operation can satisfy.',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

const KIND_ENUM: Record<string, string> = { resource: 'TOOL_KIND_RESOURCE', data_source: 'TOOL_KIND_DATA_SOURCE' };

function riskEnum(risk: string): string {
  return `RISK_CLASS_${risk.toUpperCase()}`;
}

/** Why no operation can have both, or null. */
function impossible(kind: string, risk: string): string | null {
  if (!RISKS.includes(risk)) return null;
  if (kind === 'resource' && risk === 'read_only') return 'a resource operation is never read_only';
  if (kind === 'data_source' && risk !== 'read_only') return 'a data_source operation is always read_only';
  return null;
}

function byCriteria(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const p of view.model.policies) {
    if (!p.match?.valid) continue;
    const { kind, risk } = p.match.fields;
    if (!kind || !risk) continue;
    const why = impossible(kind.value, risk.value);
    if (!why) continue;
    ctx.report({
      file: view.file,
      range: p.match.attrRange,
      message: `policy "${p.name}" can never match kind = "${kind.value}" with risk = "${risk.value}"; drop one of the two criteria`,
      notes: [`the combination is impossible, because ${why}`],
    });
  }
}

/** provider + tool_name whose advertised kind or risk contradicts the rule's; a no-op without capabilities. */
function byCapabilities(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  for (const p of view.model.policies) {
    if (!p.match?.valid) continue;
    const { kind, risk, provider, tool_name: tool } = p.match.fields;
    // byCriteria reports these already.
    if (kind && risk && impossible(kind.value, risk.value)) continue;
    const caps = provider ? view.caps.get(provider.value) : undefined;
    const op = caps && tool ? operation(caps, tool.value) : null;
    if (!op) continue;
    const clashes: string[] = [];
    if (kind && KIND_ENUM[kind.value] && op.kind && op.kind !== KIND_ENUM[kind.value]) clashes.push(`kind = "${kind.value}" but it is ${kindLabel(op.kind)}`);
    if (risk && RISKS.includes(risk.value) && op.risk && op.risk !== riskEnum(risk.value))
      clashes.push(`risk = "${risk.value}" but its risk is ${riskLabel(op.risk)}`);
    if (clashes.length === 0) continue;
    ctx.report({
      file: view.file,
      range: p.match.attrRange,
      message: `policy "${p.name}" can never match: provider "${provider!.value}" advertises "${tool!.value}", and the rule says ${clashes.join(', and ')}; fix or drop the contradicting criteria`,
    });
  }
}

export function check(ctx: RuleContext): void {
  byCriteria(ctx);
  byCapabilities(ctx);
}
