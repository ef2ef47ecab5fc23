// cty's types and values, as far as HCL expressions can produce them: primitives, tuples and
// objects from constructors, lists, maps and sets from type unification, null and unknown.
import type { Range } from '../ast.js';
import type { BigFloat } from './bigfloat.js';

export type Type =
  | { kind: 'string' | 'number' | 'bool' | 'dynamic' }
  | { kind: 'tuple'; elements: Type[] }
  /** Attribute names in byte order, as cty keeps them. */
  | { kind: 'object'; attributes: [string, Type][] }
  | { kind: 'list' | 'map' | 'set'; element: Type };

export const STRING: Type = { kind: 'string' };
export const NUMBER: Type = { kind: 'number' };
export const BOOL: Type = { kind: 'bool' };
export const DYNAMIC: Type = { kind: 'dynamic' };

/** An object attribute or map element, with the ranges of its key and its `key = value` item. */
export interface Entry {
  value: Value;
  keyRange?: Range;
  itemRange?: Range;
}

export type Value = (
  | { kind: 'unknown'; type: Type }
  | { kind: 'null'; type: Type }
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: BigFloat }
  | { kind: 'bool'; value: boolean }
  | { kind: 'tuple'; elements: Value[] }
  /** Keys in insertion order (a repeated key moves to its last place); cty's order is sorted(). */
  | { kind: 'object'; entries: Map<string, Entry> }
  | { kind: 'list' | 'set'; element: Type; elements: Value[] }
  | { kind: 'map'; element: Type; entries: Map<string, Entry> }
) & { range?: Range };

export const UNKNOWN: Value = { kind: 'unknown', type: DYNAMIC };

export function isPrimitive(t: Type): boolean {
  return t.kind === 'string' || t.kind === 'number' || t.kind === 'bool';
}

/** Byte order of UTF-8, which is how Go sorts strings (UTF-16 order differs above U+FFFF). */
export function compareKeys(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.codePointAt(i) as number;
    const cb = b.codePointAt(i) as number;
    if (ca !== cb) return ca < cb ? -1 : 1;
    if (ca > 0xffff) i++;
  }
  return a.length - b.length;
}

export function sortedKeys(entries: Map<string, Entry>): string[] {
  return [...entries.keys()].sort(compareKeys);
}

export function typeOf(v: Value): Type {
  switch (v.kind) {
    case 'unknown':
    case 'null':
      return v.type;
    case 'string':
      return STRING;
    case 'number':
      return NUMBER;
    case 'bool':
      return BOOL;
    case 'tuple':
      return { kind: 'tuple', elements: v.elements.map(typeOf) };
    case 'object':
      return { kind: 'object', attributes: sortedKeys(v.entries).map((k) => [k, typeOf((v.entries.get(k) as Entry).value)]) };
    case 'list':
    case 'set':
    case 'map':
      return { kind: v.kind, element: v.element };
  }
}

export function typeEquals(a: Type, b: Type): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'tuple': {
      const be = (b as typeof a).elements;
      return a.elements.length === be.length && a.elements.every((t, i) => typeEquals(t, be[i]));
    }
    case 'object': {
      const ba = (b as typeof a).attributes;
      return a.attributes.length === ba.length && a.attributes.every(([k, t], i) => k === ba[i][0] && typeEquals(t, ba[i][1]));
    }
    case 'list':
    case 'map':
    case 'set':
      return typeEquals(a.element, (b as typeof a).element);
    default:
      return true;
  }
}

export function hasDynamic(t: Type): boolean {
  switch (t.kind) {
    case 'dynamic':
      return true;
    case 'tuple':
      return t.elements.some(hasDynamic);
    case 'object':
      return t.attributes.some(([, a]) => hasDynamic(a));
    case 'list':
    case 'map':
    case 'set':
      return hasDynamic(t.element);
    default:
      return false;
  }
}

/** cty's Type.FriendlyName. */
export function friendlyName(t: Type): string {
  switch (t.kind) {
    case 'list':
    case 'map':
    case 'set':
      return `${t.kind} of ${friendlyName(t.element)}`;
    default:
      return t.kind;
  }
}

/** cty's FriendlyNameForConstraint: `any` stands for the dynamic pseudo-type. */
export function constraintName(t: Type): string {
  switch (t.kind) {
    case 'dynamic':
      return 'any single type';
    case 'list':
    case 'map':
    case 'set':
      return `${t.kind} of ${t.element.kind === 'dynamic' ? 'any single type' : constraintName(t.element)}`;
    default:
      return t.kind;
  }
}
