// Emitted by the plugin host (src/plugin-host) while it locates and launches a provider's
// plugin; no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'plugin-describe-missing',
  severity: 'warning',
  description: 'A plugin serves no Describe, so its identity cannot be checked',
  group: 'plugin',
  needsCapabilities: false,
  emittedBy: 'plugin-host',
} as const satisfies RuleMeta;
