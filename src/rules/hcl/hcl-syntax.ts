// Catalogue 1: hcl-syntax, emitted by the HCL parser (src/hcl); no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'hcl-syntax',
  severity: 'error',
  description: 'The file is not valid HCL native syntax.',
  group: 'hcl',
  needsCapabilities: false,
  fixable: true,
  emittedBy: 'parser',
} as const satisfies RuleMeta;
