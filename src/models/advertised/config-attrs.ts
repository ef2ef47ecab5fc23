// A provider's config attributes in a plain, typed shape (read from the wire by
// decodeAdvertised, src/models/advertised/decode.ts), and how their types are written.

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
  /** As sent ('' when not a string): shown by the language server, never in a diagnostic. */
  description: string;
  objectAttributes: ConfigAttr[];
  /** Present when the plugin set default_json (even to ""). */
  defaultJson?: string;
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
