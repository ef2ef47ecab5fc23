// Checks a `provider "<n>" {}` body against the plugin's ConfigSchema the way hcldec checks a
// spec: each declared attribute's value must convert to its type under cty's safe conversions
// (checks.md §0.3 regime 2), nested objects are closed, required attributes must be present,
// and every issue points at what it is about. A string converts to a number or a bool exactly
// when the evaluator's conversion (src/hcl/eval, cty's rules) would convert it; a string accepts
// any scalar; a scalar is never a list; null converts to every type.
import type { Range } from '../../../diagnostics/diagnostic.js';
import { describeValue, type LocatedValue } from '../../../hcl/const-eval.js';
import { byName, type AttrType, type ConfigAttr } from '../../../models/advertised/config-attrs.js';
import { isCredentialPath } from '../../../text/secret-names.js';
import { isNumberText, stringToBool } from '../../../hcl/eval/index.js';

export type BodyIssue =
  | { kind: 'unknown-attr'; name: string; range: Range; declared: readonly string[]; written: ReadonlySet<string> }
  | { kind: 'missing-required'; name: string; parentPath: string | null; range: Range }
  | { kind: 'type-mismatch'; path: string; expected: AttrType; got: string; range: Range; scalarForList: boolean }
  | { kind: 'unknown-nested-attr'; path: string; key: string; declared: readonly string[]; range: Range; written: ReadonlySet<string>; literal: boolean };

export interface TopLevelValue {
  name: string;
  nameRange: Range;
  valueRange: Range;
  /** null when it could not be evaluated (already reported as expr-not-allowed): it converts to anything. */
  value: LocatedValue | null;
}

export interface BodyInput {
  values: TopLevelValue[];
  /** Where a missing top-level attribute is reported: the block header, or the required_providers entry when there is no block. */
  missingAnchor: Range;
}

/** One value to check: where it is written and what it must be. */
interface Place {
  /** Readable path for messages: `sandbox.mode`, `roots[1]`. */
  path: string;
  /** The key (object item or attribute name); the value itself for list elements. */
  keyRange: Range;
  value: LocatedValue | null;
  /** Where a mismatch is reported: the value, or the whole list or map it is an element of (as hcldec reports the attribute). */
  reportAt: Range;
  /** Inside a sensitive attribute: a mismatch names the kind of value, never the value. */
  sensitive: boolean;
  /** False for an object entry a for expression made (LocatedEntry.literal). */
  literal?: boolean;
}

// Per attribute list, built once: a body can have thousands of attributes to look up.
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

/** What was written, in a message: a sensitive or credential-named attribute's value is described, never quoted. */
function gotText(value: LocatedValue, place: Place): string {
  if (value.type === 'unknown') return 'env() or a template, which yields a string';
  if ((place.sensitive || isCredentialPath(place.path)) && (value.type === 'string' || value.type === 'number' || value.type === 'bool'))
    return `a ${value.type}`;
  return describeValue(value);
}

function isScalar(v: LocatedValue): boolean {
  return v.type === 'string' || v.type === 'number' || v.type === 'bool' || v.type === 'unknown';
}

/** Whether a scalar converts to a string, number or bool; env() yields a string, whose conversion is known only at run time. */
function scalarConverts(type: 'string' | 'number' | 'bool', v: LocatedValue): boolean {
  if (v.type === 'null' || v.type === 'unknown') return true;
  switch (type) {
    case 'string':
      return isScalar(v);
    case 'number':
      return v.type === 'number' || (v.type === 'string' && isNumberText(v.value));
    case 'bool':
      return v.type === 'bool' || (v.type === 'string' && stringToBool(v.value) !== null);
  }
}

class Checker {
  readonly issues: BodyIssue[] = [];

  mismatch(place: Place, expected: AttrType, value: LocatedValue): void {
    const scalarForList = isScalar(value) && (expected === 'list_string' || expected === 'list_number');
    this.issues.push({ kind: 'type-mismatch', path: place.path, expected, got: gotText(value, place), range: place.reportAt, scalarForList });
  }

  /** The value at `place` against one attribute's type (null: an unusable type, reported by cap-config-attr-type, accepts anything). */
  value(place: Place, type: AttrType | null, nested: ConfigAttr[]): void {
    const v = place.value;
    if (v === null || v.type === 'null' || type === null) return;
    switch (type) {
      case 'string':
      case 'number':
      case 'bool':
        if (!scalarConverts(type, v)) this.mismatch(place, type, v);
        return;
      case 'list_string':
      case 'list_number':
        if (v.type !== 'tuple') return this.mismatch(place, type, v);
        v.elements.forEach((el, i) => {
          const element = { path: `${place.path}[${i}]`, keyRange: el.range, value: el, reportAt: place.reportAt, sensitive: place.sensitive };
          this.value(element, type === 'list_string' ? 'string' : 'number', []);
        });
        return;
      case 'map_string':
        if (v.type !== 'object') return this.mismatch(place, type, v);
        for (const e of v.entries)
          this.value(
            { path: `${place.path}.${e.key}`, keyRange: e.keyRange, value: e.value, reportAt: place.reportAt, sensitive: place.sensitive },
            'string',
            [],
          );
        return;
      case 'object':
        if (v.type !== 'object') return this.mismatch(place, type, v);
        this.object(
          nested,
          v.entries.map((e) => ({
            name: e.key,
            place: {
              path: `${place.path}.${e.key}`,
              keyRange: e.keyRange,
              value: e.value,
              reportAt: e.value.range,
              sensitive: place.sensitive,
              literal: e.literal,
            },
          })),
          place,
        );
    }
  }

  /** A closed object: required attributes, undeclared keys, then each declared one's value. `parent` is null for the body itself. */
  object(attrs: ConfigAttr[], items: { name: string; place: Place }[], parent: Place | null, missingAnchor?: Range): void {
    const declared = lookup(attrs);
    const present = new Map(items.map((item) => [item.name, item.place]));
    // The names this object sets (shared by its issues): a rename must not duplicate one.
    let written: ReadonlySet<string> | undefined;
    for (const [name, attr] of declared.byName) {
      if (!attr.required || present.has(name)) continue;
      this.issues.push({ kind: 'missing-required', name, parentPath: parent?.path ?? null, range: parent?.keyRange ?? (missingAnchor as Range) });
    }
    for (const [name, place] of present) {
      const attr = declared.byName.get(name);
      if (!attr) {
        written ??= new Set(present.keys());
        if (parent === null) this.issues.push({ kind: 'unknown-attr', name, range: place.keyRange, declared: declared.sorted, written });
        else
          this.issues.push({
            kind: 'unknown-nested-attr',
            path: parent.path,
            key: name,
            declared: declared.sorted,
            range: place.keyRange,
            written,
            literal: place.literal !== false,
          });
        continue;
      }
      this.value({ ...place, sensitive: place.sensitive || attr.sensitive }, attr.type, attr.objectAttributes);
    }
  }
}

export function validateBody(attrs: ConfigAttr[], input: BodyInput): BodyIssue[] {
  const checker = new Checker();
  const items = input.values.map((v) => ({
    name: v.name,
    place: { path: v.name, keyRange: v.nameRange, value: v.value, reportAt: v.valueRange, sensitive: false },
  }));
  checker.object(attrs, items, null, input.missingAnchor);
  return checker.issues;
}
