// 7.7: interactive operations must not declare concurrency (the kernel ignores it); every other
// operation must (unset is treated as not safe, i.e. serialized).
import type { AdvertisedCheck } from './advertised.js';
import { operations } from './advertised.js';

export const capConcurrencySpec: AdvertisedCheck = {
  meta: { id: 'cap-concurrency-spec', severity: 'warning', description: 'concurrency declared on an interactive operation, or missing on another.', group: 'advertised', needsCapabilities: true },
  inspect: (caps, who) =>
    operations(caps).flatMap((op) => {
      const kind = op.spec.kind;
      if (kind === undefined || kind === 'TOOL_KIND_UNSPECIFIED') return [];
      const declared = op.spec.concurrency !== undefined;
      if (kind === 'TOOL_KIND_INTERACTIVE' && declared) return [`${who}: interactive ${op.label} declares concurrency, which the kernel ignores for interactive operations; remove it`];
      if (kind !== 'TOOL_KIND_INTERACTIVE' && !declared) return [`${who}: ${op.label} does not declare concurrency, so the kernel treats it as not safe and serializes every call; set concurrency explicitly`];
      return [];
    }),
};
