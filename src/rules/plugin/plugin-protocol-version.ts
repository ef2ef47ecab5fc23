// Emitted by the plugin host (src/plugin-host) while it locates and launches a provider's
// plugin; no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'plugin-protocol-version',
  severity: 'error',
  description: "A plugin's handshake or Describe names a protocol version other than 1 (catalogue 3.14)",
  group: 'plugin',
  needsCapabilities: false,
  emittedBy: 'plugin-host',
} as const satisfies RuleMeta;
