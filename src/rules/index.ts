// The registry: every rule in one list, in catalogue order (reference/checks.md), which is the
// order --list-rules and SARIF show. A rule is one module per id,
// src/rules/<group>/<id>.ts. Ids emitted elsewhere (the parser, the model decoders, the plugin
// host) are declared by their emitters in `as const` lists, checked here against the registry.
import type { IdsOf, RegisteredMeta, RegisteredRule, Rule } from './rule.js';
import { ruleUrl } from '../diagnostics/rule-url.js';
import { PARSER_RULE_IDS } from '../hcl/parser.js';
import { CONST_EVAL_RULE_IDS } from '../hcl/const-eval.js';
import { SCHEMA_DECODE_RULE_IDS } from '../hcl/schema-decode.js';
import { AGENT_DECODE_RULE_IDS } from '../models/agent/decode.js';
import { LOCK_DECODE_RULE_IDS } from '../models/lock/decode.js';
import { GLOBAL_DECODE_RULE_IDS } from '../models/global/decode.js';
import { PLUGIN_HOST_RULE_IDS } from '../plugin-host/provider-input.js';
import * as hclSyntax from './hcl/hcl-syntax.js';
import * as hclSingleLineBlock from './hcl/hcl-single-line-block.js';
import * as hclDuplicateAttribute from './hcl/hcl-duplicate-attribute.js';
import * as hclUnsupportedBlock from './hcl/hcl-unsupported-block.js';
import * as hclUnsupportedArgument from './hcl/hcl-unsupported-argument.js';
import * as hclMissingRequiredArgument from './hcl/hcl-missing-required-argument.js';
import * as hclBlockLabels from './hcl/hcl-block-labels.js';
import * as exprNotAllowed from './hcl/expr-not-allowed.js';
import * as duplicateLastWins from './hcl/duplicate-last-wins.js';
import * as duplicateSingletonBlock from './agent/duplicate-singleton-block.js';
import * as attrTypeMismatch from './agent/attr-type-mismatch.js';
import * as enumValueInvalid from './agent/enum-value-invalid.js';
import * as requiredProviderShape from './agent/required-provider-shape.js';
import * as requiredProviderUnknownKey from './agent/required-provider-unknown-key.js';
import * as providerSourceFormat from './agent/provider-source-format.js';
import * as versionConstraintSyntax from './agent/version-constraint-syntax.js';
import * as undeclaredProviderReference from './agent/undeclared-provider-reference.js';
import * as policyConflict from './agent/policy-conflict.js';
import * as policyEmptyMatch from './agent/policy-empty-match.js';
import * as policyMatchUnknownKey from './agent/policy-match-unknown-key.js';
import * as policyAskDowngraded from './agent/policy-ask-downgraded.js';
import * as policyUnsatisfiable from './agent/policy-unsatisfiable.js';
import * as policyDuplicateName from './agent/policy-duplicate-name.js';
import * as profileModelMissingPrimary from './agent/profile-model-missing-primary.js';
import * as profileToolScopeMalformed from './agent/profile-tool-scope-malformed.js';
import * as numericRange from './agent/numeric-range.js';
import * as integerTruncated from './agent/integer-truncated.js';
import * as hookPointUnknown from './agent/hook-point-unknown.js';
import * as hookProviderUndeclared from './agent/hook-provider-undeclared.js';
import * as hookTransformNonMutable from './agent/hook-transform-non-mutable.js';
import * as hookDuplicateSubscription from './agent/hook-duplicate-subscription.js';
import * as settingsObservabilityIgnored from './agent/settings-observability-ignored.js';
import * as envEmptyName from './agent/env-empty-name.js';
import * as tokenBudgetConvention from './agent/token-budget-convention.js';
import * as secretLiteral from './agent/secret-literal.js';
import * as providerConfigUnknownAttr from './capabilities/provider-config-unknown-attr.js';
import * as providerConfigMissingRequired from './capabilities/provider-config-missing-required.js';
import * as providerConfigTypeMismatch from './capabilities/provider-config-type-mismatch.js';
import * as providerConfigUnknownNestedAttr from './capabilities/provider-config-unknown-nested-attr.js';
import * as secretNotEnv from './capabilities/secret-not-env.js';
import * as hookPointUnsupported from './capabilities/hook-point-unsupported.js';
import * as profileToolUnknown from './capabilities/profile-tool-unknown.js';
import * as profileToolWildcardEmpty from './capabilities/profile-tool-wildcard-empty.js';
import * as profileSlashCommandUnresolved from './capabilities/profile-slash-command-unresolved.js';
import * as slashCommandCollision from './capabilities/slash-command-collision.js';
import * as modelRefUnresolvable from './capabilities/model-ref-unresolvable.js';
import * as settingsDefaultFrontend from './capabilities/settings-default-frontend.js';
import * as policyToolUnknown from './capabilities/policy-tool-unknown.js';
import * as policyMatchesNothing from './capabilities/policy-matches-nothing.js';
import * as policyShadowed from './capabilities/policy-shadowed.js';
import * as highRiskAllowed from './capabilities/high-risk-allowed.js';
import * as profileScopeDenied from './capabilities/profile-scope-denied.js';
import * as providerIdentityMismatch from './cross-file/provider-identity-mismatch.js';
import * as capConfigAttrType from './advertised/cap-config-attr-type.js';
import * as capConfigObjectAttributes from './advertised/cap-config-object-attributes.js';
import * as capConfigDefaultJson from './advertised/cap-config-default-json.js';
import * as capConfigDefaultJsonRequired from './advertised/cap-config-default-json-required.js';
import * as capDuplicateName from './advertised/cap-duplicate-name.js';
import * as capKindRisk from './advertised/cap-kind-risk.js';
import * as capConcurrencySpec from './advertised/cap-concurrency-spec.js';
import * as capKeyFields from './advertised/cap-key-fields.js';
import * as capSchemaSubset from './advertised/cap-schema-subset.js';
import * as capDescriptionMissing from './advertised/cap-description-missing.js';
import * as capModelPricing from './advertised/cap-model-pricing.js';
import * as pluginNotInstalled from './plugin/plugin-not-installed.js';
import * as pluginChecksumMismatch from './plugin/plugin-checksum-mismatch.js';
import * as pluginLaunchFailed from './plugin/plugin-launch-failed.js';
import * as pluginRpcFailed from './plugin/plugin-rpc-failed.js';
import * as pluginDescribeMissing from './plugin/plugin-describe-missing.js';
import * as pluginProtocolVersion from './plugin/plugin-protocol-version.js';
import * as pluginCategoryMismatch from './plugin/plugin-category-mismatch.js';
import * as lockVersionUnsupported from './lock/lock-version-unsupported.js';
import * as lockResolvedAtFormat from './lock/lock-resolved-at-format.js';
import * as lockChecksumsEmpty from './lock/lock-checksums-empty.js';
import * as lockChecksumFormat from './lock/lock-checksum-format.js';
import * as lockChecksumPlatformKey from './lock/lock-checksum-platform-key.js';
import * as lockVersionNotExact from './lock/lock-version-not-exact.js';
import * as mirrorDuplicatePrefix from './global/mirror-duplicate-prefix.js';
import * as lockEntryMissing from './cross-file/lock-entry-missing.js';
import * as lockEntryOrphan from './cross-file/lock-entry-orphan.js';
import * as lockSourceMismatch from './cross-file/lock-source-mismatch.js';
import * as lockVersionUnsatisfied from './cross-file/lock-version-unsatisfied.js';
import * as lockEntryDevOverridden from './cross-file/lock-entry-dev-overridden.js';
import * as lockFileMissing from './cross-file/lock-file-missing.js';
import * as devOverrideInCheckout from './global/dev-override-in-checkout.js';
import * as envVarUnset from './env/env-var-unset.js';
import * as devOverrideBinary from './env/dev-override-binary.js';
import * as invalidSuppression from './linter/invalid-suppression.js';
import * as unusedSuppression from './linter/unused-suppression.js';

