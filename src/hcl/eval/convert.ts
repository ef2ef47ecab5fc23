// cty's convert package for the types HCL expressions produce: conversion between types (safe,
// and with `unsafe` the string-to-number/bool ones HCL allows everywhere) and type unification,
// with cty's error texts.
import { BigFloat } from './bigfloat.js';
import { DYNAMIC, constraintName, friendlyName, hasDynamic, isPrimitive, typeEquals, typeOf, type Entry, type Type, type Value } from './types.js';

/** A conversion failure with cty's message (the text after "Unsuitable value ...: "). */
export class ConversionError {
  constructor(readonly message: string) {}
}

export type Converted = Value | ConversionError;

function listLike(t: Type): t is { kind: 'list' | 'set'; element: Type } {
  return t.kind === 'list' || t.kind === 'set';
}

/** Whether cty has a conversion from `from` to `to` (getConversion), before looking at any value. */
export function canConvert(from: Type, to: Type, unsafe: boolean): boolean {
  if (typeEquals(from, to) || to.kind === 'dynamic') return true;
  if (from.kind === 'dynamic') return unsafe;
  if (isPrimitive(from) && isPrimitive(to)) {
    if (to.kind === 'string') return true;
    return unsafe && from.kind === 'string';
  }
  if (from.kind === 'object' && to.kind === 'object') {
    const have = new Map(from.attributes);
    return to.attributes.every(([k, t]) => have.has(k) && canConvert(have.get(k) as Type, t, unsafe));
  }
  if (from.kind === 'tuple' && to.kind === 'tuple') {
    return from.elements.length === to.elements.length && from.elements.every((t, i) => canConvert(t, to.elements[i], unsafe));
  }
  if ((to.kind === 'list' || to.kind === 'set') && listLike(from))
    return (to.kind === 'list' || from.kind === 'set' || unsafe) && canConvert(from.element, to.element, unsafe);
  if (to.kind === 'map' && from.kind === 'map') return canConvert(from.element, to.element, unsafe);
  if ((to.kind === 'list' || to.kind === 'set') && from.kind === 'tuple') return elementsConvert(from.elements, to.element, unsafe, true);
  if (to.kind === 'map' && from.kind === 'object')
    return elementsConvert(
      from.attributes.map(([, t]) => t),
      to.element,
      unsafe,
      false,
    );
  if (to.kind === 'object' && from.kind === 'map') return unsafe && to.attributes.every(([, t]) => canConvert(from.element, t, unsafe));
  return false;
}

function elementsConvert(types: Type[], element: Type, unsafe: boolean, sequence: boolean): boolean {
  if (types.length === 0) return true;
  if (element.kind === 'dynamic') {
    // cty converts to a collection of the elements' unified type; for a list or set, "any" only when every element is.
    const u = unify(types, unsafe);
    if (u === null) return false;
    if (u.kind === 'dynamic' && sequence) return types.every((t) => t.kind === 'dynamic');
    return types.every((t) => canConvert(t, u, unsafe));
  }
  return types.every((t) => canConvert(t, element, unsafe));
}

