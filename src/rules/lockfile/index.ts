// Lock-file (group 4), global-config (group 5) and cross-file (group 6) rules in catalogue order,
// lock-file-missing (harness-lint's own), then the opt-in environment checks of catalogue §8.
import type { IdsOf, Rule } from '../rule.js';
import * as lockVersionUnsupported from './lock-version-unsupported.js';
import * as lockResolvedAtFormat from './lock-resolved-at-format.js';
import * as lockChecksumsEmpty from './lock-checksums-empty.js';
import * as lockChecksumFormat from './lock-checksum-format.js';
import * as lockChecksumPlatformKey from './lock-checksum-platform-key.js';
import * as lockVersionNotExact from './lock-version-not-exact.js';
import * as mirrorDuplicatePrefix from './mirror-duplicate-prefix.js';
import * as lockFileMissing from './lock-file-missing.js';
import * as lockEntryMissing from './lock-entry-missing.js';
import * as lockEntryOrphan from './lock-entry-orphan.js';
import * as lockSourceMismatch from './lock-source-mismatch.js';
import * as lockVersionUnsatisfied from './lock-version-unsatisfied.js';
import * as lockEntryDevOverridden from './lock-entry-dev-overridden.js';
import * as devOverrideInCheckout from './dev-override-in-checkout.js';
import * as envVarUnset from './env-var-unset.js';
import * as devOverrideBinary from './dev-override-binary.js';

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
