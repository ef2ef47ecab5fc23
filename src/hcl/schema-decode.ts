// Closed-schema decoding shared by every kernel-owned HCL body (agent.hcl, lock file, global config).
//
// Usage:
//   const diags: SourceDiagnostic[] = [];
//   const content = decodeBody(block.body, {
//     attributes: [{ name: 'source', required: true }],
//     blocks: [{ type: 'mirror', labels: 0 }],
//   }, { name: blockDisplayName(block), headerRange: blockHeaderRange(block) }, diags);
//   const source = content.attributes.get('source');
//   const value = source && readString(source, diags, 'provider "x"');
//
// `decodeBody` mirrors HCL's Body.Content (or JustAttributes with `anyAttributes`): unknown
// attributes and blocks, missing required attributes and wrong label counts become findings;
// blocks with a wrong label count are dropped, as HCL does. The readers evaluate with no
// variables or functions and check types strictly, without conversion (checks.md §0.3 regime 1).
import type { Attribute, Block, Body, Range } from './ast.js';
import type { Change, SourceDiagnostic } from '../diagnostics/diagnostic.js';
import { CONST_EVAL_RULE_IDS, describeValue, evaluateConst, typeName, type LocatedEntry, type LocatedValue } from './const-eval.js';
import { nearName, onlyNearName } from '../text/did-you-mean.js';
import { renameIdentifier } from './edits.js';
import { BigFloat } from './eval/index.js';
import { appendAll } from '../array.js';

export { evaluateConst, describeValue, typeName } from './const-eval.js';
export type { LocatedEntry, LocatedValue, EvalResult } from './const-eval.js';

/**
 * `RelatedInfo.file` for a place in the same file: decoders do not know the displayed path,
 * the pipeline fills it in.
 */
export const SAME_FILE = '';

/**
 * The ids of decodeBody's and the readers' findings, the constant evaluator's among them
 * (src/rules holds their metas); a misspelt one does not compile.
 */
export const SCHEMA_DECODE_RULE_IDS = [
  ...CONST_EVAL_RULE_IDS,
  'hcl-unsupported-argument',
  'hcl-unsupported-block',
  'hcl-missing-required-argument',
  'hcl-block-labels',
  'integer-truncated',
] as const;
export type SchemaDecodeRuleId = (typeof SCHEMA_DECODE_RULE_IDS)[number];

/** Where decoding reports: the caller's list, which holds the caller's own findings too. */
export interface DecodeFindings {
  push(...found: SourceDiagnostic<SchemaDecodeRuleId>[]): unknown;
}

/** What an attribute's value must be, as the spec writes it. */
export type ValueType = 'string' | 'number' | 'integer' | 'bool' | 'list(string)' | 'map(string)' | 'object';

export interface AttributeSchema {
  name: string;
  required?: boolean;
  /** A note under "missing required argument", e.g. when only the kernel (not the spec) requires it. */
  requiredNote?: string;
  /** The spec's facts (agent.hcl's table has them; the language server shows them). */
  type?: ValueType;
  /** The strings an enumerated attribute may hold. */
  values?: readonly string[];
  /** What the kernel uses when the attribute is absent, as HCL would write it. */
  default?: string;
  /** One sentence of meaning from the spec. */
  doc?: string;
}

export interface BlockTypeSchema {
  type: string;
  labels: number;
  /** What the label is called in messages ("Missing name for provider"). Default `name`. */
  labelName?: string;
  /** Why an otherwise-valid block type is rejected (e.g. `event_bus`): the note under the finding. */
  rejectedBecause?: string;
  /** One sentence of meaning from the spec. */
  doc?: string;
  /** With rejectedBecause: what to do instead, on the finding's first line. */
  rejectedFix?: string;
}

export interface BodySchema {
  attributes: AttributeSchema[];
  blocks: BlockTypeSchema[];
  /** JustAttributes semantics: any attribute name, no blocks at all. */
  anyAttributes?: boolean;
}

/** A schema whose every attribute and block carries the spec's facts (agent.hcl's). */
export interface DocumentedBodySchema extends BodySchema {
  attributes: (AttributeSchema & { type: ValueType; doc: string })[];
  blocks: (BlockTypeSchema & { doc: string })[];
}

export interface BodyOwner {
  /** How the enclosing construct is named in messages: `policy "gate_writes"`, `settings`, `the top level of agent.hcl`. */
  name: string;
  /** Where "missing required argument" is reported: the block header (or line 1 for a file). */
  headerRange: Range;
}

