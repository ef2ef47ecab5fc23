// Emitted by the plugin host (src/plugin-host) while it locates and launches a provider's
// plugin; no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'plugin-rpc-failed',
  severity: 'error',
  description: 'A plugin answered a capability or Describe call with an error status',
  group: 'plugin',
  needsCapabilities: false,
  emittedBy: 'plugin-host',
} as const satisfies RuleMeta;