/** convert.MismatchMessage for two types with no conversion between them. */
export function mismatchMessage(got: Type, want: Type): string {
  if (got.kind === 'object' && want.kind === 'object') {
    const have = new Map(got.attributes);
    const missing = want.attributes.filter(([k]) => !have.has(k)).map(([k]) => k);
    if (missing.length === 1) return `attribute ${JSON.stringify(missing[0])} is required`;
    if (missing.length === 2) return `attributes ${JSON.stringify(missing[0])} and ${JSON.stringify(missing[1])} are required`;
    if (missing.length > 2)
      return `attributes ${missing
        .slice(0, -1)
        .map((m) => JSON.stringify(m))
        .join(', ')}, and ${JSON.stringify(missing.at(-1))} are required`;
    for (const [k, t] of want.attributes) {
      const g = have.get(k) as Type;
      if (!canConvert(g, t, true)) return `attribute ${JSON.stringify(k)}: ${mismatchMessage(g, t)}`;
    }
    return 'incorrect object attributes';
  }
  if (got.kind === 'tuple' && (want.kind === 'list' || want.kind === 'set') && want.element.kind === 'dynamic')
    return `all ${want.kind} elements must have the same type`;
  if (got.kind === 'object' && want.kind === 'map' && want.element.kind === 'dynamic') return 'all map elements must have the same type';
  if ((got.kind === 'tuple' || got.kind === 'object') && (want.kind === 'list' || want.kind === 'set' || want.kind === 'map')) {
    const wantSeq = want.kind !== 'map';
    if (wantSeq !== (got.kind === 'tuple')) return `${constraintName(want)} required`;
    if (got.kind === 'tuple') {
      const bad = got.elements.findIndex((t) => !canConvert(t, want.element, true));
      if (bad >= 0) return `element ${bad}: ${mismatchMessage(got.elements[bad], want.element)}`;
    } else {
      const bad = got.attributes.find(([, t]) => !canConvert(t, want.element, true));
      if (bad) return `element ${JSON.stringify(bad[0])}: ${mismatchMessage(bad[1], want.element)}`;
    }
    return `all elements must be ${constraintName(want.element)}`;
  }
  if ((got.kind === 'list' || got.kind === 'set' || got.kind === 'map') && (want.kind === 'list' || want.kind === 'set' || want.kind === 'map')) {
    if (got.kind !== want.kind && !(want.kind === 'list' && got.kind === 'set')) return `${constraintName(want)} required`;
    return `incorrect ${want.kind === 'map' ? 'map element type' : `${want.kind} element type`}: ${mismatchMessage(got.element, want.element)}`;
  }
  if (!likelyConfusing(got, want)) return `${friendlyName(want)} required, but have ${friendlyName(got)}`;
  return `${constraintName(want)} required`;
}

function likelyConfusing(got: Type, want: Type): boolean {
  if (isPrimitive(got) !== isPrimitive(want)) return false;
  if (want.kind === 'string') return false;
  if ((want.kind === 'bool' && got.kind === 'number') || (got.kind === 'bool' && want.kind === 'number')) return false;
  if ((got.kind === 'list' || got.kind === 'set' || got.kind === 'map') && (want.kind === 'list' || want.kind === 'set' || want.kind === 'map')) {
    if (!hasDynamic(got.element) && hasDynamic(want.element)) return false;
  }
  if (got.kind === 'tuple' && want.kind === 'object') return false;
  return true;
}

/** cty's string-to-bool conversion: "true"/"1" and "false"/"0" exactly; null for any other string. */
export function stringToBool(text: string): boolean | null {
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return null;
}

/** convert.Convert: `unsafe` allows string → number and string → bool. */
export function convert(v: Value, want: Type, unsafe = true): Converted {
  if (want.kind === 'dynamic') return v;
  const from = typeOf(v);
  if (typeEquals(from, want)) return v;
  if (!canConvert(from, want, unsafe)) return new ConversionError(mismatchMessage(from, want));
  return convertKnown(v, from, want, unsafe);
}

