// Group 2 (agent.hcl, static), in catalogue order.
import type { Rule } from '../rule.js';
import { attrTypeMismatch, duplicateSingletonBlock, integerTruncated, requiredProviderShape } from './decoder-findings.js';
import { enumValueInvalid } from './enum-value-invalid.js';
import { requiredProviderUnknownKey } from './required-provider-unknown-key.js';
import { providerSourceFormat } from './provider-source-format.js';
import { versionConstraintSyntax } from './version-constraint-syntax.js';
import { undeclaredProviderReference } from './undeclared-provider-reference.js';
import { policyConflict } from './policy-conflict.js';
import { policyEmptyMatch } from './policy-empty-match.js';
import { policyMatchUnknownKey } from './policy-match-unknown-key.js';
import { policyAskDowngraded } from './policy-ask-downgraded.js';
import { policyUnsatisfiable } from './policy-unsatisfiable.js';
import { policyDuplicateName } from './policy-duplicate-name.js';
import { profileModelMissingPrimary } from './profile-model-missing-primary.js';
import { profileToolScopeMalformed } from './profile-tool-scope-malformed.js';
import { numericRange } from './numeric-range.js';
import { hookPointUnknown } from './hook-point-unknown.js';
import { hookProviderUndeclared } from './hook-provider-undeclared.js';
import { hookTransformNonMutable } from './hook-transform-non-mutable.js';
import { hookDuplicateSubscription } from './hook-duplicate-subscription.js';
import { settingsObservabilityIgnored } from './settings-observability-ignored.js';
import { envEmptyName } from './env-empty-name.js';
import { tokenBudgetConvention } from './token-budget-convention.js';

export const agentRules: Rule[] = [
  duplicateSingletonBlock,
  attrTypeMismatch,
  enumValueInvalid,
  requiredProviderShape,
  requiredProviderUnknownKey,
  providerSourceFormat,
  versionConstraintSyntax,
  undeclaredProviderReference,
  policyConflict,
  policyEmptyMatch,
  policyMatchUnknownKey,
  policyAskDowngraded,
  policyUnsatisfiable,
  policyDuplicateName,
  profileModelMissingPrimary,
  profileToolScopeMalformed,
  numericRange,
  integerTruncated,
  hookPointUnknown,
  hookProviderUndeclared,
  hookTransformNonMutable,
  hookDuplicateSubscription,
  settingsObservabilityIgnored,
  envEmptyName,
  tokenBudgetConvention,
];
