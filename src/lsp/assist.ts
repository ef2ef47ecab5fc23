// Completion and hover for agent.hcl from the kernel-owned schema (the decoders' own table,
// AGENT_SCHEMA) and the enumerations the rules check against, plus the rule behind a
// diagnostic under the cursor.
import { CompletionItemKind, InsertTextFormat, MarkupKind, type CompletionItem, type Hover } from 'vscode-languageserver';
import { AGENT_SCHEMA } from '../config/agent-decode.js';
import type { BodySchema } from '../config/schema-decode.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { docUri } from '../diagnostics/format/sarif.js';
import type { Block, Body } from '../hcl/ast.js';
import { ACTIONS, HOOK_MODES, HOOK_POINTS, KINDS, LOG_LEVELS, PROTOCOLS, RISKS } from '../config/agent-model.js';
import { allRules } from '../rules/index.js';
import type { LinePos } from './positions.js';

/** What a string attribute may hold, by attribute name. */
const ENUMS: Readonly<Record<string, readonly string[]>> = { action: ACTIONS, mode: HOOK_MODES, log_level: LOG_LEVELS, protocol: PROTOCOLS, kind: KINDS, risk: RISKS };

/** Attribute names whose value is a provider local name. */
const PROVIDER_VALUED = new Set(['provider', 'default_frontend']);

/** Snippets of the top-level blocks: the labels and required attributes to fill in. */
const SNIPPETS: Readonly<Record<string, string>> = {
  required_providers: 'required_providers {\n  ${1:name} = {\n    source  = "${2:github.com/org/provider-name}"\n    version = "${3:~> 1.0}"\n  }\n}',
  provider: 'provider "${1:name}" {\n  $0\n}',
  policy: 'policy "${1:name}" {\n  match  = { ${2:provider = "${3:name}"} }\n  action = "${4|allow,ask,deny|}"\n}',
  agent_profile: 'agent_profile "${1:name}" {\n  model {\n    primary {\n      provider = "${2:provider}"\n      id       = "${3:model-id}"\n    }\n  }\n  tools = [$0]\n}',
  hook: `hook "\${1|${HOOK_POINTS.join(',')}|}" {\n  provider = "\${2:provider}"\n  mode     = "\${3|${HOOK_MODES.join(',')}|}"\n}`,
  settings: 'settings {\n  default_frontend = "${1:frontend}"\n  log_level        = "${2|' + LOG_LEVELS.join(',') + '|}"\n  telemetry        = ${3|true,false|}\n}',
};

function before(a: LinePos, b: LinePos): boolean {
  return a.line < b.line || (a.line === b.line && a.column <= b.column);
}

/** The blocks enclosing `pos`, outermost first (bounded: a pathological nesting is not walked to the end). */
export function enclosingBlocks(body: Body, pos: LinePos): Block[] {
  const path: Block[] = [];
  let current: Body | undefined = body;
  while (current && path.length < 64) {
    const inside: Block | undefined = current.blocks.find((b) => before(b.openBraceRange.end, pos) && before(pos, b.closeBraceRange.start));
    if (!inside) break;
    path.push(inside);
    current = inside.body;
  }
  return path;
}

/** The kernel schema of the innermost block (undefined inside a provider block, whose schema is the plugin's). */
function schemaAt(path: readonly Block[]): BodySchema | undefined {
  return AGENT_SCHEMA[path.length === 0 ? '' : path[path.length - 1].type];
}

function requiredNote(required: boolean | undefined): string {
  return required ? 'required' : 'optional';
}

export interface CompletionContext {
  body: Body;
  pos: LinePos;
  /** The text of the cursor's line up to the cursor. */
  linePrefix: string;
  /** The project's provider local names, declared first. */
  providerNames: readonly string[];
}

