// Whether a parsed default_json value has the JSON shape of a config attribute's type
// (recursively for objects: declared keys only, nested required present).
import { byName, typeLabel, type AttrType, type ConfigAttr } from '../../../models/advertised/config-attrs.js';

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** null when the value fits; else what is wrong, in a few words. */
export function defaultShapeProblem(type: AttrType, nested: ConfigAttr[], value: unknown, path: string): string | null {
  const expect = (ok: boolean): string | null => (ok ? null : `"${path}" must be ${typeLabel(type)} in JSON`);
  switch (type) {
    case 'string':
      return expect(typeof value === 'string');
    case 'number':
      return expect(typeof value === 'number');
    case 'bool':
      return expect(typeof value === 'boolean');
    case 'list_string':
      return expect(Array.isArray(value) && value.every((v) => typeof v === 'string'));
    case 'list_number':
      return expect(Array.isArray(value) && value.every((v) => typeof v === 'number'));
    case 'map_string':
      return expect(isPlainObject(value) && Object.values(value).every((v) => typeof v === 'string'));
    case 'object': {
      if (!isPlainObject(value)) return expect(false);
      const attrs = byName(nested);
      for (const key of Object.keys(value)) if (!attrs.has(key)) return `"${path}" has key "${key}", which object_attributes does not declare`;
      for (const [name, attr] of attrs) {
        if (!Object.hasOwn(value, name)) {
          if (attr.required) return `"${path}" lacks required nested attribute "${name}"`;
          continue;
        }
        if (attr.type === null) continue;
        const inner = defaultShapeProblem(attr.type, attr.objectAttributes, value[name], `${path}.${name}`);
        if (inner) return inner;
      }
      return null;
    }
  }
}
