// 7.2: object_attributes must be non-empty if and only if the type is ATTR_TYPE_OBJECT.
import type { AdvertisedCheck } from './advertised.js';
import { allConfigAttrs } from './advertised.js';

export const capConfigObjectAttributes: AdvertisedCheck = {
  meta: { id: 'cap-config-object-attributes', severity: 'error', description: 'object_attributes set on a non-object attribute, or missing on an object one.', group: 'advertised', needsCapabilities: true },
  inspect: (caps, who) =>
    allConfigAttrs(caps).flatMap(({ attr, path }) => {
      if (attr.type === null) return [];
      if (attr.type === 'object' && attr.objectAttributes.length === 0) return [`${who}: config attribute "${path}" is ATTR_TYPE_OBJECT but declares no object_attributes; an object attribute needs its nested schema`];
      if (attr.type !== 'object' && attr.objectAttributes.length > 0) return [`${who}: config attribute "${path}" is ATTR_TYPE_${attr.type.toUpperCase()} but declares object_attributes, which only an ATTR_TYPE_OBJECT attribute may have`];
      return [];
    }),
};
