// Catalogue 2: duplicate-singleton-block, emitted by the model decoders (src/models/agent/decode.ts); no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'duplicate-singleton-block',
  severity: 'error',
  description: 'A second required_providers, settings, provider "<n>", agent_profile "<n>" or primary block.',
  group: 'agent',
  needsCapabilities: false,
  emittedBy: 'decoder',
} as const satisfies RuleMeta;
