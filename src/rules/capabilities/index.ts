// Checks that need plugin capabilities: group 3 in catalogue order, 6.6, then group 7.
// The capability halves of 2.12, 2.13 and 2.25 live in capability-halves.ts and join their
// static rules through withCapabilityHalf (one registry entry per id).
import type { Rule } from '../rule.js';
import { providerConfigUnknownAttr } from './provider-config-unknown-attr.js';
import { providerConfigMissingRequired } from './provider-config-missing-required.js';
import { providerConfigTypeMismatch } from './provider-config-type-mismatch.js';
import { providerConfigUnknownNestedAttr } from './provider-config-unknown-nested-attr.js';
import { secretNotEnv } from './secret-not-env.js';
import { hookPointUnsupported } from './hook-point-unsupported.js';
import { profileToolUnknown } from './profile-tool-unknown.js';
import { profileToolWildcardEmpty } from './profile-tool-wildcard-empty.js';
import { profileSlashCommandUnresolved } from './profile-slash-command-unresolved.js';
import { slashCommandCollision } from './slash-command-collision.js';
import { modelRefUnresolvable } from './model-ref-unresolvable.js';
import { settingsDefaultFrontend } from './settings-default-frontend.js';
import { policyToolUnknown } from './policy-tool-unknown.js';
import { providerIdentityMismatch } from './provider-identity-mismatch.js';
import { advertisedRule } from './advertised/advertised.js';
import { advertisedChecks } from './advertised/index.js';

export const capabilityRules: Rule[] = [
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
  ...advertisedChecks.map(advertisedRule),
];
