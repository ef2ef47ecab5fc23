// 2.13 (static part): kind/risk combinations no conformant operation has (a resource is never
// read_only; a data_source always is). The capability part needs plugins.
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';
import { RISKS } from '../../models/agent/model.js';

export const meta = {
  id: 'policy-unsatisfiable',
  severity: 'warning',
  description: 'A policy whose kind and risk criteria no operation can satisfy.',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const p of view.model.policies) {
    if (!p.match?.valid) continue;
    const { kind, risk } = p.match.fields;
    if (!kind || !risk || !RISKS.includes(risk.value)) continue;
    let why: string | null = null;
    if (kind.value === 'resource' && risk.value === 'read_only') why = 'a resource operation is never read_only';
    else if (kind.value === 'data_source' && risk.value !== 'read_only') why = 'a data_source operation is always read_only';
    if (!why) continue;
    ctx.report({
      file: view.file,
      range: p.match.attrRange,
      message: `policy "${p.name}" can never match kind = "${kind.value}" with risk = "${risk.value}"; drop one of the two criteria`,
      notes: [`the combination is impossible, because ${why}`],
    });
  }
}