function convertKnown(v: Value, from: Type, want: Type, unsafe: boolean): Converted {
  if (want.kind === 'dynamic' || typeEquals(from, want)) return v;
  if (v.kind === 'unknown') return { kind: 'unknown', type: dynamicReplace(from, want), range: v.range };
  if (v.kind === 'null') return { kind: 'null', type: dynamicReplace(from, want), range: v.range };
  switch (want.kind) {
    case 'string':
      if (v.kind === 'number') return { kind: 'string', value: v.value.toText(), range: v.range };
      if (v.kind === 'bool') return { kind: 'string', value: v.value ? 'true' : 'false', range: v.range };
      break;
    case 'number':
      if (v.kind === 'string') {
        const n = BigFloat.parse(v.value);
        return n === null ? new ConversionError('a number is required') : { kind: 'number', value: n, range: v.range };
      }
      break;
    case 'bool':
      if (v.kind === 'string') {
        const b = stringToBool(v.value);
        if (b !== null) return { kind: 'bool', value: b, range: v.range };
        const lower = v.value.toLowerCase();
        if (lower === 'true' || lower === 'false') return new ConversionError(`a bool is required; to convert from string, use lowercase "${lower}"`);
        return new ConversionError('a bool is required');
      }
      break;
    case 'tuple':
      if (v.kind === 'tuple') return convertElements(v.elements, want.elements, unsafe, (elements) => ({ kind: 'tuple', elements, range: v.range }));
      break;
    case 'object':
      if (v.kind === 'object' || v.kind === 'map') {
        const entries = new Map<string, Entry>();
        for (const [k, t] of want.attributes) {
          const e = v.entries.get(k);
          if (e === undefined) return new ConversionError(`attribute ${JSON.stringify(k)} is required`);
          const c = convertKnown(e.value, typeOf(e.value), t, unsafe);
          if (c instanceof ConversionError) return c;
          entries.set(k, { ...e, value: c });
        }
        return { kind: 'object', entries, range: v.range };
      }
      break;
    case 'list':
    case 'set':
      if (v.kind === 'tuple' || v.kind === 'list' || v.kind === 'set') {
        const kind = want.kind;
        let element = want.element;
        if (element.kind === 'dynamic') {
          if (v.elements.length === 0) return { kind, element: DYNAMIC, elements: [], range: v.range };
          element = (unify(v.elements.map(typeOf), unsafe) as Type) ?? DYNAMIC;
        }
        return convertElements(
          v.elements,
          v.elements.map(() => element),
          unsafe,
          (elements) => ({ kind, element, elements: kind === 'set' ? uniqueElements(elements) : elements, range: v.range }),
        );
      }
      break;
    case 'map':
      if (v.kind === 'object' || v.kind === 'map') {
        let element = want.element;
        if (element.kind === 'dynamic') {
          if (v.entries.size === 0) return { kind: 'map', element: DYNAMIC, entries: new Map(), range: v.range };
          element =
            (unify(
              [...v.entries.values()].map((e) => typeOf(e.value)),
              unsafe,
            ) as Type) ?? DYNAMIC;
        }
        const entries = new Map<string, Entry>();
        for (const [k, e] of v.entries) {
          const c = convertKnown(e.value, typeOf(e.value), element, unsafe);
          if (c instanceof ConversionError) return c;
          entries.set(k, { ...e, value: c });
        }
        return { kind: 'map', element, entries, range: v.range };
      }
      break;
    default:
      break;
  }
  return new ConversionError(mismatchMessage(from, want));
}

/** cty's dynamicReplace: the target type with its "any" parts taken from the source type. */
function dynamicReplace(from: Type, to: Type): Type {
  if (to.kind === 'dynamic') return from;
  if (to.kind === 'list' || to.kind === 'set' || to.kind === 'map') {
    let inner: Type = DYNAMIC;
    if (from.kind === to.kind) inner = (from as typeof to).element;
    else if ((to.kind !== 'map' && from.kind === 'tuple') || (to.kind === 'map' && from.kind === 'object')) {
      const types = from.kind === 'tuple' ? from.elements : (from as Extract<Type, { kind: 'object' }>).attributes.map(([, t]) => t);
      inner = unify(types) ?? DYNAMIC;
    }
    return { kind: to.kind, element: dynamicReplace(inner, to.element) };
  }
  if (to.kind === 'tuple' && from.kind === 'tuple' && from.elements.length === to.elements.length) {
    return { kind: 'tuple', elements: to.elements.map((t, i) => dynamicReplace(from.elements[i], t)) };
  }
  if (to.kind === 'object' && from.kind === 'object') {
    const have = new Map(from.attributes);
    return { kind: 'object', attributes: to.attributes.map(([k, t]) => [k, dynamicReplace(have.get(k) ?? DYNAMIC, t)]) };
  }
  return to;
}

function convertElements(values: Value[], types: Type[], unsafe: boolean, build: (elements: Value[]) => Value): Converted {
  const out: Value[] = [];
  for (let i = 0; i < values.length; i++) {
    const c = convertKnown(values[i], typeOf(values[i]), types[i], unsafe);
    if (c instanceof ConversionError) return c;
    out.push(c);
  }
  return build(out);
}

function uniqueElements(values: Value[]): Value[] {
  const out: Value[] = [];
  for (const v of values) if (!out.some((o) => rawEquals(o, v))) out.push(v);
  return out;
}

