// Catalogue 2: required-provider-shape, emitted by the model decoders (src/models/agent/decode.ts); no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'required-provider-shape',
  severity: 'error',
  description: 'A required_providers entry that is not an object with string source and version.',
  group: 'agent',
  needsCapabilities: false,
  fixable: true,
  emittedBy: 'decoder',
} as const satisfies RuleMeta;
