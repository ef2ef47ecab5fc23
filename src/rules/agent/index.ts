// Group 2 (agent.hcl, static), in catalogue order.
import type { IdsOf, Rule } from '../rule.js';
import * as duplicateSingletonBlock from './duplicate-singleton-block.js';
import * as attrTypeMismatch from './attr-type-mismatch.js';
import * as enumValueInvalid from './enum-value-invalid.js';
import * as requiredProviderShape from './required-provider-shape.js';
import * as requiredProviderUnknownKey from './required-provider-unknown-key.js';
import * as providerSourceFormat from './provider-source-format.js';
import * as versionConstraintSyntax from './version-constraint-syntax.js';
import * as undeclaredProviderReference from './undeclared-provider-reference.js';
import * as policyConflict from './policy-conflict.js';
import * as policyEmptyMatch from './policy-empty-match.js';
import * as policyMatchUnknownKey from './policy-match-unknown-key.js';
import * as policyAskDowngraded from './policy-ask-downgraded.js';
import * as policyUnsatisfiable from './policy-unsatisfiable.js';
import * as policyDuplicateName from './policy-duplicate-name.js';
import * as profileModelMissingPrimary from './profile-model-missing-primary.js';
import * as profileToolScopeMalformed from './profile-tool-scope-malformed.js';
import * as numericRange from './numeric-range.js';
import * as integerTruncated from './integer-truncated.js';
import * as hookPointUnknown from './hook-point-unknown.js';
import * as hookProviderUndeclared from './hook-provider-undeclared.js';
import * as hookTransformNonMutable from './hook-transform-non-mutable.js';
import * as hookDuplicateSubscription from './hook-duplicate-subscription.js';
import * as settingsObservabilityIgnored from './settings-observability-ignored.js';
import * as envEmptyName from './env-empty-name.js';
import * as secretLiteral from './secret-literal.js';
import * as tokenBudgetConvention from './token-budget-convention.js';

const rules = [
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
  // Not in the catalogue: the linter's own, after its entries.
  secretLiteral,
] satisfies Rule[];

export const agentRules: Rule[] = rules;
export type AgentRuleId = IdsOf<typeof rules>;
