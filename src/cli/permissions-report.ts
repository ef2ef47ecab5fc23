// `harness-lint permissions` as a person reads it: the report grouped by profile then decision
// (stylish, risk coloured on a terminal) or as Markdown tables (a pull-request comment, a job
// summary); one decision explained (--tool); the changes against a baseline (--baseline).
// Every name comes from the checkout or a plugin and is escaped.
import { styleText } from 'node:util';
import { maxOf } from '../array.js';
import { plural } from '../format/text.js';
import type { MatchKey } from '../models/agent/model.js';
import type { Decision, MatchingPolicy, PermissionChange, Permissions, ProfilePermissions, ToolPermission } from '../permissions/index.js';
import { escapeControl, quote } from '../text/escape.js';
import { markdownText as md } from '../text/markdown.js';

type Style = 'red' | 'yellow' | 'green' | 'bold' | 'dim';
type Paint = (format: Style | Style[], text: string) => string;

// Node ≥ 22.13 would otherwise check process.stdout itself; the caller has decided.
const style = styleText as (format: Style | Style[], text: string, options?: { validateStream: boolean }) => string;

export function painter(color: boolean): Paint {
  return (format, text) => (color && text !== '' ? style(format, text, { validateStream: false }) : text);
}

export interface ReportInput {
  /** agent.hcl as shown. */
  file: string;
  permissions: Permissions;
  /** Why each provider in `unknownProviders` has no answers. */
  unknownWhy: ReadonlyMap<string, string>;
}

const DECISIONS: readonly Decision[] = ['allow', 'ask', 'deny'];
const DECISION_STYLE: Record<Decision, Style> = { allow: 'green', ask: 'yellow', deny: 'red' };
const RISK_STYLE: Record<string, Style | Style[]> = { critical: ['red', 'bold'], high: 'red', moderate: 'yellow' };

function counts(x: { allow: number; ask: number; deny: number }): string {
  return DECISIONS.map((d) => `${x[d]} ${d}`).join(' · ');
}

/** What decided: the policy (and a downgrade), or which default. */
function decidedBy(t: ToolPermission, name: (s: string) => string): string {
  if (t.policy) return `policy ${name(t.policy.name)}${t.downgraded ? ' ("ask" downgraded to deny)' : ''}`;
  return t.default === 'free' ? 'default (data_source and interactive calls run)' : 'default (resource calls ask)';
}

function toolLabel(t: ToolPermission): string {
  return `${escapeControl(t.tool)}${t.source === 'slash-command' ? ' (command)' : ''}`;
}

/** Rows of tools under decision headings, columns aligned. */
function toolTable(tools: readonly ToolPermission[], paint: Paint): string[] {
  const labels = tools.map(toolLabel);
  const kinds = tools.map((t) => escapeControl(t.kind));
  const risks = tools.map((t) => escapeControl(t.risk));
  const widths = [maxOf(labels, (s) => s.length), maxOf(kinds, (s) => s.length), maxOf(risks, (s) => s.length)];
  const out: string[] = [];
  for (const decision of DECISIONS) {
    const rows = tools.map((t, i) => [t, i] as const).filter(([t]) => t.decision === decision);
    if (rows.length === 0) continue;
    out.push(`  ${paint(DECISION_STYLE[decision], decision)}`);
    for (const [t, i] of rows) {
      const risk = paint(RISK_STYLE[t.risk] ?? [], risks[i]) + ' '.repeat(widths[2] - risks[i].length);
      out.push(`    ${labels[i].padEnd(widths[0])}  ${kinds[i].padEnd(widths[1])}  ${risk}  ${decidedBy(t, quote)}`.trimEnd());
    }
  }
  return out;
}

function profileLines(p: ProfilePermissions, tools: readonly ToolPermission[], paint: Paint): string[] {
  const head = `agent_profile ${quote(p.name)}: ${plural(p.keys.length, 'tool')} · ${counts(p)}`;
  const out = [paint('bold', head), ...toolTable(tools, paint)];
  for (const item of p.unknown) out.push(`  not known: ${quote(item.value)} (no answers from provider ${quote(item.value.slice(0, item.value.indexOf('.')))})`);
  for (const r of p.refused)
    out.push(`  refused by the kernel: ${quote(r.item.value)} (${r.reason === 'malformed' ? 'not "<provider>.<tool>"' : 'not advertised'})`);
  return out;
}

function incompleteLines(input: ReportInput): string[] {
  const { unknownProviders } = input.permissions;
  if (unknownProviders.length === 0) return [];
  return [
    '',
    `incomplete: no answers from ${plural(unknownProviders.length, 'provider')}; what they advertise, and what profiles grant from them, is not shown:`,
    ...unknownProviders.map((p) => `  ${quote(p)}: ${escapeControl(input.unknownWhy.get(p) ?? 'no answers')}`),
  ];
}

