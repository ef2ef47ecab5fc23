// `harness-lint capabilities`: what each provider's plugin advertises, independent of the
// lint formatters: a plain model, then a human table or a JSON document.
import type { ProviderFinding, ProviderResult } from './provider-input.js';
import { escapeControl } from '../text/escape.js';
import { CATEGORIES, type CapabilityMessage, type Category, type DescribeInfo } from './types.js';
import { appendAll, maxOf } from '../array.js';
import { attrType, hclType } from '../capabilities-schema/config-attrs.js';

export interface ProviderReport {
  name: string;
  binary: { via: 'dev_override' | 'lock'; path: string; sha256: string } | null;
  fromCache: boolean;
  identity: DescribeInfo | null;
  categories: Category[];
  advertised: Advertised;
  /** Every category's capability message as the plugin sent it. */
  capabilities: Partial<Record<Category, CapabilityMessage>>;
  findings: ProviderFinding[];
}

export interface Advertised {
  tools: string[];
  models: string[];
  commands: string[];
  promptExpansions: string[];
  hookPoints: string[];
  configAttributes: string[];
}

type Obj = Record<string, unknown>;

function list(value: unknown): Obj[] {
  return Array.isArray(value) ? value.filter((v): v is Obj => typeof v === 'object' && v !== null) : [];
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined ? '' : String(value);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function hookName(value: unknown): string {
  return typeof value === 'string' ? value.replace(/^HOOK_POINT_/, '').toLowerCase().replace(/_/g, '-') : `#${str(value)}`;
}

function attribute(attr: Obj, prefix = ''): string[] {
  const known = attrType(attr.type);
  // An unknown or unset type is shown as the plugin sent it (cap-config-attr-type reports it).
  const type = known ? hclType(known) : str(attr.type) || 'ATTR_TYPE_UNSPECIFIED';
  const flags = [type, attr.required === true ? 'required' : '', attr.sensitive === true ? 'sensitive' : ''].filter(Boolean).join(', ');
  const name = `${prefix}${str(attr.name)}`;
  return [`${name} (${flags})`, ...list(attr.object_attributes).flatMap((a) => attribute(a, `${name}.`))];
}

function advertised(categories: Partial<Record<Category, CapabilityMessage>>): Advertised {
  const out: Advertised = { tools: [], models: [], commands: [], promptExpansions: [], hookPoints: [], configAttributes: [] };
  for (const category of CATEGORIES) {
    const msg = categories[category];
    if (!msg) continue;
    appendAll(out.tools, list(msg.tools).map((t) => str(t.name)));
    appendAll(out.models, list(msg.models).map((m) => str(m.id)));
    appendAll(out.commands, list(msg.commands).map((c) => `/${str(c.name)}`));
    appendAll(out.promptExpansions, list(msg.slash_commands).map((c) => `/${str(c.name)}`));
    if (Array.isArray(msg.supported_hook_points)) appendAll(out.hookPoints, msg.supported_hook_points.map(hookName));
    const schema = msg.config_schema as Obj | undefined;
    if (schema) appendAll(out.configAttributes, list(schema.attributes).flatMap((a) => attribute(a)));
  }
  return {
    tools: unique(out.tools), models: unique(out.models), commands: unique(out.commands),
    promptExpansions: unique(out.promptExpansions), hookPoints: unique(out.hookPoints), configAttributes: unique(out.configAttributes),
  };
}

export function buildReport(results: Map<string, ProviderResult>): ProviderReport[] {
  return [...results.values()].map((r) => {
    const categories = r.capabilities?.categories ?? {};
    return {
      name: r.name,
      binary: r.binary ? { via: r.binary.via, path: r.binary.path, sha256: r.binary.sha256 } : null,
      fromCache: r.fromCache,
      identity: r.capabilities?.describe ?? r.describe ?? null,
      categories: CATEGORIES.filter((c) => categories[c] !== undefined),
      advertised: advertised(categories),
      capabilities: categories,
      findings: r.findings,
    };
  });
}

/**
 * JSON already escapes C0 controls; C1 controls, line separators and bidi controls are
 * written as \u escapes too (same value once parsed), so no viewer of the raw text is fooled.
 */
export function renderReportJson(reports: ProviderReport[]): string {
  const json = JSON.stringify({ version: 1, providers: reports }, null, 2);
  return `${json.replace(/[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}

const LABELS: [keyof Advertised, string][] = [
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
      const via = r.binary.via === 'dev_override' ? 'dev_overrides' : 'lock file';
      rows.push(['binary', `${escapeControl(r.binary.path)} (via ${via}, sha256 ${r.binary.sha256.slice(0, 12)}…)${r.fromCache ? ' [cached]' : ''}`]);
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