/** Same type and same value, unknowns included (cty's RawEquals). */
export function rawEquals(a: Value, b: Value): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'unknown':
    case 'null':
      return typeEquals(a.type, (b as typeof a).type);
    case 'string':
    case 'bool':
      return a.value === (b as typeof a).value;
    case 'number':
      return a.value.toText() === (b as typeof a).value.toText();
    case 'tuple':
    case 'list':
    case 'set': {
      const be = (b as typeof a).elements;
      return a.elements.length === be.length && a.elements.every((e, i) => rawEquals(e, be[i]));
    }
    case 'object':
    case 'map': {
      const bm = (b as typeof a).entries;
      return a.entries.size === bm.size && [...a.entries].every(([k, e]) => bm.has(k) && rawEquals(e.value, (bm.get(k) as Entry).value));
    }
  }
}

/** cty's compareTypes: negative when `a` is the better target for unification. */
function compareTypes(a: Type, b: Type): number {
  if (a.kind === 'dynamic' || b.kind === 'dynamic') {
    if (a.kind !== 'dynamic') return -1;
    if (b.kind !== 'dynamic') return 1;
    return 0;
  }
  if (isPrimitive(a) && isPrimitive(b) && (a.kind === 'string' || b.kind === 'string')) {
    if (a.kind !== 'string') return 1;
    if (b.kind !== 'string') return -1;
    return 0;
  }
  if (a.kind === b.kind && (a.kind === 'list' || a.kind === 'set' || a.kind === 'map')) {
    return compareTypes(a.element, (b as typeof a).element);
  }
  let swap = 1;
  if (
    (a.kind === 'tuple' && b.kind === 'list') ||
    (a.kind === 'object' && b.kind === 'map') ||
    (a.kind === 'set' && (b.kind === 'tuple' || b.kind === 'list'))
  ) {
    [a, b] = [b, a];
    swap = -1;
  }
  if (b.kind === 'set' && (a.kind === 'tuple' || a.kind === 'list')) return -swap;
  if (a.kind === 'list' && b.kind === 'tuple') return -swap;
  if (a.kind === 'map' && b.kind === 'object') return -swap;
  return 0;
}

/** The preference order of cty's sortTypes: a topological sort of compareTypes. */
function sortTypes(types: Type[]): number[] {
  const edges: number[][] = types.map(() => []);
  for (let i = 0; i < types.length - 1; i++) {
    for (let j = i + 1; j < types.length; j++) {
      const c = compareTypes(types[i], types[j]);
      if (c < 0) edges[i].push(j);
      else if (c > 0) edges[j].push(i);
    }
  }
  const inDegree = types.map(() => 0);
  for (const outs of edges) for (const j of outs) inDegree[j]++;
  const queue = inDegree.flatMap((n, i) => (n === 0 ? [i] : []));
  const result: number[] = [];
  while (queue.length > 0) {
    const i = queue.shift() as number;
    result.push(i);
    for (const j of edges[i]) if (--inDegree[j] === 0) queue.push(j);
  }
  return result;
}

/** convert.Unify / UnifyUnsafe: the type all of `types` convert to, or null when there is none. */
export function unify(types: Type[], unsafe = true): Type | null {
  if (types.length === 0) return null;
  const count = (k: Type['kind']): number => types.filter((t) => t.kind === k).length;
  const maps = count('map');
  const lists = count('list');
  const sets = count('set');
  const objects = count('object');
  const tuples = count('tuple');
  const dynamics = count('dynamic');
  const n = types.length;
  if (maps > 0 && maps + dynamics === n) return unifyCollections('map', types, unsafe, dynamics > 0);
  if (maps > 0 && maps + objects + dynamics === n) {
    const t = unifyObjectsAsMaps(types, unsafe);
    if (t !== null && t.kind === 'map') return t;
  } else if (lists > 0 && lists + dynamics === n) return unifyCollections('list', types, unsafe, dynamics > 0);
  else if (lists > 0 && lists + tuples + dynamics === n) {
    const t = unifyTuplesAsList(types, unsafe);
    if (t !== null && t.kind === 'list') return t;
  } else if (sets > 0 && sets + dynamics === n) return unifyCollections('set', types, unsafe, dynamics > 0);
  else if (objects > 0 && objects + dynamics === n) return unifyObjects(types, unsafe, dynamics > 0);
  else if (tuples > 0 && tuples + dynamics === n) return unifyTuples(types, unsafe, dynamics > 0);
  else if (objects > 0 && tuples > 0) return null;
  for (const want of sortTypes(types)) {
    const target = types[want];
    if (types.every((t, i) => i === want || canConvert(t, target, unsafe))) return target;
  }
  return null;
}

