// A provider's ConfigSchema read from its capability message(s) into a plain, typed shape.
// Values come from the wire (protobuf-JSON), so every field is checked rather than trusted:
// an unusable type is `null` here and reported by cap-config-attr-type (7.1).
import type { CapabilityMessage, ProviderCapabilities } from '../capabilities/types.js';
import { CATEGORIES } from '../capabilities/types.js';

export const ATTR_TYPES = ['string', 'number', 'bool', 'list_string', 'list_number', 'map_string', 'object'] as const;
export type AttrType = (typeof ATTR_TYPES)[number];

export interface ConfigAttr {
  name: string;
  /** null: missing, ATTR_TYPE_UNSPECIFIED or not one of the seven values. */
  type: AttrType | null;
  /** The type as the plugin sent it, for messages. */
  rawType: unknown;
  required: boolean;
  sensitive: boolean;
  objectAttributes: ConfigAttr[];
  /** Present when the plugin set default_json (even to ""). */
  defaultJson?: string;
}

type Obj = Record<string, unknown>;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function objects(v: unknown): Obj[] {
  return Array.isArray(v) ? v.filter(isObj) : [];
}

export function attrType(raw: unknown): AttrType | null {
  if (typeof raw !== 'string' || !raw.startsWith('ATTR_TYPE_')) return null;
  const t = raw.slice('ATTR_TYPE_'.length).toLowerCase();
  return (ATTR_TYPES as readonly string[]).includes(t) ? (t as AttrType) : null;
}

export function readAttr(raw: Obj): ConfigAttr {
  const attr: ConfigAttr = {
    name: typeof raw.name === 'string' ? raw.name : '',
    type: attrType(raw.type),
    rawType: raw.type,
    required: raw.required === true,
    sensitive: raw.sensitive === true,
    objectAttributes: objects(raw.object_attributes).map(readAttr),
  };
  if (typeof raw.default_json === 'string') attr.defaultJson = raw.default_json;
  return attr;
}

/** The config_schema of one capability message (none set: no attributes). */
export function messageConfigAttrs(msg: CapabilityMessage): ConfigAttr[] {
  return isObj(msg.config_schema) ? objects(msg.config_schema.attributes).map(readAttr) : [];
}

/**
 * The schema of a provider's `provider{}` block. A plugin serving several categories sends a
 * config_schema with each; the first category (catalogue order) that declares one is used.
 */
export function providerConfigAttrs(caps: ProviderCapabilities): ConfigAttr[] {
  for (const category of CATEGORIES) {
    const msg = caps.categories[category];
    if (msg && isObj(msg.config_schema)) return messageConfigAttrs(msg);
  }
  return [];
}

/** The last declaration of each name wins, as upstream's buildSpec does (duplicates are 7.5). */
export function byName(attrs: ConfigAttr[]): Map<string, ConfigAttr> {
  return new Map(attrs.map((a) => [a.name, a]));
}

/** The type as HCL writes it (`list(string)`), for showing a schema. */
export function hclType(t: AttrType): string {
  switch (t) {
    case 'list_string':
      return 'list(string)';
    case 'list_number':
      return 'list(number)';
    case 'map_string':
      return 'map(string)';
    default:
      return t;
  }
}

export function typeLabel(t: AttrType): string {
  switch (t) {
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'bool':
      return 'a bool';
    case 'list_string':
      return 'a list of strings';
    case 'list_number':
      return 'a list of numbers';
    case 'map_string':
      return 'a map of strings';
    case 'object':
      return 'an object';
  }
}
