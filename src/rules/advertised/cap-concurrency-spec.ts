// 7.7: interactive operations must not declare concurrency (the kernel ignores it); every other
// operation must (unset is treated as not safe, i.e. serialized).
import type { RuleMeta } from '../rule.js';
import type { Inspect } from './support/advertised.js';
import { checkAdvertised, said } from './support/advertised.js';

export const meta = {
  id: 'cap-concurrency-spec',
  severity: 'warning',
  description: 'concurrency declared on an interactive operation, or missing on another.',
  group: 'advertised',
  needsCapabilities: true,
} as const satisfies RuleMeta;

const inspect: Inspect = (caps, who) =>
  caps.operations.flatMap((op) => {
    // An operation without a kind (cap-kind-risk reports that) is not interactive either.
    const kind = op.kind;
    const declared = op.concurrency !== undefined;
    if (kind === 'TOOL_KIND_INTERACTIVE' && declared)
      return [said(`${who}: interactive ${op.label} declares concurrency; remove it`, `the kernel ignores concurrency for interactive operations`)];
    if (kind !== 'TOOL_KIND_INTERACTIVE' && !declared)
      return [
        said(
          `${who}: ${op.label} does not declare concurrency; set it explicitly`,
          `the kernel treats an operation without concurrency as not safe and serializes every call`,
        ),
      ];
    return [];
  });

export const check = checkAdvertised(inspect);
