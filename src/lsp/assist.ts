// Completion and hover for agent.hcl: from the kernel-owned schema (the decoders' own table,
// AGENT_SCHEMA, with the spec's type, allowed values, default and meaning), from what the
// project's plugins advertise (advertised.ts), required_providers entries with their plugins and
// the lock file (required-providers.ts), and the rule behind a diagnostic under the cursor.
import { CompletionItemKind, InsertTextFormat, MarkupKind, type CompletionItem, type Hover, type Position } from 'vscode-languageserver';
import { AGENT_SCHEMA } from '../models/agent/decode.js';
import { HOOK_MODES, HOOK_POINTS, KINDS, LOG_LEVELS, MATCH_KEYS, RISKS, type AgentConfig } from '../models/agent/model.js';
import type { AttributeSchema, BodySchema, BlockTypeSchema, LocatedValue } from '../hcl/schema-decode.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { ruleUrl } from '../diagnostics/rule-url.js';
import type { Block, Body } from '../hcl/ast.js';
import { allRules } from '../rules/index.js';
import {
  configAttrAt,
  configAttrHover,
  configAttrItems,
  hookSupportHover,
  md,
  modelHover,
  modelItems,
  operationHover,
  slashCommandHovers,
  slashCommandItems,
  supportedPoints,
  toolNameHovers,
  toolNameItems,
  toolScopeItems,
  wildcardHover,
  type Loaded,
} from './advertised.js';
import type { LockFile } from '../models/lock/model.js';
import type { LinePos, SourceText } from './positions.js';
import { requiredProviderHover, requiredProviderItems } from './required-providers.js';
import { valueContext, type ValueContext } from './value-context.js';

/** What a key of a policy's match object may hold (the other keys name providers and tools). */
const MATCH_VALUES: Readonly<Record<string, readonly string[]>> = { kind: KINDS, risk: RISKS };

/** Attribute names whose value is a provider local name. */
const PROVIDER_VALUED = new Set(['provider', 'default_frontend']);

