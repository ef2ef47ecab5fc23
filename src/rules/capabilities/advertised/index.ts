// Group 7, in catalogue order: what a plugin advertises, checked on its own.
import type { IdsOf } from '../../rule.js';
import type { AdvertisedCheck } from './advertised.js';
import * as capConfigAttrType from './config-attr-type.js';
import * as capConfigObjectAttributes from './config-object-attributes.js';
import * as capConfigDefaultJson from './config-default-json.js';
import * as capConfigDefaultJsonRequired from './config-default-json-required.js';
import * as capDuplicateName from './duplicate-name.js';
import * as capKindRisk from './kind-risk.js';
import * as capConcurrencySpec from './concurrency-spec.js';
import * as capKeyFields from './key-fields.js';
import * as capSchemaSubset from './schema-subset.js';
import * as capDescriptionMissing from './description-missing.js';
import * as capModelPricing from './model-pricing.js';

const rules = [
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
] satisfies AdvertisedCheck[];

export const advertisedChecks: AdvertisedCheck[] = rules;
export type AdvertisedRuleId = IdsOf<typeof rules>;
