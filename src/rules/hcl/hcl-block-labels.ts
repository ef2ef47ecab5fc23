// Catalogue 1: hcl-block-labels, emitted by the model decoders (src/hcl/schema-decode.ts and its users); no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'hcl-block-labels',
  severity: 'error',
  description: 'A block has the wrong number of labels.',
  group: 'hcl',
  needsCapabilities: false,
  emittedBy: 'decoder',
} as const satisfies RuleMeta;
