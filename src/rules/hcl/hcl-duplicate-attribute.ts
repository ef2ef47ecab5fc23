// Catalogue 1: hcl-duplicate-attribute, emitted by the HCL parser (src/hcl); no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'hcl-duplicate-attribute',
  severity: 'error',
  description: 'The same argument is set twice in one body.',
  group: 'hcl',
  needsCapabilities: false,
  emittedBy: 'parser',
} as const satisfies RuleMeta;
