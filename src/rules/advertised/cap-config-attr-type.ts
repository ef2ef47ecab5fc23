// 7.1: a config attribute type that is missing, UNSPECIFIED or unknown, at any depth: the
// kernel cannot build a decoder, so the provider can never be configured.
import type { RuleMeta } from '../rule.js';
import type { Inspect } from './support/advertised.js';
import { checkAdvertised, allConfigAttrs, enumLabel, said } from './support/advertised.js';

export const meta = {
  id: 'cap-config-attr-type',
  severity: 'error',
  description: 'A config_schema attribute with a missing or invalid type.',
  group: 'advertised',
  needsCapabilities: true,
} as const satisfies RuleMeta;

const inspect: Inspect = (caps, who) =>
  allConfigAttrs(caps)
    .filter(({ attr }) => attr.type === null)
    .map(({ attr, path }) =>
      said(
        `${who}: config attribute "${path}" has type ${attr.rawType === undefined ? 'ATTR_TYPE_UNSPECIFIED (unset)' : enumLabel(attr.rawType)}, which is invalid`,
        `it is not one of the seven attribute types; the kernel cannot decode it, so the provider can never be configured`,
      ),
    );

export const check = checkAdvertised(inspect);
