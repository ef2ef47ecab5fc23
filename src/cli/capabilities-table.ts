// `harness-lint capabilities`: what each provider's plugin advertises, independent of the
// lint formatters: a plain model, then a human table or a JSON document.
import type { ProviderFinding, ProviderResult } from '../plugin-host/provider-input.js';
import { escapeControl, safeJson } from '../text/escape.js';
import type { CapabilityMessage, Category, DescribeInfo } from '../models/advertised/wire-types.js';
import { maxOf } from '../array.js';
import { hclType, type ConfigAttr } from '../models/advertised/config-attrs.js';
import { decodeAdvertised, type Advertised } from '../models/advertised/decode.js';

export interface ProviderReport {
  name: string;
  /** sha256: a lock-file binary's verified digest; a dev_overrides binary is not checksummed. */
  binary: { via: 'dev_override' | 'lock'; path: string; sha256?: string } | null;
  fromCache: boolean;
  identity: DescribeInfo | null;
  categories: Category[];
  advertised: AdvertisedNames;
  /** Every category's capability message as the plugin sent it. */
  capabilities: Partial<Record<Category, CapabilityMessage>>;
  findings: ProviderFinding[];
}

export interface AdvertisedNames {
  tools: string[];
  models: string[];
  commands: string[];
  promptExpansions: string[];
  hookPoints: string[];
  configAttributes: string[];
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined ? '' : String(value);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function attribute(attr: ConfigAttr, prefix = ''): string[] {
  // An unknown or unset type is shown as the plugin sent it (cap-config-attr-type reports it).
  const type = attr.type ? hclType(attr.type) : (attr.rawType === undefined ? '' : String(attr.rawType)) || 'ATTR_TYPE_UNSPECIFIED';
  const flags = [type, attr.required ? 'required' : '', attr.sensitive ? 'sensitive' : ''].filter(Boolean).join(', ');
  const name = `${prefix}${attr.name}`;
  return [`${name} (${flags})`, ...attr.objectAttributes.flatMap((a) => attribute(a, `${name}.`))];
}

/** The names the rules see (decodeAdvertised), each once; none when the answers are unknown. */
function advertisedNames(ad: Advertised | undefined): AdvertisedNames {
  if (!ad) return { tools: [], models: [], commands: [], promptExpansions: [], hookPoints: [], configAttributes: [] };
  return {
    tools: unique(ad.tools.map((t) => t.name)),
    models: unique(ad.models.map((m) => m.id)),
    commands: unique(ad.commands.map((c) => `/${c.name}`)),
    promptExpansions: unique(ad.promptExpansions.map((n) => `/${n}`)),
    hookPoints: unique(ad.hookPoints.map((p) => p.label)),
    configAttributes: unique(ad.configSchemas.flatMap((schema) => schema.attributes.flatMap((a) => attribute(a)))),
  };
}

export function buildReport(results: Map<string, ProviderResult>): ProviderReport[] {
  return [...results.values()].map((r) => {
    const ad = r.capabilities && decodeAdvertised(r.capabilities);
    return {
      name: r.name,
      binary: r.binary ? { via: r.binary.via, path: r.binary.path, ...(r.binary.via === 'lock' && { sha256: r.binary.sha256 }) } : null,
      fromCache: r.fromCache,
      identity: r.capabilities?.describe ?? r.describe ?? null,
      categories: ad?.served ?? [],
      advertised: advertisedNames(ad),
      capabilities: r.capabilities?.categories ?? {},
      findings: r.findings,
    };
  });
}

/** Escaped so that no viewer of the raw text is fooled (safeJson). */
export function renderReportJson(reports: ProviderReport[]): string {
  return `${safeJson({ version: 1, providers: reports })}\n`;
}

const LABELS: [keyof AdvertisedNames, string][] = [
  ['models', 'models'],
  ['tools', 'tools'],
  ['commands', 'commands'],
  ['promptExpansions', 'prompt expansions'],
  ['hookPoints', 'hook points'],
  ['configAttributes', 'config'],
];

/** Why there is no binary to show, from the finding that says so in full below. */
function unlocated(findings: ProviderFinding[]): string {
  const ids = new Set(findings.map((f) => f.ruleId));
  if (ids.has('plugin-checksum-mismatch')) return 'refused: its checksum does not match the lock file (not launched)';
  if (ids.has('plugin-not-installed')) return 'not installed';
  return 'not launched';
}

/** `noun`: how each block is headed, `provider "<local name>"` or, for `harness-lint plugin PATH`, `plugin "<file name>"`. */
export function renderReportText(reports: ProviderReport[], noun: 'provider' | 'plugin' = 'provider'): string {
  const blocks = reports.map((r) => {
    const rows: [string, string][] = [];
    if (r.binary) {
      const via = r.binary.sha256 === undefined ? 'via dev_overrides, not checksummed' : `via lock file, sha256 ${r.binary.sha256.slice(0, 12)}…`;
      rows.push(['binary', `${escapeControl(r.binary.path)} (${via})${r.fromCache ? ' [cached]' : ''}`]);
    } else rows.push(['binary', unlocated(r.findings)]);
    if (r.identity) {
      const id = r.identity;
      const parts = [str(id.name) || '(no name)', str(id.version), str(id.source), id.protocol_version !== undefined ? `protocol ${id.protocol_version}` : ''];
      rows.push(['identity', escapeControl(parts.filter(Boolean).join('  '))]);
    } else if (r.binary) rows.push(['identity', r.categories.length > 0 ? 'unknown (no Describe)' : 'unknown (the plugin could not be queried)']);
    if (r.categories.length > 0) rows.push(['categories', r.categories.join(', ')]);
    for (const [key, label] of LABELS) {
      const values = r.advertised[key];
      if (values.length > 0) rows.push([label, values.map(escapeControl).join(', ')]);
    }
    // Finding messages are escaped where they are built.
    for (const f of r.findings) rows.push([f.severity, `${f.message} [${f.ruleId}]`]);
    const width = maxOf(rows, ([label]) => label.length);
    return [`${noun} "${escapeControl(r.name)}"`, ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`)].join('\n');
  });
  return blocks.length === 0 ? 'no providers\n' : `${blocks.join('\n\n')}\n`;
}
