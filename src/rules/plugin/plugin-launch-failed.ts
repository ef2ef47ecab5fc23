// Emitted by the plugin host (src/plugin-host) while it locates and launches a provider's
// plugin; no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'plugin-launch-failed',
  severity: 'error',
  description: 'A plugin could not be started: spawn, handshake, dial, timeout or crash',
  group: 'plugin',
  needsCapabilities: false,
  emittedBy: 'plugin-host',
} as const satisfies RuleMeta;
