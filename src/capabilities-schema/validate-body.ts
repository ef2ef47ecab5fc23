// Validates a `provider "<n>" {}` body against the plugin's ConfigSchema with ajv and turns
// every ajv error into an issue in the user's terms, at the range of what it is about.
// ajv's own wording never leaves this module.
import type { ErrorObject } from 'ajv';
import type { Range } from '../diagnostics/diagnostic.js';
import { describeValue } from '../config/const-eval.js';
import { byName, type AttrType, type ConfigAttr } from './config-attrs.js';
import { bodyJson, pointerSegment, type Place, type TopLevelValue } from './hcl-json.js';
import { bodySchema } from './json-schema.js';
import { validate } from './validator.js';
import { isCredentialPath } from '../text/secret-names.js';

export type BodyIssue =
  | { kind: 'unknown-attr'; name: string; range: Range; declared: readonly string[] }
  | { kind: 'missing-required'; name: string; parentPath: string | null; range: Range }
  | { kind: 'type-mismatch'; path: string; expected: AttrType; got: string; range: Range; scalarForList: boolean }
  | { kind: 'unknown-nested-attr'; path: string; key: string; declared: readonly string[]; range: Range };

export interface BodyInput {
  values: TopLevelValue[];
  /** Where a missing top-level attribute is reported: the block header, or the required_providers entry when there is no block. */
  missingAnchor: Range;
}

/** The attribute schema a JSON pointer lands on, or what a list/map element must be. */
interface Expected {
  type: AttrType | null;
  nested: ConfigAttr[];
  sensitive: boolean;
}

function unescape(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

// Per attribute list, built once: every ajv error looks one up, and a body can have thousands.
const lookups = new WeakMap<ConfigAttr[], { byName: Map<string, ConfigAttr>; sorted: readonly string[] }>();

function lookup(attrs: ConfigAttr[]): { byName: Map<string, ConfigAttr>; sorted: readonly string[] } {
  let found = lookups.get(attrs);
  if (!found) {
    const map = byName(attrs);
    found = { byName: map, sorted: [...map.keys()].sort() };
    lookups.set(attrs, found);
  }
  return found;
}

function expectedAt(attrs: ConfigAttr[], pointer: string): Expected | null {
  const segments = pointer.split('/').slice(1).map(unescape);
  let current: Expected = { type: 'object', nested: attrs, sensitive: false };
  for (const segment of segments) {
    if (current.type === 'object') {
      const attr = lookup(current.nested).byName.get(segment);
      if (!attr) return null;
      current = { type: attr.type, nested: attr.objectAttributes, sensitive: current.sensitive || attr.sensitive };
    } else if (current.type === 'list_string' || current.type === 'map_string') current = { type: 'string', nested: [], sensitive: current.sensitive };
    else if (current.type === 'list_number') current = { type: 'number', nested: [], sensitive: current.sensitive };
    else return null;
  }
  return current;
}

function declaredNames(attrs: ConfigAttr[]): readonly string[] {
  return lookup(attrs).sorted;
}

/**
 * The list or map that the value at `pointer` is an element of, if any: a value that does not
 * convert is reported where the whole list or map starts, as hcldec reports the attribute.
 */
function collectionOf(attrs: ConfigAttr[], pointer: string, places: ReadonlyMap<string, Place>): Place | undefined {
  const parent = pointer.slice(0, pointer.lastIndexOf('/'));
  const type = pointer === '' ? null : expectedAt(attrs, parent)?.type;
  return type === 'list_string' || type === 'list_number' || type === 'map_string' ? places.get(parent) : undefined;
}

/** What was written, in a message: a sensitive or credential-named attribute's value is described, never quoted. */
function gotText(place: Place, sensitive: boolean): string {
  const v = place.value;
  if (!v) return 'a value';
  if (v.type === 'unknown') return 'env() or a template, which yields a string';
  if ((sensitive || isCredentialPath(place.path)) && (v.type === 'string' || v.type === 'number' || v.type === 'bool')) return `a ${v.type}`;
  return describeValue(v);
}

export function validateBody(attrs: ConfigAttr[], input: BodyInput): BodyIssue[] {
  const { data, places } = bodyJson(input.values);
  const errors: ErrorObject[] = validate(bodySchema(attrs), data);
  const issues: BodyIssue[] = [];
  const typeReported = new Set<string>();
  for (const err of errors) {
    const pointer = err.instancePath;
    if (err.keyword === 'additionalProperties') {
      const key = String((err.params as { additionalProperty: string }).additionalProperty);
      const child = places.get(`${pointer}/${pointerSegment(key)}`);
      if (!child) continue;
      if (pointer === '') issues.push({ kind: 'unknown-attr', name: key, range: child.keyRange, declared: declaredNames(attrs) });
      else {
        const parent = expectedAt(attrs, pointer);
        issues.push({ kind: 'unknown-nested-attr', path: places.get(pointer)?.path ?? '', key, declared: declaredNames(parent?.nested ?? []), range: child.keyRange });
      }
      continue;
    }
    if (err.keyword === 'required') {
      const name = String((err.params as { missingProperty: string }).missingProperty);
      if (pointer === '') issues.push({ kind: 'missing-required', name, parentPath: null, range: input.missingAnchor });
      else {
        const parent = places.get(pointer);
        if (parent) issues.push({ kind: 'missing-required', name, parentPath: parent.path, range: parent.keyRange });
      }
      continue;
    }
    if (typeReported.has(pointer)) continue;
    const place = places.get(pointer);
    const expected = expectedAt(attrs, pointer);
    if (!place || !expected?.type) continue;
    // env() is a string; whether it converts to a number or bool is known only at run time.
    if (place.value?.type === 'unknown' && ['string', 'number', 'bool'].includes(expected.type)) continue;
    typeReported.add(pointer);
    const scalar = place.value !== null && ['string', 'number', 'bool', 'unknown'].includes(place.value.type);
    issues.push({
      kind: 'type-mismatch',
      path: place.path,
      expected: expected.type,
      got: gotText(place, expected.sensitive),
      range: collectionOf(attrs, pointer, places)?.valueRange ?? place.valueRange,
      scalarForList: scalar && (expected.type === 'list_string' || expected.type === 'list_number'),
    });
  }
  return issues;
}
