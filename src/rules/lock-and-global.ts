// Lock-file (group 4), global-config (group 5) and cross-file (group 6) rules in catalogue order,
// lock-file-missing (harness-lint's own), then the opt-in environment checks of catalogue §8.
import type { IdsOf, Rule } from './rule.js';
import * as lockVersionUnsupported from './lock/lock-version-unsupported.js';
import * as lockResolvedAtFormat from './lock/lock-resolved-at-format.js';
import * as lockChecksumsEmpty from './lock/lock-checksums-empty.js';
import * as lockChecksumFormat from './lock/lock-checksum-format.js';
import * as lockChecksumPlatformKey from './lock/lock-checksum-platform-key.js';
import * as lockVersionNotExact from './lock/lock-version-not-exact.js';
import * as mirrorDuplicatePrefix from './global/mirror-duplicate-prefix.js';
import * as lockFileMissing from './cross-file/lock-file-missing.js';
import * as lockEntryMissing from './cross-file/lock-entry-missing.js';
import * as lockEntryOrphan from './cross-file/lock-entry-orphan.js';
import * as lockSourceMismatch from './cross-file/lock-source-mismatch.js';
import * as lockVersionUnsatisfied from './cross-file/lock-version-unsatisfied.js';
import * as lockEntryDevOverridden from './cross-file/lock-entry-dev-overridden.js';
import * as devOverrideInCheckout from './global/dev-override-in-checkout.js';
import * as envVarUnset from './env/env-var-unset.js';
import * as devOverrideBinary from './env/dev-override-binary.js';

const rules = [
  lockVersionUnsupported,
  lockResolvedAtFormat,
  lockChecksumsEmpty,
  lockChecksumFormat,
  lockChecksumPlatformKey,
  lockVersionNotExact,
  mirrorDuplicatePrefix,
  lockEntryMissing,
  lockEntryOrphan,
  lockSourceMismatch,
  lockVersionUnsatisfied,
  lockEntryDevOverridden,
  lockFileMissing,
  devOverrideInCheckout,
  envVarUnset,
  devOverrideBinary,
] satisfies Rule[];

export const lockAndGlobalRules: Rule[] = rules;
export type LockAndGlobalRuleId = IdsOf<typeof rules>;