export interface BodyContent {
  attributes: Map<string, Attribute>;
  /** Blocks of declared types with the right number of labels, in source order. */
  blocks: Block[];
}

export interface Located<T> {
  value: T;
  range: Range;
}

/** From the block's type keyword to the end of its last label. */
export function blockHeaderRange(block: Block): Range {
  const last = block.labels.length > 0 ? block.labels[block.labels.length - 1].range : block.typeRange;
  return { start: block.typeRange.start, end: last.end };
}

/** `policy "gate_writes"`, or just `settings` for an unlabelled block. */
export function blockDisplayName(block: Block): string {
  return block.labels.length > 0 ? `${block.type} ${block.labels.map((l) => JSON.stringify(l.value)).join(' ')}` : block.type;
}

/** A schema's attributes and blocks by name, made once per schema: a file of 5,000 policies decodes 5,000 policy bodies. */
const schemaIndexes = new WeakMap<BodySchema, { attrSchemas: Map<string, AttributeSchema>; blockSchemas: Map<string, BlockTypeSchema> }>();

function indexOf(schema: BodySchema) {
  let index = schemaIndexes.get(schema);
  if (!index) {
    index = { attrSchemas: new Map(schema.attributes.map((a) => [a.name, a])), blockSchemas: new Map(schema.blocks.map((b) => [b.type, b])) };
    schemaIndexes.set(schema, index);
  }
  return index;
}

export function decodeBody(body: Body, schema: BodySchema, owner: BodyOwner, diags: DecodeFindings): BodyContent {
  const { attrSchemas, blockSchemas } = indexOf(schema);
  const attributes = new Map<string, Attribute>();
  const blocks: Block[] = [];
  const written = writtenNames(body);

  for (const attr of body.attributes) {
    if (schema.anyAttributes || attrSchemas.has(attr.name)) {
      // A redefinition is the parser's hcl-duplicate-attribute; keep the first as HCL does.
      if (!attributes.has(attr.name)) attributes.set(attr.name, attr);
      continue;
    }
    diags.push({
      ruleId: 'hcl-unsupported-argument',
      severity: 'error',
      message: unsupportedArgumentMessage(attr.name, owner.name, schema),
      range: attr.nameRange,
      ...argumentFix(attr, written, schema),
    });
  }

  for (const block of body.blocks) {
    if (schema.anyAttributes && schema.blocks.length === 0) {
      diags.push({
        ruleId: 'hcl-unsupported-block',
        severity: 'error',
        message: `Unexpected "${block.type}" block: blocks are not allowed here in ${owner.name}; write ${block.type} = { ... } instead`,
        range: blockHeaderRange(block),
      });
      continue;
    }
    const bs = blockSchemas.get(block.type);
    if (!bs || bs.rejectedBecause) {
      diags.push({
        ruleId: 'hcl-unsupported-block',
        severity: 'error',
        message: unsupportedBlockMessage(block.type, owner.name, schema, bs),
        range: blockHeaderRange(block),
        ...(bs ? {} : blockFix(block, written, schema)),
        ...(bs?.rejectedBecause && { notes: [bs.rejectedBecause] }),
      });
      continue;
    }
    if (checkLabels(block, bs, diags)) blocks.push(block);
  }

  for (const a of schema.attributes) {
    if (a.required && !attributes.has(a.name)) {
      diags.push({
        ruleId: 'hcl-missing-required-argument',
        severity: 'error',
        message: `Missing required argument: ${owner.name} needs "${a.name}", but no definition was found`,
        range: owner.headerRange,
        ...(a.requiredNote && { notes: [a.requiredNote] }),
      });
    }
  }
  return { attributes, blocks };
}

function checkLabels(block: Block, bs: BlockTypeSchema, diags: DecodeFindings): boolean {
  const labelName = bs.labelName ?? 'name';
  if (block.labels.length < bs.labels) {
    diags.push({
      ruleId: 'hcl-block-labels',
      severity: 'error',
      message: `Missing ${labelName} for ${block.type}: write ${block.type} "<${labelName}>" { ... }`,
      range: blockHeaderRange(block),
    });
    return false;
  }
  if (block.labels.length > bs.labels) {
    const extra = block.labels[bs.labels];
    const expected =
      bs.labels === 0 ? `no labels are expected for ${block.type} blocks` : `only ${bs.labels} label (${labelName}) is expected for ${block.type} blocks`;
    diags.push({
      ruleId: 'hcl-block-labels',
      severity: 'error',
      message: `Extraneous label for ${block.type}: ${expected}; remove ${JSON.stringify(extra.value)}`,
      range: { start: block.typeRange.start, end: block.labels[block.labels.length - 1].range.end },
    });
    return false;
  }
  return true;
}

