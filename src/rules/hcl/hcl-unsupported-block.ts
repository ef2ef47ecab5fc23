// Catalogue 1: hcl-unsupported-block, emitted by the model decoders (src/hcl/schema-decode.ts and its users); no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'hcl-unsupported-block',
  severity: 'error',
  description: 'A block type its enclosing body does not allow.',
  group: 'hcl',
  needsCapabilities: false,
  emittedBy: 'decoder',
  fixable: true,
} as const satisfies RuleMeta;
