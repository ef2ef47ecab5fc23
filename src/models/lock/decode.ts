// Lock file → LockFile. Upstream reads the file in two passes: `lock_file_version` alone first
// (PartialContent), and only when it is exactly 1 the closed schema of the rest. A bad version
// leaves the model null so nothing else in the file, and no cross-file check, is examined.
import type { Attribute, Block, HclFile, Range } from '../../hcl/ast.js';
import type { SourceDiagnostic } from '../../diagnostics/diagnostic.js';
import {
  blockDisplayName,
  blockHeaderRange,
  decodeBody,
  describeValue,
  evaluateConst,
  readObject,
  readString,
  expectString,
  SAME_FILE,
  SCHEMA_DECODE_RULE_IDS,
  type BodySchema,
} from '../../hcl/schema-decode.js';
import { firstLineRange } from '../first-line.js';
import type { LockChecksum, LockChecksums, LockEntry, LockField, LockFile } from './model.js';

export const SUPPORTED_LOCK_FILE_VERSION = 1;

const TOP_LEVEL: BodySchema = {
  attributes: [{ name: 'lock_file_version', required: true }],
  blocks: [{ type: 'provider', labels: 1 }],
};

const PROVIDER: BodySchema = {
  attributes: [
    { name: 'source', required: true },
    { name: 'version', required: true },
    { name: 'resolved_at', required: true },
    { name: 'checksums', required: true },
  ],
  blocks: [],
};

/** The ids of the decoder's findings, the body-schema decoder's among them (src/rules holds their metas). */
export const LOCK_DECODE_RULE_IDS = [...SCHEMA_DECODE_RULE_IDS, 'lock-version-unsupported'] as const;
export type LockDecodeRuleId = (typeof LOCK_DECODE_RULE_IDS)[number];

export interface LockDecodeResult {
  /** null when `lock_file_version` is missing or unsupported: the file must not be read further. */
  model: LockFile | null;
  diagnostics: SourceDiagnostic<LockDecodeRuleId>[];
}

function unsupported(message: string, range: Range, ...notes: string[]): SourceDiagnostic<LockDecodeRuleId> {
  return { ruleId: 'lock-version-unsupported', severity: 'error', message, range, ...(notes.length > 0 && { notes }) };
}

/** The version pre-pass (catalogue 4.1): a finding, or the accepted version. */
function checkLockFileVersion(file: HclFile): SourceDiagnostic<LockDecodeRuleId> | LockField<number> {
  const attr = file.body.attributes.find((a) => a.name === 'lock_file_version');
  if (attr === undefined) {
    return unsupported(
      `lock_file_version is missing; add lock_file_version = ${SUPPORTED_LOCK_FILE_VERSION} as the first line`,
      firstLineRange(file.source),
      'the kernel checks it before reading anything else and refuses the lock file',
    );
  }
  const evaluated = evaluateConst(attr.expr, 'lock_file_version');
  const v = evaluated.value;
  if (v === null) {
    const why = evaluated.diagnostics.find((d) => d.severity === 'error')?.message ?? 'it cannot be evaluated';
    return unsupported(
      `lock_file_version cannot be read: ${why}; write lock_file_version = ${SUPPORTED_LOCK_FILE_VERSION}`,
      attr.range,
      'the kernel refuses the lock file',
    );
  }
  if (v.type !== 'number') {
    return unsupported(
      `lock_file_version must be a number, got ${describeValue(v)} (the kernel crashes on it); write lock_file_version = ${SUPPORTED_LOCK_FILE_VERSION}`,
      v.range,
    );
  }
  // The kernel reads the version as an int: big.Float's Int64, truncating toward zero.
  const version = v.exact.toInt64();
  if (version !== BigInt(SUPPORTED_LOCK_FILE_VERSION)) {
    return unsupported(
      `lock_file_version ${v.exact.toText()} is not supported${v.exact.isInteger() ? '' : ` (the kernel truncates it to ${version})`}, only version ${SUPPORTED_LOCK_FILE_VERSION}; regenerate the lock file with a matching kernel`,
      attr.range,
      'the kernel refuses the whole lock file',
    );
  }
  if (!v.exact.isInteger()) {
    return unsupported(
      `lock_file_version ${v.exact.toText()} is not a whole number; write lock_file_version = ${SUPPORTED_LOCK_FILE_VERSION}`,
      attr.range,
      `the kernel truncates it to ${version} and loads the file, but the spec requires refusing a lock file version it does not understand`,
    );
  }
  const spec = evaluated.diagnostics.find((d) => d.severity === 'error');
  if (spec !== undefined) return unsupported(`lock_file_version: ${spec.message}`, attr.range);
  return { value: SUPPORTED_LOCK_FILE_VERSION, range: v.range, attrRange: attr.range };
}

function field(attr: Attribute | undefined, diags: SourceDiagnostic<LockDecodeRuleId>[], owner: string): LockField<string> | null {
  if (attr === undefined) return null;
  const s = readString(attr, diags, owner);
  return s && { value: s.value, range: s.range, attrRange: attr.range };
}

function decodeChecksums(attr: Attribute | undefined, diags: SourceDiagnostic<LockDecodeRuleId>[], owner: string): LockChecksums | null {
  if (attr === undefined) return null;
  const obj = readObject(attr, diags, owner);
  if (obj === null) return null;
  const entries: LockChecksum[] = [];
  for (const e of obj.entries) {
    const s = expectString(e.value, `checksums["${e.key}"] in ${owner}`, diags);
    if (s) entries.push({ platform: e.key, platformRange: e.keyRange, value: s.value, valueRange: s.range, range: e.range });
  }
  return { entries, itemCount: obj.entries.length, range: obj.range, attrRange: attr.range };
}

function decodeEntry(block: Block, diags: SourceDiagnostic<LockDecodeRuleId>[]): LockEntry {
  const owner = blockDisplayName(block);
  const headerRange = blockHeaderRange(block);
  const content = decodeBody(block.body, PROVIDER, { name: owner, headerRange }, diags);
  return {
    name: block.labels[0].value,
    labelRange: block.labels[0].range,
    headerRange,
    source: field(content.attributes.get('source'), diags, owner),
    version: field(content.attributes.get('version'), diags, owner),
    resolvedAt: field(content.attributes.get('resolved_at'), diags, owner),
    checksums: decodeChecksums(content.attributes.get('checksums'), diags, owner),
  };
}

export function decodeLockFile(file: HclFile): LockDecodeResult {
  const version = checkLockFileVersion(file);
  if ('ruleId' in version) return { model: null, diagnostics: [version] };

  const diags: SourceDiagnostic<LockDecodeRuleId>[] = [];
  const content = decodeBody(file.body, TOP_LEVEL, { name: 'the lock file', headerRange: firstLineRange(file.source) }, diags);
  const entries: LockEntry[] = [];
  const providers = new Map<string, LockEntry>();
  for (const block of content.blocks) {
    const entry = decodeEntry(block, diags);
    const earlier = providers.get(entry.name);
    if (earlier !== undefined) {
      diags.push({
        ruleId: 'duplicate-last-wins',
        severity: 'warning',
        message: `Duplicate lock entry provider ${JSON.stringify(entry.name)}: the kernel keeps only this one and ignores the entry on line ${earlier.headerRange.start.line}; remove one of them`,
        range: entry.headerRange,
        related: [{ file: SAME_FILE, range: earlier.headerRange, message: `ignored lock entry provider ${JSON.stringify(entry.name)}` }],
      });
    }
    entries.push(entry);
    providers.set(entry.name, entry);
  }
  return { model: { lockFileVersion: version, entries, providers }, diagnostics: diags };
}
