// Catalogue 1: hcl-missing-required-argument, emitted by the model decoders (src/hcl/schema-decode.ts and its users); no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'hcl-missing-required-argument',
  severity: 'error',
  description: 'A required argument is absent.',
  group: 'hcl',
  needsCapabilities: false,
  emittedBy: 'decoder',
} as const satisfies RuleMeta;
