// Catalogue 4.1. Emitted by decodeLockFile's version pre-pass, which then stops reading the file.
import type { RuleMeta } from '../rule.js';

export const meta = {
  id: 'lock-version-unsupported',
  severity: 'error',
  description: 'lock_file_version is missing or not 1: the kernel refuses the whole lock file',
  group: 'lock',
  needsCapabilities: false,
  emittedBy: 'decoder',
} as const satisfies RuleMeta;
