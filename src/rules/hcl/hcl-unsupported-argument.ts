// Catalogue 1: hcl-unsupported-argument, emitted by the model decoders (src/hcl/schema-decode.ts and its users); no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'hcl-unsupported-argument',
  severity: 'error',
  description: 'An argument its enclosing body does not declare.',
  group: 'hcl',
  needsCapabilities: false,
  emittedBy: 'decoder',
  fixable: true,
} as const satisfies RuleMeta;