export function complete(ctx: CompletionContext): CompletionItem[] {
  const value = /([A-Za-z_][A-Za-z0-9_]*)\s*=\s*"([^"]*)$/.exec(ctx.linePrefix);
  const path = enclosingBlocks(ctx.body, ctx.pos);
  if (value) {
    const name = value[1];
    const options = ENUMS[name] ?? (PROVIDER_VALUED.has(name) ? ctx.providerNames : undefined);
    return (options ?? []).map((v) => ({ label: v, kind: CompletionItemKind.EnumMember, detail: `${name} value` }));
  }
  // A hook label, after `hook "`.
  if (path.length === 0 && /^\s*hook\s+"[^"]*$/.test(ctx.linePrefix)) return HOOK_POINTS.map((p) => ({ label: p, kind: CompletionItemKind.Event, detail: 'hook point' }));
  if (!/^\s*[A-Za-z_]*$/.test(ctx.linePrefix)) return [];
  const schema = schemaAt(path);
  if (!schema) return [];
  const items: CompletionItem[] = [];
  const required = [...schema.attributes].sort((a, b) => Number(Boolean(b.required)) - Number(Boolean(a.required)));
  for (const a of required) items.push({ label: a.name, kind: CompletionItemKind.Property, detail: `${requiredNote(a.required)} attribute`, insertText: `${a.name} = `, sortText: `${a.required ? 0 : 1}${a.name}` });
  for (const b of schema.blocks) {
    if (b.rejectedBecause) continue;
    const snippet = path.length === 0 ? SNIPPETS[b.type] : undefined;
    const labels = Array.from({ length: b.labels }, (_, i) => ` "\${${i + 1}:${b.labelName ?? 'name'}}"`).join('');
    items.push({
      label: b.type,
      kind: CompletionItemKind.Module,
      detail: 'block',
      insertTextFormat: InsertTextFormat.Snippet,
      insertText: snippet ?? `${b.type}${labels} {\n  $0\n}`,
      sortText: `2${b.type}`,
    });
  }
  return items;
}

export interface HoverContext {
  /** agent.hcl's body; undefined for another file. */
  body: Body | undefined;
  pos: LinePos;
  /** The published diagnostics of the document whose range holds the cursor. */
  diagnostics: readonly Diagnostic[];
}

function within(pos: LinePos, range: { start: LinePos; end: LinePos }): boolean {
  return before(range.start, pos) && !before(range.end, pos);
}

export function hover(ctx: HoverContext): Hover | null {
  const parts = ctx.body ? schemaHover(ctx.body, ctx.pos) : [];
  for (const d of ctx.diagnostics) {
    if (!within(ctx.pos, d.range)) continue;
    const meta = allRules.find((r) => r.meta.id === d.ruleId)?.meta;
    parts.push(`[${d.ruleId}](${docUri(d.ruleId)})${meta ? `: ${meta.description}` : ''}`);
  }
  return parts.length === 0 ? null : { contents: { kind: MarkupKind.Markdown, value: parts.join('\n\n---\n\n') } };
}

/** What the kernel schema says about the block type, attribute or hook label under the cursor. */
function schemaHover(body: Body, pos: LinePos): string[] {
  const parts: string[] = [];
  const ctx = { body, pos };
  const path = enclosingBlocks(ctx.body, ctx.pos);
  const parentBody = path.length === 0 ? ctx.body : path[path.length - 1].body;
  const parentSchema = schemaAt(path);
  const block = parentBody.blocks.find((b) => within(ctx.pos, b.typeRange));
  if (block) {
    const schema = AGENT_SCHEMA[block.type];
    const declared = parentSchema?.blocks.find((b) => b.type === block.type);
    if (declared && schema) {
      const attrs = schema.anyAttributes ? 'any attributes' : schema.attributes.map((a) => `\`${a.name}\`${a.required ? ' (required)' : ''}`).join(', ') || 'no attributes';
      const blocks = schema.blocks.filter((b) => !b.rejectedBecause).map((b) => `\`${b.type}\``);
      parts.push(`**${block.type}** block, ${declared.labels === 0 ? 'no labels' : `label: ${declared.labelName ?? 'name'}`}\n\nattributes: ${attrs}${blocks.length > 0 ? `\n\nblocks: ${blocks.join(', ')}` : ''}`);
      if (declared.rejectedBecause) parts.push(declared.rejectedBecause);
    }
  }
  const attr = parentBody.attributes.find((a) => within(ctx.pos, a.nameRange));
  if (attr && parentSchema && !parentSchema.anyAttributes) {
    const declared = parentSchema.attributes.find((a) => a.name === attr.name);
    if (declared) {
      const allowed = ENUMS[attr.name];
      parts.push(`**${attr.name}**: ${requiredNote(declared.required)} attribute of ${path.length === 0 ? 'the top level' : path[path.length - 1].type}${allowed ? `\n\nallowed values: ${allowed.map((v) => `\`"${v}"\``).join(', ')}` : ''}`);
    }
  }
  const hookLabel = path.length === 0 ? ctx.body.blocks.find((b) => b.type === 'hook' && b.labels[0] && within(ctx.pos, b.labels[0].range)) : undefined;
  if (hookLabel) parts.push(HOOK_POINTS.includes(hookLabel.labels[0].value) ? `hook point \`${hookLabel.labels[0].value}\`` : `\`${hookLabel.labels[0].value}\` is not a hook point: ${HOOK_POINTS.join(', ')}`);
  return parts;
}