/** Snippets of the top-level blocks: the labels and required attributes to fill in. */
const SNIPPETS: Readonly<Record<string, string>> = {
  required_providers: 'required_providers {\n  ${1:name} = {\n    source  = "${2:github.com/org/provider-name}"\n    version = "${3:~> 1.0}"\n  }\n}',
  provider: 'provider "${1:name}" {\n  $0\n}',
  policy: 'policy "${1:name}" {\n  match  = { ${2:provider = "${3:name}"} }\n  action = "${4|allow,ask,deny|}"\n}',
  agent_profile:
    'agent_profile "${1:name}" {\n  model {\n    primary {\n      provider = "${2:provider}"\n      id       = "${3:model-id}"\n    }\n  }\n  tools = [$0]\n}',
  hook: `hook "\${1|${HOOK_POINTS.join(',')}|}" {\n  provider = "\${2:provider}"\n  mode     = "\${3|${HOOK_MODES.join(',')}|}"\n}`,
  settings:
    'settings {\n  default_frontend = "${1:frontend}"\n  log_level        = "${2|' + LOG_LEVELS.join(',') + '|}"\n  telemetry        = ${3|true,false|}\n}',
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

/** What completion and hover look at: the document as it is now and the project's plugins. */
export interface AssistContext {
  source: SourceText;
  position: Position;
  /** agent.hcl's syntax tree and model. */
  body: Body;
  model: AgentConfig;
  /** The loaded providers' advertisements (empty with plugins off or not answered yet, kept through syntax errors). */
  loaded: Loaded;
  /** The required_providers names the project's last lint without a syntax error knew: a broken block may hide the entries while typing. */
  knownProviders: readonly string[];
  /** The project's lock file as it is now, null when there is none to read; read only when a completion needs it. */
  lock: () => LockFile | null;
}

interface Cursor {
  pos: LinePos;
  offset: number;
  /** The blocks enclosing the cursor, outermost first. */
  path: Block[];
  block: Block | undefined;
  /** The innermost block's body text up to the cursor. */
  before: string;
  /** The innermost block's body text (to its closing brace). */
  blockText: string;
}

function cursorOf(ctx: AssistContext): Cursor {
  const { source } = ctx;
  const pos = source.toLinePos(ctx.position);
  const offset = source.offsetAt(ctx.position);
  const path = enclosingBlocks(ctx.body, pos);
  const block = path.at(-1);
  const start = block ? source.indexOfLinePos(block.openBraceRange.end) : 0;
  const end = block ? source.indexOfLinePos(block.closeBraceRange.start) : source.text.length;
  return { pos, offset, path, block, before: source.text.slice(start, offset), blockText: source.text.slice(start, Math.max(end, offset)) };
}

/** The string value `name = "…"` written in a block body's text (a provider named beside the cursor). */
function writtenString(text: string, name: string): string | undefined {
  return new RegExp(`(?:^|[\\s{,])${name}\\s*=\\s*"([^"\\\\\\n]*)"`).exec(text)?.[1];
}

function names(values: readonly string[], detail: string, kind: CompletionItemKind = CompletionItemKind.EnumMember): CompletionItem[] {
  return values.map((v) => ({ label: v, kind, detail }));
}

export function complete(ctx: AssistContext): CompletionItem[] {
  const cursor = cursorOf(ctx);
  const value = valueContext(cursor.before);
  if (value.inString) {
    const { items, replace } =
      cursor.block?.type === 'required_providers' && value.path.length === 1 && value.assigned
        ? requiredProviderItems(ctx.lock(), value.path[0], value.assigned, value.typed)
        : { items: stringItems(ctx, cursor, value), replace: value.typed.length };
    // Each item replaces what is typed inside the quotes, dots included (of a version constraint, the clause being typed).
    const range = { start: ctx.source.positionAt(cursor.offset - replace), end: ctx.position };
    return items.map((item) => ({ ...item, textEdit: { range, newText: item.insertText ?? item.label } }));
  }
  const lineStart = Math.max(ctx.source.text.lastIndexOf('\n', cursor.offset - 1), ctx.source.text.lastIndexOf('\r', cursor.offset - 1)) + 1;
  const linePrefix = ctx.source.text.slice(lineStart, cursor.offset);
  // A name is typed at the start of a line, or of an object's item.
  if (!(value.path.length > 0 ? /(?:^|[{,])\s*[A-Za-z_]*$/ : /^\s*[A-Za-z_]*$/).test(linePrefix)) return [];
  const indent = /^\s*/.exec(linePrefix)?.[0] ?? '';
  if (cursor.block?.type === 'provider') return providerAttrItems(ctx, cursor, value.path, indent);
  // A name already set is not offered again, unless the cursor is on it (renaming it).
  const elsewhere = (nameRange: { start: LinePos; end: LinePos }) => !within(cursor.pos, nameRange);
  if (value.path.length > 0) {
    if (cursor.block?.type !== 'policy' || value.path.join('.') !== 'match') return [];
    const line = cursor.block.range.start.line;
    const fields = ctx.model.policies.find((p) => p.block.range.start.line === line)?.match?.fields ?? {};
    const set = new Set(Object.entries(fields).flatMap(([key, f]) => (f && elsewhere(f.keyRange) ? [key] : [])));
    return names(
      MATCH_KEYS.filter((k) => !set.has(k)),
      'match key',
      CompletionItemKind.Property,
    );
  }
  const written = (cursor.block?.body ?? ctx.body).attributes.filter((a) => elsewhere(a.nameRange)).map((a) => a.name);
  return kernelItems(cursor.path, new Set(written));
}

/** Inside a string: enum values, provider names, tools, commands, models, hook points. */
function stringItems(ctx: AssistContext, cursor: Cursor, value: ValueContext): CompletionItem[] {
  const { block } = cursor;
  const where = value.path.join('.');
  const providers = [...new Set([...ctx.model.requiredProviders.map((r) => r.name), ...ctx.knownProviders])];
  if (!block) {
    const line = cursor.before.slice(cursor.before.lastIndexOf('\n') + 1);
    if (/^\s*hook\s+"[^"]*$/.test(line)) return hookPointItems(ctx, cursor.pos.line);
    if (!/^\s*provider\s+"[^"]*$/.test(line)) return [];
    // A provider block's label: the entries no other provider block configures yet.
    const configured = new Set(ctx.model.providers.filter((p) => p.labelRange.start.line !== cursor.pos.line).map((p) => p.name));
    return names(
      providers.filter((n) => !configured.has(n)),
      'required_providers entry',
      CompletionItemKind.Module,
    );
  }
  if (block.type === 'provider') return [];
  if (block.type === 'agent_profile' && where === 'tools') return toolScopeItems(ctx.loaded);
  if (block.type === 'agent_profile' && where === 'slash_commands') return slashCommandItems(ctx.loaded);
  if (block.type === 'policy' && where === 'match' && value.assigned === 'tool_name')
    return toolNameItems(ctx.loaded, writtenString(cursor.blockText, 'provider'));
  if (block.type === 'policy' && where === 'match' && value.assigned) {
    const options = MATCH_VALUES[value.assigned] ?? (value.assigned === 'provider' ? providers : []);
    return names(options, `match.${value.assigned} value`);
  }
  if (where !== '' || !value.assigned) return [];
  if ((block.type === 'primary' || block.type === 'fallback') && value.assigned === 'id')
    return modelItems(ctx.loaded, writtenString(cursor.blockText, 'provider'));
  const declared = schemaAt(cursor.path)?.attributes.find((a) => a.name === value.assigned);
  if (declared?.values && declared.type === 'string') return names(declared.values, `${value.assigned} value`);
  return PROVIDER_VALUED.has(value.assigned) && declared ? names(providers, `${value.assigned} value`) : [];
}

