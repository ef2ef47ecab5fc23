// 7.6: every operation needs a kind and a risk, and they must agree: a resource is never
// read_only; data_source and interactive always are.
import type { RuleMeta } from '../rule.js';
import type { Inspect } from './support/advertised.js';
import { checkAdvertised, enumLabel, said, type Said } from './support/advertised.js';

export const meta = {
  id: 'cap-kind-risk',
  severity: 'error',
  description: 'A tool or command with a missing kind or risk, or a contradictory pair.',
  group: 'advertised',
  needsCapabilities: true,
} as const satisfies RuleMeta;

const inspect: Inspect = (caps, who) =>
  caps.operations.flatMap((op) => {
    const { kind, risk } = op;
    const out: Said[] = [];
    const kindSet = kind !== undefined && kind !== 'TOOL_KIND_UNSPECIFIED';
    const riskSet = risk !== undefined && risk !== 'RISK_CLASS_UNSPECIFIED';
    if (!kindSet) out.push(said(`${who}: ${op.label} has no kind (${enumLabel(kind ?? 'TOOL_KIND_UNSPECIFIED')}); the kernel cannot classify the call`));
    if (!riskSet)
      out.push(said(`${who}: ${op.label} has no risk (${enumLabel(risk ?? 'RISK_CLASS_UNSPECIFIED')}); risk-based policies cannot classify the call`));
    if (kindSet && riskSet) {
      if (kind === 'TOOL_KIND_RESOURCE' && risk === 'RISK_CLASS_READ_ONLY')
        out.push(said(`${who}: ${op.label} is TOOL_KIND_RESOURCE with RISK_CLASS_READ_ONLY, but a resource operation is never read-only`));
      if ((kind === 'TOOL_KIND_DATA_SOURCE' || kind === 'TOOL_KIND_INTERACTIVE') && risk !== 'RISK_CLASS_READ_ONLY')
        out.push(
          said(`${who}: ${op.label} is ${enumLabel(kind)} with ${enumLabel(risk)}, but data_source and interactive operations must be RISK_CLASS_READ_ONLY`),
        );
    }
    return out;
  });

export const check = checkAdvertised(inspect);
