// Group 7, in catalogue order: what a plugin advertises, checked on its own.
import type { IdsOf } from '../../rule.js';
import type { AdvertisedCheck } from './support/advertised.js';
import * as capConfigAttrType from './support/config-attr-type.js';
import * as capConfigObjectAttributes from './support/config-object-attributes.js';
import * as capConfigDefaultJson from './support/config-default-json.js';
import * as capConfigDefaultJsonRequired from './support/config-default-json-required.js';
import * as capDuplicateName from './support/duplicate-name.js';
import * as capKindRisk from './support/kind-risk.js';
import * as capConcurrencySpec from './support/concurrency-spec.js';
import * as capKeyFields from './support/key-fields.js';
import * as capSchemaSubset from './support/schema-subset.js';
import * as capDescriptionMissing from './support/description-missing.js';
import * as capModelPricing from './support/model-pricing.js';

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
