// SARIF 2.1.0, as GitHub code scanning reads it: one run, every rule described (so results
// can point at them by index), columns declared as Unicode code points (ours) rather than
// SARIF's default of UTF-16 code units.
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic, Range, RelatedInfo } from '../diagnostic.js';
import type { FormatInput, Formatter } from './index.js';

/** Where the project lives; rule pages are under docs/rules/ there. */
export const HOMEPAGE = 'https://github.com/pluggableharness/harness-lint';

const SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

/** The rule's documentation page (also the language server's codeDescription). */
export function docUri(ruleId: string): string {
  return `${HOMEPAGE}/blob/main/docs/rules/${encodeURIComponent(ruleId)}.md`;
}

interface ArtifactLocation {
  uri: string;
  uriBaseId?: string;
}

function artifactLocation(file: string, cwd: string, srcRoot: string): ArtifactLocation {
  const absolute = resolve(cwd, file);
  const rel = relative(srcRoot, absolute);
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return { uri: pathToFileURL(absolute).href };
  return { uri: rel.split(sep).map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' };
}

function region(range: Range) {
  return { startLine: range.start.line, startColumn: range.start.column, endLine: range.end.line, endColumn: range.end.column };
}

export function toSarif(input: FormatInput) {
  const { cwd } = input;
  const srcRoot = input.srcRoot ?? cwd;
  const location = (file: string, range: Range) => ({ physicalLocation: { artifactLocation: artifactLocation(file, cwd, srcRoot), region: region(range) } });

  const descriptors = input.rules.map((meta) => ({
    id: meta.id,
    shortDescription: { text: meta.description },
    helpUri: docUri(meta.id),
    defaultConfiguration: meta.optIn ? { level: meta.severity, enabled: false } : { level: meta.severity },
    properties: { tags: [meta.group] },
  }));
  const index = new Map<string, number>();
  descriptors.forEach((d, i) => index.set(d.id, i));
  // A finding from a rule the registry does not list still needs a descriptor to point at.
  for (const d of input.diagnostics) {
    if (index.has(d.ruleId)) continue;
    index.set(d.ruleId, descriptors.length);
    descriptors.push({ id: d.ruleId, shortDescription: { text: d.ruleId }, helpUri: docUri(d.ruleId), defaultConfiguration: { level: d.severity }, properties: { tags: [] } });
  }

  const result = (d: Diagnostic) => {
    const out: Record<string, unknown> = {
      ruleId: d.ruleId,
      ruleIndex: index.get(d.ruleId),
      level: d.severity,
      message: { text: d.message },
      locations: [location(d.file, d.range)],
    };
    if (d.related && d.related.length > 0) {
      out.relatedLocations = d.related.map((r: RelatedInfo, i) => ({ id: i + 1, ...location(r.file, r.range), message: { text: r.message } }));
    }
    return out;
  };

  return {
    $schema: SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: input.tool.name, version: input.tool.version, informationUri: HOMEPAGE, rules: descriptors } },
        columnKind: 'unicodeCodePoints',
        results: input.diagnostics.map(result),
      },
    ],
  };
}

export const formatSarif: Formatter = (input) => JSON.stringify(toSarif(input), null, 2) + '\n';