/** The whole report, or one profile's (`only`). */
export function renderText(input: ReportInput, color: boolean, only?: string): string {
  const paint = painter(color);
  const { permissions: p } = input;
  const byTool = new Map(p.tools.map((t) => [t.tool, t]));
  const profiles = only === undefined ? p.profiles : p.profiles.filter((x) => x.name === only);
  const providers = new Set(p.tools.map((t) => t.provider)).size;
  const lines = [
    `${escapeControl(input.file)}: ${plural(p.tools.length, 'tool')} of ${plural(providers, 'provider')}, ${plural(p.profiles.length, 'profile')}`,
  ];
  for (const profile of profiles)
    lines.push(
      '',
      ...profileLines(
        profile,
        profile.keys.map((k) => byTool.get(k)!),
        paint,
      ),
    );
  if (only === undefined) {
    const outside = p.tools.filter((t) => t.profiles.length === 0);
    if (outside.length > 0) lines.push('', paint('bold', `in no profile: ${plural(outside.length, 'tool')}`), ...toolTable(outside, paint));
  }
  lines.push(...incompleteLines(input));
  return `${lines.join('\n')}\n`;
}

function markdownTools(tools: readonly ToolPermission[]): string[] {
  const code = (s: string) => md(s);
  return [
    '| tool | kind | risk | decision | decided by | profiles |',
    '|---|---|---|---|---|---|',
    ...tools.map(
      (t) =>
        `| ${md(t.tool)}${t.source === 'slash-command' ? ' (command)' : ''} | ${md(t.kind)} | ${md(t.risk)} | **${t.decision}** | ${decidedBy(t, code)} | ${t.profiles.map(md).join(', ')} |`,
    ),
  ];
}

function markdownIncomplete(input: ReportInput): string[] {
  const { unknownProviders } = input.permissions;
  if (unknownProviders.length === 0) return [];
  return [
    '',
    `> **Incomplete:** no answers from ${unknownProviders.map((p) => `${md(p)} (${md(input.unknownWhy.get(p) ?? 'no answers')})`).join(', ')}; what they advertise, and what profiles grant from them, is not shown.`,
  ];
}

export function renderMarkdown(input: ReportInput, only?: string): string {
  const { permissions: p } = input;
  const profiles = only === undefined ? p.profiles : p.profiles.filter((x) => x.name === only);
  const inScope = only === undefined ? null : new Set(profiles.flatMap((x) => x.keys));
  const lines = [`### Permissions of ${md(input.file)}${only === undefined ? '' : `, profile ${md(only)}`}`, ''];
  lines.push(...markdownTools(inScope ? p.tools.filter((t) => inScope.has(t.tool)) : p.tools));
  lines.push('', '| profile | tools | allow | ask | deny |', '|---|---|---|---|---|');
  for (const x of profiles) lines.push(`| ${md(x.name)} | ${x.keys.length} | ${x.allow} | ${x.ask} | ${x.deny} |`);
  lines.push(...markdownIncomplete(input));
  return `${lines.join('\n')}\n`;
}

// --- one decision (--tool) -------------------------------------------------------------------

const FIELDS: readonly MatchKey[] = ['tool_name', 'provider', 'risk', 'kind'];

function tuple(m: MatchingPolicy): string {
  return `(${FIELDS.map((f, i) => (m.specificity[i] ? f : '-')).join(', ')})`;
}

/** Why a matching policy does or does not decide. Specificity compares tool_name, then provider, then risk, then kind. */
function why(m: MatchingPolicy, winner: MatchingPolicy, name: (s: string) => string): string {
  if (m.decides) return 'decides';
  if (m.outrankedAt === null) return `tied with ${name(winner.policy.name)}: a conflict the kernel refuses at load (the first declared decides)`;
  return `outranked by ${name(winner.policy.name)}, which specifies ${m.outrankedAt} and this one does not (tool_name > provider > risk > kind)`;
}

/** `name` shows a name from the checkout or a plugin, `text` a value. */
function summary(t: ToolPermission, matching: readonly MatchingPolicy[], name: (s: string) => string, text: (s: string) => string): string[] {
  const what = `${t.source === 'slash-command' ? 'direct-invoke command' : 'tool'} of provider ${name(t.provider)}, kind ${text(t.kind)}, risk ${text(t.risk)}`;
  const decided =
    matching.length > 0
      ? `decided by policy ${name(t.policy!.name)}${t.downgraded ? `, whose "ask" is downgraded to deny: a ${text(t.kind)} call has no apply step to ask before` : ''}`
      : t.default === 'free'
        ? `no policy matches: ${text('data_source')} and interactive calls run by default (allow)`
        : 'no policy matches: resource calls, and calls of any other kind, ask by default';
  return [what, decided, t.profiles.length > 0 ? `in profiles: ${t.profiles.map(text).join(', ')}` : 'in no profile'];
}

