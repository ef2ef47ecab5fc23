// Catalogue 2: attr-type-mismatch, emitted by the model decoders (src/models/agent/decode.ts, src/models/lock, src/models/global/decode.ts); no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'attr-type-mismatch',
  severity: 'error',
  description: 'A kernel-owned value of the wrong type (checked strictly, without conversion).',
  group: 'agent',
  needsCapabilities: false,
  emittedBy: 'decoder',
} as const satisfies RuleMeta;
