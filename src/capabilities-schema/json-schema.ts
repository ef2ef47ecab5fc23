// ConfigSchema → JSON Schema encoding cty's safe conversions (checks.md §0.3 regime 2), so
// ajv accepts exactly what hcldec would convert: a number or numeric string for a number, a
// bool or "true"/"false"/"1"/"0" for a bool (go-cty's string-to-bool conversion), any scalar for
// a string; a scalar is never a list.
import type { AttrType, ConfigAttr } from './config-attrs.js';
import { byName } from './config-attrs.js';

export type JsonSchema = Record<string, unknown>;

/**
 * What cty's string-to-number conversion parses (decimal, optional sign, fraction, exponent).
 * Each digit can be matched one way only: `[0-9]+\\.?[0-9]*` split a run of digits every way
 * before failing, quadratic in its length (64 KiB took 18 s).
 */
export const NUMERIC_STRING = '^[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?$';

const STRING: JsonSchema = { type: ['string', 'number', 'boolean', 'null'] };
const NUMBER: JsonSchema = { type: ['number', 'string', 'null'], pattern: NUMERIC_STRING };
const BOOL: JsonSchema = { enum: [true, false, 'true', 'false', '1', '0', null] };

function attrSchema(type: AttrType | null, nested: ConfigAttr[]): JsonSchema {
  switch (type) {
    case null:
      return {};
    case 'string':
      return STRING;
    case 'number':
      return NUMBER;
    case 'bool':
      return BOOL;
    case 'list_string':
      return { type: ['array', 'null'], items: STRING };
    case 'list_number':
      return { type: ['array', 'null'], items: NUMBER };
    case 'map_string':
      return { type: ['object', 'null'], additionalProperties: STRING };
    case 'object':
      return { ...objectSchema(nested), type: ['object', 'null'] };
  }
}

function objectSchema(attrs: ConfigAttr[]): JsonSchema {
  const declared = [...byName(attrs)];
  // fromEntries defines own properties, so even a name like "__proto__" stays a property.
  const properties = Object.fromEntries(declared.map(([name, attr]) => [name, attrSchema(attr.type, attr.objectAttributes)]));
  const required = declared.filter(([, attr]) => attr.required).map(([name]) => name);
  return { type: 'object', properties, required, additionalProperties: false };
}

/** The JSON Schema of a whole `provider{}` body (a closed object). */
export function bodySchema(attrs: ConfigAttr[]): JsonSchema {
  return objectSchema(attrs);
}