const RULES = [
  // 1. HCL syntax and structure: the parser and the decoders emit these.
  hclSyntax,
  hclSingleLineBlock,
  hclDuplicateAttribute,
  hclUnsupportedBlock,
  hclUnsupportedArgument,
  hclMissingRequiredArgument,
  hclBlockLabels,
  exprNotAllowed,
  duplicateLastWins,
  // 2. agent.hcl, static.
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
  // The linter's own, after group 2.
  secretLiteral,
  // 3. agent.hcl, with plugin capabilities.
  providerConfigUnknownAttr,
  providerConfigMissingRequired,
  providerConfigTypeMismatch,
  providerConfigUnknownNestedAttr,
  secretNotEnv,
  hookPointUnsupported,
  profileToolUnknown,
  profileToolWildcardEmpty,
  profileSlashCommandUnresolved,
  slashCommandCollision,
  modelRefUnresolvable,
  settingsDefaultFrontend,
  policyToolUnknown,
  // The effective permissions (issue 26).
  policyMatchesNothing,
  policyShadowed,
  highRiskAllowed,
  profileScopeDenied,
  // 6.6, which needs capabilities too.
  providerIdentityMismatch,
  // 7. What a plugin advertises.
  capConfigAttrType,
  capConfigObjectAttributes,
  capConfigDefaultJson,
  capConfigDefaultJsonRequired,
  capDuplicateName,
  capKindRisk,
  capConcurrencySpec,
  capKeyFields,
  capSchemaSubset,
  capDescriptionMissing,
  capModelPricing,
  // The plugin host's findings (3.14 among them).
  pluginNotInstalled,
  pluginChecksumMismatch,
  pluginLaunchFailed,
  pluginRpcFailed,
  pluginDescribeMissing,
  pluginProtocolVersion,
  pluginCategoryMismatch,
  // 4. The lock file.
  lockVersionUnsupported,
  lockResolvedAtFormat,
  lockChecksumsEmpty,
  lockChecksumFormat,
  lockChecksumPlatformKey,
  lockVersionNotExact,
  // 5. The global config.
  mirrorDuplicatePrefix,
  // 6. Cross-file.
  lockEntryMissing,
  lockEntryOrphan,
  lockSourceMismatch,
  lockVersionUnsatisfied,
  lockEntryDevOverridden,
  // The linter's own, not in the catalogue.
  lockFileMissing,
  devOverrideInCheckout,
  // Opt-in, environment-dependent (catalogue §8).
  envVarUnset,
  devOverrideBinary,
  // The linter's own, about inline suppression directives: the engine emits them.
  invalidSuppression,
  unusedSuppression,
] satisfies Rule[];