/** Hook labels: the points the hook's provider supports first. */
function hookPointItems(ctx: AssistContext, line: number): CompletionItem[] {
  const provider = ctx.model.hooks.find((h) => h.pointRange.start.line === line)?.provider?.value;
  const caps = provider === undefined ? undefined : ctx.loaded.get(provider);
  const supported = new Set(caps ? supportedPoints(caps) : []);
  const ordered = [...HOOK_POINTS.filter((p) => supported.has(p)), ...HOOK_POINTS.filter((p) => !supported.has(p))];
  return ordered.map((p, i) => ({
    label: p,
    kind: CompletionItemKind.Event,
    detail: supported.has(p) ? `hook point, supported by provider "${provider}"` : 'hook point',
    sortText: String(i).padStart(2, '0'),
  }));
}

/** A provider body: the plugin's config_schema attributes (or those of the object being written). */
function providerAttrItems(ctx: AssistContext, cursor: Cursor, path: readonly string[], indent: string): CompletionItem[] {
  const name = cursor.block?.labels[0]?.value;
  const caps = name === undefined ? undefined : ctx.loaded.get(name);
  if (!caps) return [];
  const attrs = path.length === 0 ? caps.providerConfig : configAttrAt(caps.providerConfig, path)?.objectAttributes;
  if (!attrs) return [];
  const written = path.length === 0 ? new Set(cursor.block?.body.attributes.map((a) => a.name)) : new Set<string>();
  return configAttrItems(attrs, written, indent);
}

function requiredNote(required: boolean | undefined): string {
  return required ? 'required' : 'optional';
}

/** Attributes not `written` yet (required first) and nested blocks of a kernel-owned block. */
function kernelItems(path: readonly Block[], written: ReadonlySet<string>): CompletionItem[] {
  const schema = schemaAt(path);
  if (!schema) return [];
  const items: CompletionItem[] = [];
  const required = [...schema.attributes].sort((a, b) => Number(Boolean(b.required)) - Number(Boolean(a.required)));
  for (const a of required) {
    if (written.has(a.name)) continue;
    items.push({
      label: a.name,
      kind: CompletionItemKind.Property,
      detail: `${a.type ? `${a.type}, ` : ''}${requiredNote(a.required)}`,
      ...(a.doc && { documentation: a.doc }),
      insertText: `${a.name} = `,
      sortText: `${a.required ? 0 : 1}${a.name}`,
    });
  }
  for (const b of schema.blocks) {
    if (b.rejectedBecause) continue;
    const snippet = path.length === 0 ? SNIPPETS[b.type] : undefined;
    const labels = Array.from({ length: b.labels }, (_, i) => ` "\${${i + 1}:${b.labelName ?? 'name'}}"`).join('');
    items.push({
      label: b.type,
      kind: CompletionItemKind.Module,
      detail: 'block',
      ...(b.doc && { documentation: b.doc }),
      insertTextFormat: InsertTextFormat.Snippet,
      insertText: snippet ?? `${b.type}${labels} {\n  $0\n}`,
      sortText: `2${b.type}`,
    });
  }
  return items;
}

