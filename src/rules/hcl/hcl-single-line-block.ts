// Catalogue 1: hcl-single-line-block, emitted by the HCL parser (src/hcl); no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'hcl-single-line-block',
  severity: 'error',
  description: 'A block opened and closed on one line holds more than one argument, a comma or a nested block.',
  group: 'hcl',
  needsCapabilities: false,
  fixable: true,
  emittedBy: 'parser',
} as const satisfies RuleMeta;
