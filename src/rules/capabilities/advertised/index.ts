// Group 7, in catalogue order: what a plugin advertises, checked on its own.
import type { AdvertisedCheck } from './advertised.js';
import { capConfigAttrType } from './config-attr-type.js';
import { capConfigObjectAttributes } from './config-object-attributes.js';
import { capConfigDefaultJson } from './config-default-json.js';
import { capConfigDefaultJsonRequired } from './config-default-json-required.js';
import { capDuplicateName } from './duplicate-name.js';
import { capKindRisk } from './kind-risk.js';
import { capConcurrencySpec } from './concurrency-spec.js';
import { capKeyFields } from './key-fields.js';
import { capSchemaSubset } from './schema-subset.js';
import { capDescriptionMissing } from './description-missing.js';
import { capModelPricing } from './model-pricing.js';

export const advertisedChecks: AdvertisedCheck[] = [
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
];