function unsupportedArgumentMessage(name: string, where: string, schema: BodySchema): string {
  const base = `Unsupported argument: an argument named "${name}" is not expected in ${where}`;
  if (schema.blocks.some((b) => b.type === name && !b.rejectedBecause))
    return `${base}. Did you mean to define a block of type "${name}"? Write ${name} { ... } without "="`;
  const near = nearName(
    name,
    schema.attributes.map((a) => a.name),
  );
  return near ? `${base}. Did you mean "${near}"?` : base;
}

/** What a body already holds, which a rename must not duplicate: built on the first fix asked for (most bodies need none). */
interface WrittenNames {
  attributes(): ReadonlySet<string>;
  /** Block types with their labels, as blockKey writes them. */
  blocks(): ReadonlySet<string>;
}

function blockKey(type: string, labels: readonly string[]): string {
  return JSON.stringify([type, ...labels]);
}

function writtenNames(body: Body): WrittenNames {
  let attributes: Set<string> | undefined;
  let blocks: Set<string> | undefined;
  return {
    attributes: () => (attributes ??= new Set(body.attributes.map((a) => a.name))),
    blocks: () =>
      (blocks ??= new Set(
        body.blocks.map((b) =>
          blockKey(
            b.type,
            b.labels.map((l) => l.value),
          ),
        ),
      )),
  };
}

/** The rename of a misspelt argument to the one declared name near it, unless that name is set already or is a block type. */
function argumentFix(attr: Attribute, written: WrittenNames, schema: BodySchema): { fix?: Change } {
  if (schema.blocks.some((b) => b.type === attr.name && !b.rejectedBecause)) return {};
  const near = onlyNearName(
    attr.name,
    schema.attributes.map((a) => a.name),
  );
  if (near === undefined || written.attributes().has(near)) return {};
  const fix = renameIdentifier(attr.nameRange, attr.name, near);
  return fix ? { fix } : {};
}

/** The rename of a misspelt block type to the one allowed type near it, when its labels fit and no such block with those labels exists. */
function blockFix(block: Block, written: WrittenNames, schema: BodySchema): { fix?: Change } {
  if (schema.attributes.some((a) => a.name === block.type)) return {};
  const allowed = schema.blocks.filter((b) => !b.rejectedBecause);
  const near = onlyNearName(
    block.type,
    allowed.map((b) => b.type),
  );
  const target = allowed.find((b) => b.type === near);
  if (!target || target.labels !== block.labels.length) return {};
  if (
    written.blocks().has(
      blockKey(
        target.type,
        block.labels.map((l) => l.value),
      ),
    )
  )
    return {};
  const fix = renameIdentifier(block.typeRange, block.type, target.type);
  return fix ? { fix } : {};
}

function unsupportedBlockMessage(type: string, where: string, schema: BodySchema, bs: BlockTypeSchema | undefined): string {
  const base = `Unsupported block type: blocks of type "${type}" are not expected here in ${where}`;
  if (bs?.rejectedBecause) return `${base}; ${bs.rejectedFix ?? 'remove it'}`;
  if (schema.attributes.some((a) => a.name === type)) return `${base}. Did you mean to define argument "${type}"? Write ${type} = { ... }`;
  const near = nearName(
    type,
    schema.blocks.filter((b) => !b.rejectedBecause).map((b) => b.type),
  );
  return near ? `${base}. Did you mean "${near}"?` : base;
}

// ---------------------------------------------------------------------------------------
// Strictly typed readers. `owner` names the enclosing construct for messages.

function label(name: string, owner?: string): string {
  return owner ? `${name} in ${owner}` : name;
}

/** Evaluates an attribute with no variables or functions; findings go to `diags`. */
export function readValue(attr: Attribute, diags: DecodeFindings, owner?: string): LocatedValue | null {
  const result = evaluateConst(attr.expr, label(attr.name, owner));
  appendAll(diags, result.diagnostics);
  return result.value;
}

/** A value of the wrong type, underlined itself (not its whole attribute). */
export function typeMismatch(what: string, expected: string, got: LocatedValue): SourceDiagnostic<SchemaDecodeRuleId> {
  return {
    ruleId: 'attr-type-mismatch',
    severity: 'error',
    message: `Incorrect attribute value type: ${what} must be ${expected}, got ${typeName(got)} (${describeValue(got)})`,
    range: got.range,
    notes: ['the kernel does not convert values here'],
  };
}

