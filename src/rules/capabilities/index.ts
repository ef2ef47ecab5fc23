// Checks that need plugin capabilities: group 3 in catalogue order, 6.6, then group 7.
// The capability halves of 2.12, 2.13 and 2.25 live in capability-halves.ts and join their
// static rules through withCapabilityHalf (one registry entry per id).
import type { IdsOf, Rule } from '../rule.js';
import * as providerConfigUnknownAttr from './provider-config-unknown-attr.js';
import * as providerConfigMissingRequired from './provider-config-missing-required.js';
import * as providerConfigTypeMismatch from './provider-config-type-mismatch.js';
import * as providerConfigUnknownNestedAttr from './provider-config-unknown-nested-attr.js';
import * as secretNotEnv from './secret-not-env.js';
import * as hookPointUnsupported from './hook-point-unsupported.js';
import * as profileToolUnknown from './profile-tool-unknown.js';
import * as profileToolWildcardEmpty from './profile-tool-wildcard-empty.js';
import * as profileSlashCommandUnresolved from './profile-slash-command-unresolved.js';
import * as slashCommandCollision from './slash-command-collision.js';
import * as modelRefUnresolvable from './model-ref-unresolvable.js';
import * as settingsDefaultFrontend from './settings-default-frontend.js';
import * as policyToolUnknown from './policy-tool-unknown.js';
import * as providerIdentityMismatch from './provider-identity-mismatch.js';
import { advertisedChecks, type AdvertisedRuleId } from './advertised/index.js';

const rules = [
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
  providerIdentityMismatch,
] satisfies Rule[];

export const capabilityRules: Rule[] = [...rules, ...advertisedChecks];
export type CapabilityRuleId = IdsOf<typeof rules> | AdvertisedRuleId;