/** Every rule id, derived from the registry. */
export type RuleId = IdsOf<typeof RULES>;

/** Every rule, each meta with its page's address. */
export const allRules: readonly RegisteredRule[] = RULES.map(({ meta, check }: Rule) => ({
  meta: { ...meta, url: ruleUrl(meta.id) },
  ...(check && { check }),
}));

/**
 * The ids each emitter declares, by the module that declares them: each must be a registered
 * rule's, so a misspelt one does not compile here (a test checks that each has exactly one meta).
 */
export const EMITTED_RULE_IDS = {
  'src/hcl/parser.ts': PARSER_RULE_IDS,
  'src/hcl/const-eval.ts': CONST_EVAL_RULE_IDS,
  'src/hcl/schema-decode.ts': SCHEMA_DECODE_RULE_IDS,
  'src/models/agent/decode.ts': AGENT_DECODE_RULE_IDS,
  'src/models/lock/decode.ts': LOCK_DECODE_RULE_IDS,
  'src/models/global/decode.ts': GLOBAL_DECODE_RULE_IDS,
  'src/plugin-host/provider-input.ts': PLUGIN_HOST_RULE_IDS,
} as const satisfies Record<string, readonly RuleId[]>;

const META_BY_ID: ReadonlyMap<string, RegisteredMeta> = new Map(allRules.map((r) => [r.meta.id, r.meta]));

/** The meta of a registered id. */
export function metaOf(id: RuleId): RegisteredMeta {
  const meta = META_BY_ID.get(id);
  if (!meta) throw new Error(`rule ${id} is not registered`);
  return meta;
}