/** Checks that an already evaluated value is a string. `what` names it (`match.tool_name`). */
export function expectString(v: LocatedValue, what: string, diags: DecodeFindings): Located<string> | null {
  if (v.type === 'string') return { value: v.value, range: v.range };
  diags.push(typeMismatch(what, 'a string', v));
  return null;
}

export function readString(attr: Attribute, diags: DecodeFindings, owner?: string): Located<string> | null {
  const v = readValue(attr, diags, owner);
  return v && expectString(v, label(attr.name, owner), diags);
}

export function readNumber(attr: Attribute, diags: DecodeFindings, owner?: string): Located<number> | null {
  const v = readValue(attr, diags, owner);
  if (!v) return null;
  if (v.type === 'number') return { value: v.value, range: v.range };
  diags.push(typeMismatch(label(attr.name, owner), 'a number', v));
  return null;
}

/**
 * A number the kernel reads as an int (upstream attrInt): big.Float's Int64, which truncates
 * toward zero and saturates at the int64 limits, infinities included. A fraction is an
 * `integer-truncated` warning. The returned value is the kernel's; `written` keeps the file's.
 */
export function readInteger(attr: Attribute, diags: DecodeFindings, owner?: string): (Located<number> & { written: number }) | null {
  const v = readValue(attr, diags, owner);
  if (!v) return null;
  if (v.type !== 'number') {
    diags.push(typeMismatch(label(attr.name, owner), 'a number', v));
    return null;
  }
  const truncated = v.exact.toInt64();
  if (v.exact.cmp(BigFloat.fromInt(truncated)) !== 0) {
    diags.push({
      ruleId: 'integer-truncated',
      severity: 'warning',
      message: `${label(attr.name, owner)} is an integer: the kernel silently truncates ${v.exact.toText()} to ${truncated}; write a whole number`,
      range: v.range,
    });
  }
  return { value: Number(truncated), written: v.value, range: v.range };
}

export function readBool(attr: Attribute, diags: DecodeFindings, owner?: string): Located<boolean> | null {
  const v = readValue(attr, diags, owner);
  if (!v) return null;
  if (v.type === 'bool') return { value: v.value, range: v.range };
  diags.push(typeMismatch(label(attr.name, owner), 'a bool', v));
  return null;
}

export interface LocatedList {
  /** Only the string elements; non-strings are reported and left out. */
  elements: Located<string>[];
  range: Range;
}

/** A list(string): a tuple whose every element is a string (each bad element is reported at itself). */
export function readStringList(attr: Attribute, diags: DecodeFindings, owner?: string): LocatedList | null {
  const v = readValue(attr, diags, owner);
  if (!v) return null;
  if (v.type !== 'tuple') {
    diags.push(typeMismatch(label(attr.name, owner), 'a list of strings', v));
    return null;
  }
  const elements: Located<string>[] = [];
  v.elements.forEach((el, i) => {
    const s = expectString(el, label(`${attr.name} element ${i + 1}`, owner), diags);
    if (s) elements.push(s);
  });
  return { elements, range: v.range };
}

export interface LocatedStringEntry {
  key: string;
  keyRange: Range;
  value: Located<string>;
  range: Range;
}

export interface LocatedObject<E> {
  entries: E[];
  range: Range;
}

/**
 * The located object view of a map-typed attribute's value, or a type mismatch. Duplicate keys
 * were already warned. `[]` is an empty map: cty converts an empty tuple to any map type.
 */
export function readObject(attr: Attribute, diags: DecodeFindings, owner?: string): LocatedObject<LocatedEntry> | null {
  const v = readValue(attr, diags, owner);
  if (!v) return null;
  if (v.type === 'tuple' && v.elements.length === 0) return { entries: [], range: v.range };
  if (v.type !== 'object') {
    diags.push(typeMismatch(label(attr.name, owner), 'an object', v));
    return null;
  }
  return { entries: v.entries, range: v.range };
}

/** An object whose values must all be strings (each bad item is reported at its key). */
export function readStringObject(attr: Attribute, diags: DecodeFindings, owner?: string): LocatedObject<LocatedStringEntry> | null {
  const obj = readObject(attr, diags, owner);
  if (!obj) return null;
  const entries: LocatedStringEntry[] = [];
  for (const e of obj.entries) {
    const s = expectString(e.value, label(`${attr.name}.${e.key}`, owner), diags);
    if (s) entries.push({ key: e.key, keyRange: e.keyRange, value: s, range: e.range });
  }
  return { entries, range: obj.range };
}
