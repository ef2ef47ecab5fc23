// Emitted by the plugin host (src/plugin-host) while it locates and launches a provider's
// plugin; no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'plugin-not-installed',
  severity: 'warning',
  description: 'No dev_overrides path and no cached binary for a provider, so its capability checks are skipped',
  group: 'plugin',
  needsCapabilities: false,
  emittedBy: 'plugin-host',
} as const satisfies RuleMeta;