export function renderExplanationText(t: ToolPermission, matching: readonly MatchingPolicy[], color: boolean): string {
  const paint = painter(color);
  const lines = [
    `${paint('bold', escapeControl(t.tool))}: ${paint(DECISION_STYLE[t.decision], t.decision)}`,
    ...summary(t, matching, quote, escapeControl).map((s) => `  ${s}`),
  ];
  if (matching.length > 0) {
    lines.push('', 'policies that match, the most specific first (specificity: tool_name, provider, risk, kind):');
    const names = matching.map((m) => quote(m.policy.name));
    const tuples = matching.map(tuple);
    const widths = [maxOf(names, (s) => s.length), maxOf(tuples, (s) => s.length)];
    matching.forEach((m, i) => {
      lines.push(`  ${names[i].padEnd(widths[0])}  ${m.action.padEnd(5)}  ${tuples[i].padEnd(widths[1])}  ${why(m, matching[0], quote)}`);
    });
  }
  return `${lines.join('\n')}\n`;
}

export function renderExplanationMarkdown(t: ToolPermission, matching: readonly MatchingPolicy[]): string {
  const lines = [`### ${md(t.tool)}: **${t.decision}**`, '', ...summary(t, matching, md, md).map((s) => `- ${s}`)];
  if (matching.length > 0) {
    lines.push('', '| policy | action | specificity | |', '|---|---|---|---|');
    for (const m of matching) lines.push(`| ${md(m.policy.name)} | ${m.action} | ${tuple(m)} | ${why(m, matching[0], md)} |`);
  }
  return `${lines.join('\n')}\n`;
}

// --- changes against a baseline (--baseline) --------------------------------------------------

function describeChange(c: PermissionChange, name: (s: string) => string): string {
  switch (c.change) {
    case 'added':
      return `new tool, ${c.decision}`;
    case 'removed':
      return `gone (was ${c.decision})`;
    case 'decision':
      return `decision ${c.from} → ${c.to}`;
    case 'scope':
      return `${c.entered ? 'entered' : 'left'} the scope of profile ${name(c.profile)}`;
    case 'reclassified':
      return `${c.field} ${name(c.from)} → ${name(c.to)} (reclassified by its plugin)`;
    case 'unverified':
      return `not compared: provider ${name(c.provider)} did not answer`;
  }
}

function direction(c: PermissionChange): string {
  if (c.widened) return 'widened';
  return c.change === 'decision' || c.change === 'scope' || c.change === 'removed' ? 'narrowed' : '';
}

export function renderChangesText(file: string, baseline: string, changes: readonly PermissionChange[], color: boolean): string {
  const paint = painter(color);
  const widened = changes.filter((c) => c.widened).length;
  const head = `${escapeControl(file)} against ${escapeControl(baseline)}: ${changes.length === 0 ? 'no change' : `${plural(changes.length, 'change')}, ${widened} widening access`}`;
  const tools = changes.map((c) => escapeControl(c.tool));
  const width = maxOf(tools, (s) => s.length);
  const lines = changes.map((c, i) => {
    const dir = direction(c);
    return `  ${paint(c.widened ? 'red' : 'dim', dir.padEnd(8))}  ${tools[i].padEnd(width)}  ${describeChange(c, quote)}`;
  });
  return `${[head, ...lines].join('\n')}\n`;
}

export function renderChangesMarkdown(file: string, baseline: string, changes: readonly PermissionChange[]): string {
  const widened = changes.filter((c) => c.widened).length;
  const lines = [`### Permission changes of ${md(file)} against ${md(baseline)}`, ''];
  if (changes.length === 0) return `${[...lines, 'No change.'].join('\n')}\n`;
  lines.push(
    widened > 0 ? `**${plural(widened, 'change')} widen${widened === 1 ? 's' : ''} what the agent may do.**` : 'Nothing widens what the agent may do.',
    '',
  );
  lines.push('| | tool | change |', '|---|---|---|');
  for (const c of changes) lines.push(`| ${c.widened ? '**widened**' : direction(c)} | ${md(c.tool)} | ${describeChange(c, md)} |`);
  return `${lines.join('\n')}\n`;
}
