// A provider body's evaluated values as JSON for ajv, with an index from each JSON pointer
// back to where the value is written, so every validation error can point into agent.hcl.
import type { Range } from '../diagnostics/diagnostic.js';
import type { LocatedValue } from '../config/const-eval.js';

/** Stands for a value known only at run time (env(), a template over env()): a string then. */
export const RUN_TIME_STRING = '\u0000run-time string';

export interface Place {
  /** Readable path for messages: `sandbox.mode`, `roots[1]`. */
  path: string;
  /** The key (object item or attribute name); the value itself for list elements. */
  keyRange: Range;
  valueRange: Range;
  /** The value; null when it could not be evaluated (already reported as expr-not-allowed). */
  value: LocatedValue | null;
}

export interface BodyJson {
  data: Record<string, unknown>;
  places: Map<string, Place>;
}

export function pointerSegment(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

export interface TopLevelValue {
  name: string;
  nameRange: Range;
  valueRange: Range;
  value: LocatedValue | null;
}

function toJson(v: LocatedValue, pointer: string, path: string, places: Map<string, Place>): unknown {
  switch (v.type) {
    case 'string':
    case 'number':
    case 'bool':
      return v.value;
    case 'null':
      return null;
    case 'unknown':
      return RUN_TIME_STRING;
    case 'tuple':
      return v.elements.map((el, i) => {
        const p = `${pointer}/${i}`;
        const elPath = `${path}[${i}]`;
        places.set(p, { path: elPath, keyRange: el.range, valueRange: el.range, value: el });
        return toJson(el, p, elPath, places);
      });
    case 'object': {
      return Object.fromEntries(
        v.entries.map((e) => {
          const p = `${pointer}/${pointerSegment(e.key)}`;
          const itemPath = `${path}.${e.key}`;
          places.set(p, { path: itemPath, keyRange: e.keyRange, valueRange: e.value.range, value: e.value });
          return [e.key, toJson(e.value, p, itemPath, places)];
        }),
      );
    }
  }
}

/** Values that could not be evaluated become `null` in the data; their places say so. */
export function bodyJson(values: TopLevelValue[]): BodyJson {
  const places = new Map<string, Place>();
  const data: Record<string, unknown> = Object.fromEntries(
    values.map((v) => {
      const pointer = `/${pointerSegment(v.name)}`;
      places.set(pointer, { path: v.name, keyRange: v.nameRange, valueRange: v.valueRange, value: v.value });
      return [v.name, v.value ? toJson(v.value, pointer, v.name, places) : null];
    }),
  );
  return { data, places };
}
