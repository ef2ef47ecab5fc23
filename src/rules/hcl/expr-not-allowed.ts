// Catalogue 1: expr-not-allowed, emitted by the model decoders (src/hcl/schema-decode.ts and its users); no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'expr-not-allowed',
  severity: 'error',
  description: 'A variable or function call where the kernel evaluates without any (env() only inside provider blocks).',
  group: 'hcl',
  needsCapabilities: false,
  fixable: true,
  emittedBy: 'decoder',
} as const satisfies RuleMeta;
