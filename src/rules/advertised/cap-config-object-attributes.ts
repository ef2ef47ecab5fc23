// 7.2: object_attributes must be non-empty if and only if the type is ATTR_TYPE_OBJECT.
import type { RuleMeta } from '../rule.js';
import type { Inspect } from './support/advertised.js';
import { checkAdvertised, allConfigAttrs, said } from './support/advertised.js';

export const meta = {
  id: 'cap-config-object-attributes',
  severity: 'error',
  description: 'object_attributes set on a non-object attribute, or missing on an object one.',
  group: 'advertised',
  needsCapabilities: true,
} as const satisfies RuleMeta;

const inspect: Inspect = (caps, who) =>
  allConfigAttrs(caps).flatMap(({ attr, path }) => {
    if (attr.type === 'object' && attr.objectAttributes.length === 0)
      return [said(`${who}: config attribute "${path}" is ATTR_TYPE_OBJECT but declares no object_attributes`, `an object attribute needs its nested schema`)];
    if (attr.type !== 'object' && attr.objectAttributes.length > 0) {
      // Also without a valid type (cap-config-attr-type reports that): object_attributes still need ATTR_TYPE_OBJECT.
      const is = attr.type !== null ? `is ATTR_TYPE_${attr.type.toUpperCase()}` : typeof attr.rawType === 'string' ? `is ${attr.rawType}` : 'has no type';
      return [said(`${who}: config attribute "${path}" ${is} but declares object_attributes`, `only an ATTR_TYPE_OBJECT attribute may have object_attributes`)];
    }
    return [];
  });

export const check = checkAdvertised(inspect);
