// Catalogue 2: integer-truncated, emitted by the model decoders (src/models/agent/decode.ts, src/models/lock, src/models/global/decode.ts); no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'integer-truncated',
  severity: 'warning',
  description: 'A fractional value for an integer field, which the kernel silently truncates.',
  group: 'agent',
  needsCapabilities: false,
  emittedBy: 'decoder',
} as const satisfies RuleMeta;