export function within(pos: LinePos, range: { start: LinePos; end: LinePos }): boolean {
  return before(range.start, pos) && !before(range.end, pos);
}

export interface HoverContext {
  /** agent.hcl's context; undefined for another file. */
  assist: AssistContext | undefined;
  pos: LinePos;
  /** The published diagnostics of the document. */
  diagnostics: readonly Diagnostic[];
  /** Parts shown after the schema's and the plugins', before the findings' (the effective permissions). */
  extra?: readonly string[];
}

export function hover(ctx: HoverContext): Hover | null {
  const parts = ctx.assist ? [...schemaHover(ctx.assist, ctx.pos), ...pluginHover(ctx.assist, ctx.pos), ...(ctx.extra ?? [])] : [];
  // Each rule once, however many of its findings are under the cursor (a provider's entry collects its plugin's).
  for (const id of new Set(ctx.diagnostics.filter((d) => within(ctx.pos, d.range)).map((d) => d.ruleId))) {
    const meta = allRules.find((r) => r.meta.id === id)?.meta;
    parts.push(`[${id}](${ruleUrl(id)})${meta ? `: ${meta.description}` : ''}`);
  }
  return parts.length === 0 ? null : { contents: { kind: MarkupKind.Markdown, value: parts.join('\n\n---\n\n') } };
}

function blockText(block: string, declared: BlockTypeSchema, schema: BodySchema | undefined): string {
  const head = `**${block}** block, ${declared.labels === 0 ? 'no labels' : `label: ${declared.labelName ?? 'name'}`}${declared.doc ? `\n\n${declared.doc}` : ''}`;
  if (!schema) return head;
  const attrs = schema.anyAttributes
    ? 'any attributes'
    : schema.attributes.map((a) => `\`${a.name}\`${a.required ? ' (required)' : ''}`).join(', ') || 'no attributes';
  const blocks = schema.blocks.filter((b) => !b.rejectedBecause).map((b) => `\`${b.type}\``);
  return `${head}\n\nattributes: ${attrs}${blocks.length > 0 ? `\n\nblocks: ${blocks.join(', ')}` : ''}`;
}

function attributeText(a: AttributeSchema, owner: string): string {
  const facts = [a.type, `${requiredNote(a.required)} attribute of ${owner}`].filter(Boolean).join(', ');
  const values = a.values
    ? `\n\n${a.type === 'object' ? 'keys' : 'allowed values'}: ${a.values.map((v) => (a.type === 'object' ? `\`${v}\`` : `\`"${v}"\``)).join(', ')}`
    : '';
  return `**${a.name}**: ${facts}${values}${a.default !== undefined ? `\n\ndefault: \`${a.default}\`` : ''}${a.doc ? `\n\n${a.doc}` : ''}`;
}

/** What the kernel schema says about the block type, attribute or hook label under the cursor. */
function schemaHover(ctx: AssistContext, pos: LinePos): string[] {
  const parts: string[] = [];
  const path = enclosingBlocks(ctx.body, pos);
  const parentBody = path.length === 0 ? ctx.body : path[path.length - 1].body;
  const parentSchema = schemaAt(path);
  const block = parentBody.blocks.find((b) => within(pos, b.typeRange));
  const declared = block && parentSchema?.blocks.find((b) => b.type === block.type);
  if (block && declared) {
    parts.push(blockText(block.type, declared, AGENT_SCHEMA[block.type]));
    if (declared.rejectedBecause) parts.push(declared.rejectedBecause);
  }
  const attr = parentBody.attributes.find((a) => within(pos, a.nameRange));
  const attrSchema = attr && !parentSchema?.anyAttributes ? parentSchema?.attributes.find((a) => a.name === attr.name) : undefined;
  if (attrSchema) parts.push(attributeText(attrSchema, path.length === 0 ? 'the top level' : path[path.length - 1].type));
  const hook = path.length === 0 ? ctx.model.hooks.find((h) => within(pos, h.pointRange)) : undefined;
  if (hook) {
    const point = hook.point;
    parts.push(HOOK_POINTS.includes(point) ? `hook point \`${point}\`` : `"${md(point)}" is not a hook point: ${HOOK_POINTS.join(', ')}`);
    const caps = hook.provider && ctx.loaded.get(hook.provider.value);
    if (caps && hook.provider && HOOK_POINTS.includes(point)) parts.push(hookSupportHover(hook.provider.value, caps, point));
  }
  return parts;
}