function allConvert(types: Type[], target: Type, unsafe: boolean): boolean {
  return types.every((t) => canConvert(t, target, unsafe));
}

function unifyCollections(kind: 'list' | 'map' | 'set', types: Type[], unsafe: boolean, dynamic: boolean): Type | null {
  if (dynamic) return DYNAMIC;
  const element = unify(
    types.map((t) => (t as Extract<Type, { element: Type }>).element),
    unsafe,
  );
  if (element === null) return null;
  const target: Type = { kind, element };
  return allConvert(types, target, unsafe) ? target : null;
}

function unifyObjectsAsMaps(types: Type[], unsafe: boolean): Type | null {
  const objects = types.filter((t) => t.kind === 'object');
  const map = unifyObjectsToMap(objects, unsafe);
  if (map === null) return null;
  const t = unify(
    types.map((x) => (x.kind === 'object' ? map : x)),
    unsafe,
  );
  return t !== null && t.kind === 'map' && allConvert(objects, t, unsafe) ? t : null;
}

function unifyTuplesAsList(types: Type[], unsafe: boolean): Type | null {
  const tuples = types.filter((t) => t.kind === 'tuple');
  const list = unifyTuplesToList(tuples, unsafe);
  if (list === null) return null;
  const t = unify(
    types.map((x) => (x.kind === 'tuple' ? list : x)),
    unsafe,
  );
  return t !== null && t.kind === 'list' && allConvert(tuples, t, unsafe) ? t : null;
}

function unifyObjects(types: Type[], unsafe: boolean, dynamic: boolean): Type | null {
  if (dynamic) return DYNAMIC;
  const first = (types[0] as Extract<Type, { kind: 'object' }>).attributes;
  const names = first.map(([k]) => k);
  const sameNames = types.every((t) => {
    const attrs = (t as Extract<Type, { kind: 'object' }>).attributes;
    return attrs.length === names.length && attrs.every(([k], i) => k === names[i]);
  });
  if (!sameNames) return unifyObjectsToMap(types, unsafe);
  const attributes: [string, Type][] = [];
  for (let i = 0; i < names.length; i++) {
    const t = unify(
      types.map((x) => (x as Extract<Type, { kind: 'object' }>).attributes[i][1]),
      unsafe,
    );
    if (t === null) return null;
    attributes.push([names[i], t]);
  }
  const target: Type = { kind: 'object', attributes };
  return allConvert(types, target, unsafe) ? target : unifyObjectsToMap(types, unsafe);
}

function unifyObjectsToMap(types: Type[], unsafe: boolean): Type | null {
  const element = unify(
    types.flatMap((t) => (t as Extract<Type, { kind: 'object' }>).attributes.map(([, a]) => a)),
    unsafe,
  );
  if (element === null) return null;
  const target: Type = { kind: 'map', element };
  return allConvert(types, target, unsafe) ? target : null;
}

function unifyTuples(types: Type[], unsafe: boolean, dynamic: boolean): Type | null {
  if (dynamic) return DYNAMIC;
  const length = (types[0] as Extract<Type, { kind: 'tuple' }>).elements.length;
  if (!types.every((t) => (t as Extract<Type, { kind: 'tuple' }>).elements.length === length)) return unifyTuplesToList(types, unsafe);
  const elements: Type[] = [];
  for (let i = 0; i < length; i++) {
    const t = unify(
      types.map((x) => (x as Extract<Type, { kind: 'tuple' }>).elements[i]),
      unsafe,
    );
    if (t === null) return null;
    elements.push(t);
  }
  const target: Type = { kind: 'tuple', elements };
  return allConvert(types, target, unsafe) ? target : unifyTuplesToList(types, unsafe);
}

function unifyTuplesToList(types: Type[], unsafe: boolean): Type | null {
  const element = unify(
    types.flatMap((t) => (t as Extract<Type, { kind: 'tuple' }>).elements),
    unsafe,
  );
  if (element === null) return null;
  const target: Type = { kind: 'list', element };
  return allConvert(types, target, unsafe) ? target : null;
}
