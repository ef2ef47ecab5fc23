// What changed against a baseline (an earlier `-f json` report, e.g. a committed
// permissions.json), tool by tool: decisions widened (deny → ask → allow) or narrowed, tools
// entering or leaving a profile's scope, tools new or gone, kinds and risks reclassified by a
// plugin. Whatever grants more is `widened`, which fails a "no new access" check in CI.
import type { Decision } from '../models/permissions/policy-index.js';
import type { PermissionsDocument, ToolRow } from './document.js';

export type PermissionChange =
  | { change: 'added'; tool: string; decision: Decision; widened: boolean }
  | { change: 'removed'; tool: string; decision: Decision; widened: false }
  | { change: 'decision'; tool: string; from: Decision; to: Decision; widened: boolean }
  | { change: 'scope'; tool: string; profile: string; entered: boolean; widened: boolean }
  | { change: 'reclassified'; tool: string; field: 'kind' | 'risk'; from: string; to: string; widened: false }
  /** In the baseline, but its provider's answers are missing now: not compared. */
  | { change: 'unverified'; tool: string; provider: string; widened: false };

const RANK: Record<Decision, number> = { deny: 0, ask: 1, allow: 2 };

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function scopeChanges(tool: string, before: readonly string[], after: readonly string[]): PermissionChange[] {
  const was = new Set(before);
  const is = new Set(after);
  const out: PermissionChange[] = [];
  for (const profile of [...is].filter((p) => !was.has(p)).sort(compare)) out.push({ change: 'scope', tool, profile, entered: true, widened: true });
  for (const profile of [...was].filter((p) => !is.has(p)).sort(compare)) out.push({ change: 'scope', tool, profile, entered: false, widened: false });
  return out;
}

function rowChanges(before: ToolRow, after: ToolRow): PermissionChange[] {
  const tool = after.tool;
  const out: PermissionChange[] = [];
  if (before.decision !== after.decision)
    out.push({ change: 'decision', tool, from: before.decision, to: after.decision, widened: RANK[after.decision] > RANK[before.decision] });
  for (const field of ['kind', 'risk'] as const)
    if (before[field] !== after[field]) out.push({ change: 'reclassified', tool, field, from: before[field], to: after[field], widened: false });
  out.push(...scopeChanges(tool, before.profiles, after.profiles));
  return out;
}

/** Every change, by tool, each tool's in a fixed order: what it is, its decision, its kind and risk, its scope. */
export function diffPermissions(
  baseline: Pick<PermissionsDocument, 'tools'>,
  current: Pick<PermissionsDocument, 'tools' | 'unknownProviders'>,
): PermissionChange[] {
  const before = new Map(baseline.tools.map((t) => [t.tool, t]));
  const after = new Map(current.tools.map((t) => [t.tool, t]));
  const unknown = new Set(current.unknownProviders);
  const names = [...new Set([...before.keys(), ...after.keys()])].sort(compare);
  const out: PermissionChange[] = [];
  for (const tool of names) {
    const was = before.get(tool);
    const is = after.get(tool);
    if (was && is) out.push(...rowChanges(was, is));
    else if (is) {
      out.push({ change: 'added', tool, decision: is.decision, widened: is.decision !== 'deny' });
      out.push(...scopeChanges(tool, [], is.profiles));
    } else if (was && unknown.has(was.provider)) out.push({ change: 'unverified', tool, provider: was.provider, widened: false });
    else if (was) out.push({ change: 'removed', tool, decision: was.decision, widened: false });
  }
  return out;
}

const DECISIONS: readonly string[] = ['allow', 'ask', 'deny'];

function problemOfRow(row: unknown, at: string): string | null {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return `${at} is not an object`;
  const r = row as Record<string, unknown>;
  for (const field of ['tool', 'provider', 'kind', 'risk']) if (typeof r[field] !== 'string') return `${at}.${field} is not a string`;
  if (!DECISIONS.includes(r.decision as string)) return `${at}.decision is not "allow", "ask" or "deny"`;
  if (!Array.isArray(r.profiles) || !r.profiles.every((p) => typeof p === 'string')) return `${at}.profiles is not a list of strings`;
  return null;
}

/**
 * The baseline as the diff reads it, or what is wrong with it: a version-1 report whose tools
 * each name their tool, provider, kind, risk, decision and profiles, each tool once.
 */
export function readBaseline(value: unknown): { baseline: Pick<PermissionsDocument, 'tools'> } | { problem: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: 'it is not a JSON object' };
  const doc = value as Record<string, unknown>;
  if (doc.version !== 1) return { problem: 'its "version" is not 1 (is it a harness-lint permissions -f json report?)' };
  if (!Array.isArray(doc.tools)) return { problem: '"tools" is not a list' };
  const seen = new Set<string>();
  for (let i = 0; i < doc.tools.length; i++) {
    const problem = problemOfRow(doc.tools[i], `tools[${i}]`);
    if (problem) return { problem };
    const tool = (doc.tools[i] as ToolRow).tool;
    if (seen.has(tool)) return { problem: `tools[${i}] repeats ${JSON.stringify(tool)}` };
    seen.add(tool);
  }
  return { baseline: { tools: doc.tools as ToolRow[] } };
}