/** What the plugins advertise about the required_providers entry, provider attribute, tool, command or model under the cursor. */
function pluginHover(ctx: AssistContext, pos: LinePos): string[] {
  const { model, loaded } = ctx;
  const entry = model.requiredProviders.find((e) => [e.nameRange, e.source?.itemRange, e.version?.itemRange].some((r) => r && within(pos, r)));
  if (entry) return [requiredProviderHover(entry, loaded)];
  // A provider block's label: its entry, and what its plugin's Describe said.
  const labelled = model.providers.find((p) => within(pos, p.labelRange));
  const entryOfLabel = labelled && model.requiredProviders.find((e) => e.name === labelled.name);
  if (entryOfLabel) return [requiredProviderHover(entryOfLabel, loaded)];
  for (const provider of model.providers) {
    const path = providerKeyPath(provider.values, pos);
    const caps = path && loaded.get(provider.name);
    const schema = caps && configAttrAt(caps.providerConfig, path);
    if (path) return schema ? [configAttrHover(provider.name, path.join('.'), schema)] : [];
  }
  for (const profile of model.profiles) {
    const tool = profile.tools?.value.find((item) => within(pos, item.range));
    if (tool) return toolScopeHover(loaded, tool.value);
    const command = profile.slashCommands?.value.find((item) => within(pos, item.range));
    if (command) return slashCommandHovers(loaded, command.value);
    for (const m of profile.models) {
      for (const ref of [m.primary, ...m.fallbacks]) {
        if (!ref?.id || !ref.provider || !within(pos, ref.id.range)) continue;
        const refCaps = loaded.get(ref.provider.value);
        const text = refCaps && modelHover(refCaps, ref.provider.value, ref.id.value);
        return text ? [text] : [];
      }
    }
  }
  for (const policy of model.policies) {
    const tool = policy.match?.fields.tool_name;
    if (tool && within(pos, tool.valueRange)) return toolNameHovers(loaded, policy.match?.fields.provider?.value, tool.value);
  }
  return [];
}

/** The attribute name or nested object key under the cursor in a provider body (`["sandbox", "mode"]`). */
function providerKeyPath(values: AgentConfig['providers'][number]['values'], pos: LinePos): string[] | undefined {
  for (const { attr, value } of values) {
    if (within(pos, attr.nameRange)) return [attr.name];
    const nested = value && within(pos, value.range) ? objectKeyPath(value, pos) : undefined;
    if (nested) return [attr.name, ...nested];
  }
  return undefined;
}

function objectKeyPath(value: LocatedValue, pos: LinePos): string[] | undefined {
  if (value.type !== 'object') return undefined;
  for (const e of value.entries) {
    if (within(pos, e.keyRange)) return [e.key];
    const nested = within(pos, e.value.range) ? objectKeyPath(e.value, pos) : undefined;
    if (nested) return [e.key, ...nested];
  }
  return undefined;
}

/** A tools entry: `provider.tool` or `provider.*`. */
function toolScopeHover(loaded: Loaded, written: string): string[] {
  const dot = written.indexOf('.');
  const provider = written.slice(0, dot);
  const name = written.slice(dot + 1);
  const caps = dot > 0 ? loaded.get(provider) : undefined;
  if (!caps) return [];
  if (name === '*') return [wildcardHover(written, provider, caps)];
  const op = caps.operationsByName.get(name);
  return op ? [operationHover(written, op, provider)] : [];
}
