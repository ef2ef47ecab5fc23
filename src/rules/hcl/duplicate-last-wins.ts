// Catalogue 1: duplicate-last-wins, emitted by the model decoders (src/hcl/schema-decode.ts and its users); no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'duplicate-last-wins',
  severity: 'warning',
  description: 'A repeated nested block or object key that the kernel silently collapses, keeping the last.',
  group: 'hcl',
  needsCapabilities: false,
  emittedBy: 'decoder',
} as const satisfies RuleMeta;
