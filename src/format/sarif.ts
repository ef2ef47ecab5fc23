// SARIF 2.1.0, as GitHub code scanning reads it: one run, every rule a result uses described
// with its documentation (so results can point at them by index), columns declared as Unicode code
// points (ours) rather than SARIF's default of UTF-16 code units. Artifact URIs are relative:
// to %SRCROOT% (the repository root) for files in the repository, to HOME for files under the
// home folder (the global config), whose absolute path is not written; any other file gets an
// absolute file: URI. A result's message is the diagnostic's with its notes on the lines after
// it. partialFingerprints hash the rule, the file and the flagged text, not its line, so a
// result keeps its identity when lines move.
import { createHash } from 'node:crypto';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { messageWithNotes, type Diagnostic, type Range, type RelatedInfo } from '../diagnostics/diagnostic.js';
import { HOMEPAGE, ruleUrl } from '../diagnostics/rule-url.js';
import { SECRET_RULES } from './frame-masks.js';
import type { FormatInput, Formatter } from './index.js';

const SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

interface ArtifactLocation {
  uri: string;
  uriBaseId?: string;
}

/** `file`'s path below `root`, as a relative URI; undefined when it is not below it. */
function below(root: string, absolute: string): string | undefined {
  const rel = relative(root, absolute);
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return undefined;
  return rel.split(sep).map(encodeURIComponent).join('/');
}

/** The base id for files under the home folder; its absolute path stays out of the log. */
const HOME_BASE = 'HOME';

function artifactLocation(file: string, input: FormatInput): ArtifactLocation {
  const absolute = resolve(input.cwd, file);
  const inRepository = below(input.srcRoot ?? input.cwd, absolute);
  if (inRepository !== undefined) return { uri: inRepository, uriBaseId: '%SRCROOT%' };
  const inHome = input.home === undefined ? undefined : below(input.home, absolute);
  if (inHome !== undefined) return { uri: inHome, uriBaseId: HOME_BASE };
  return { uri: pathToFileURL(absolute).href };
}

function region(range: Range) {
  return { startLine: range.start.line, startColumn: range.start.column, endLine: range.end.line, endColumn: range.end.column };
}

const FINGERPRINT = 'harnessLintConstructHash/v1';
/** At most this much of a construct is hashed, so many findings on a long range cost linear time. */
const MAX_HASHED_BYTES = 4096;

/**
 * What identifies a finding apart from its place: the flagged construct's text, whitespace
 * runs folded (the diagnostic's UTF-8 byte offsets into its file's text); the message when
 * there is no text to read, the range is empty, or the construct is a secret's value (a hash
 * of a short secret would let it be guessed).
 */
function constructText(d: Diagnostic, bytes: Buffer | undefined): string {
  const { start, end } = d.range;
  if (bytes === undefined || SECRET_RULES.has(d.ruleId) || !(start.offset >= 0 && end.offset <= bytes.length)) return `message:${d.message}`;
  const text = bytes
    .subarray(start.offset, Math.min(end.offset, start.offset + MAX_HASHED_BYTES))
    .toString('utf8')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? `message:${d.message}` : `text:${text}`;
}

/** A fingerprint per result, in order: the hash, then which occurrence of that hash it is (as GitHub's own `hash:n`). */
function fingerprinter(input: FormatInput): (d: Diagnostic, location: ArtifactLocation) => string {
  const texts = new Map<string, Buffer | undefined>();
  const bytesOf = (file: string) => {
    if (!texts.has(file)) {
      const text = input.source(file);
      texts.set(file, text === undefined ? undefined : Buffer.from(text, 'utf8'));
    }
    return texts.get(file);
  };
  const seen = new Map<string, number>();
  return (d, location) => {
    const key = [d.ruleId, location.uriBaseId ?? '', location.uri, constructText(d, bytesOf(d.file))].join('\0');
    const hash = createHash('sha256').update(key).digest('hex').slice(0, 32);
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    return `${hash}:${n}`;
  };
}

export function toSarif(input: FormatInput) {
  const location = (file: string, range: Range) => ({ physicalLocation: { artifactLocation: artifactLocation(file, input), region: region(range) } });
  const fingerprint = fingerprinter(input);

  // Only the rules the results use are described (every rule page is large), in the registry's
  // order; a finding from a rule the registry does not list still gets a descriptor to point at.
  const used = new Set(input.diagnostics.map((d) => d.ruleId));
  const descriptors: Record<string, unknown>[] = input.rules
    .filter((meta) => used.has(meta.id))
    .map((meta) => {
      const doc = input.ruleDocs?.get(meta.id);
      return {
        id: meta.id,
        shortDescription: { text: meta.description },
        ...(doc && { fullDescription: doc.fullDescription }),
        helpUri: meta.url,
        ...(doc && { help: doc.help }),
        defaultConfiguration: meta.optIn ? { level: meta.severity, enabled: false } : { level: meta.severity },
        properties: { tags: [meta.group] },
      };
    });
  const index = new Map<string, number>();
  descriptors.forEach((descriptor, i) => index.set(descriptor.id as string, i));
  for (const d of input.diagnostics) {
    if (index.has(d.ruleId)) continue;
    index.set(d.ruleId, descriptors.length);
    descriptors.push({
      id: d.ruleId,
      shortDescription: { text: d.ruleId },
      helpUri: ruleUrl(d.ruleId),
      defaultConfiguration: { level: d.severity },
      properties: { tags: [] },
    });
  }

  let homeUsed = false;
  const result = (d: Diagnostic) => {
    const primary = location(d.file, d.range);
    const { artifactLocation } = primary.physicalLocation;
    if (artifactLocation.uriBaseId === HOME_BASE) homeUsed = true;
    const out: Record<string, unknown> = {
      ruleId: d.ruleId,
      ruleIndex: index.get(d.ruleId),
      level: d.severity,
      message: { text: messageWithNotes(d) },
      locations: [primary],
      partialFingerprints: { [FINGERPRINT]: fingerprint(d, artifactLocation) },
    };
    if (d.related && d.related.length > 0) {
      out.relatedLocations = d.related.map((r: RelatedInfo, i) => ({ id: i + 1, ...location(r.file, r.range), message: { text: r.message } }));
    }
    return out;
  };

  const results = input.diagnostics.map(result);
  return {
    $schema: SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: input.tool.name, version: input.tool.version, informationUri: HOMEPAGE, rules: descriptors } },
        ...(homeUsed
          ? {
              originalUriBaseIds: {
                [HOME_BASE]: { description: { text: "The user's home folder ($HOME), where the global config lives; its path is not recorded." } },
              },
            }
          : {}),
        ...(input.notices && input.notices.length > 0
          ? {
              invocations: [
                {
                  executionSuccessful: true,
                  toolConfigurationNotifications: input.notices.map((text) => ({ level: 'warning', message: { text } })),
                },
              ],
            }
          : {}),
        columnKind: 'unicodeCodePoints',
        results,
      },
    ],
  };
}

export const formatSarif: Formatter = (input) => JSON.stringify(toSarif(input), null, 2) + '\n';
