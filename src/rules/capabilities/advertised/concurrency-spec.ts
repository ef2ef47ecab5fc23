// 7.7: interactive operations must not declare concurrency (the kernel ignores it); every other
// operation must (unset is treated as not safe, i.e. serialized).
import type { RuleMeta } from '../../rule.js';
import type { Inspect } from './advertised.js';
import { checkAdvertised } from './advertised.js';

export const meta = { id: 'cap-concurrency-spec', severity: 'warning', description: 'concurrency declared on an interactive operation, or missing on another.', group: 'advertised', needsCapabilities: true } as const satisfies RuleMeta;

export const inspect: Inspect = (caps, who) =>
  caps.operations.flatMap((op) => {
    // An operation without a kind (cap-kind-risk reports that) is not interactive either.
    const kind = op.kind;
    const declared = op.concurrency !== undefined;
    if (kind === 'TOOL_KIND_INTERACTIVE' && declared) return [`${who}: interactive ${op.label} declares concurrency, which the kernel ignores for interactive operations; remove it`];
    if (kind !== 'TOOL_KIND_INTERACTIVE' && !declared) return [`${who}: ${op.label} does not declare concurrency, so the kernel treats it as not safe and serializes every call; set concurrency explicitly`];
    return [];
  });

export const check = checkAdvertised(inspect);
