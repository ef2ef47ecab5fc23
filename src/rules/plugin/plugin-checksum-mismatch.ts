// Emitted by the plugin host (src/plugin-host) while it locates and launches a provider's
// plugin; no check function.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'plugin-checksum-mismatch',
  severity: 'error',
  description: "A cached plugin binary's SHA-256 differs from the lock file's checksum for this platform (it is not run)",
  group: 'plugin',
  needsCapabilities: false,
  emittedBy: 'plugin-host',
} as const satisfies RuleMeta;
