// The typed model of `.agent/agent.lock.hcl`. Every value keeps its range so rules can point at it.
// A field is null when it is absent or could not be decoded (the decoder reported why).
import type { Range } from '../../hcl/ast.js';

/** A decoded attribute value: `range` is the value, `attrRange` the whole `name = value`. */
export interface LockField<T> {
  value: T;
  range: Range;
  attrRange: Range;
}

/** One `"<os>_<arch>" = "sha256:..."` item of `checksums`. */
export interface LockChecksum {
  platform: string;
  platformRange: Range;
  value: string;
  valueRange: Range;
  /** The whole item, from its key. */
  range: Range;
}

export interface LockChecksums {
  /** The items whose values are strings, in source order (a repeated key keeps its last item). */
  entries: LockChecksum[];
  /** How many items the object holds, string-valued or not: `{}` has none. */
  itemCount: number;
  range: Range;
  attrRange: Range;
}

/** One `provider "<name>" { ... }` block. */
export interface LockEntry {
  /** The required_providers local name it pins. */
  name: string;
  labelRange: Range;
  /** Type keyword through the label. */
  headerRange: Range;
  source: LockField<string> | null;
  version: LockField<string> | null;
  resolvedAt: LockField<string> | null;
  checksums: LockChecksums | null;
}

export interface LockFile {
  lockFileVersion: LockField<number>;
  /** Every well-formed provider block in source order, including ones a later duplicate overrides. */
  entries: LockEntry[];
  /** What the kernel keeps: entries by name, a later block with the same name winning. */
  providers: Map<string, LockEntry>;
}
