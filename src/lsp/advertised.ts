// What the plugins advertise, as hover text and completion items: config_schema attributes,
// tools and direct-invoke commands, prompt-expansion commands, models and hook points, read
// through decodeAdvertised. Plugin text is untrusted: it is shown with its control characters
// escaped and its Markdown inert, and a default of a sensitive attribute is never shown.
import { CompletionItemKind, InsertTextFormat, type CompletionItem } from 'vscode-languageserver';
import { kindLabel, riskLabel, shown, type Advertised, type Operation } from '../models/advertised/decode.js';
import { byName, hclType, type ConfigAttr } from '../models/advertised/config-attrs.js';
import { escapeControl } from '../text/escape.js';

/** The loaded providers' advertisements by local name, in required_providers order. */
export type Loaded = ReadonlyMap<string, Advertised>;

/**
 * Text from a plugin or the checkout for Markdown: shown as written, its Markdown characters
 * inert (and a paragraph's opening `#`, `-`, `1.` not a heading or list), controls escaped.
 */
export function md(text: string): string {
  const inert = text
    .replace(/[\\`*_[\]<>|~]/g, '\\$&')
    .replace(/^([#>+=-])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2');
  return escapeControl(inert);
}

function described(description: unknown): string {
  return typeof description === 'string' && description !== '' ? `\n\n${md(description)}` : '';
}

/** `string, required, sensitive`, plugin text through `text` (Markdown or plain). */
function attrFacts(attr: ConfigAttr, text: (s: string) => string): string {
  const facts = [attr.type ? hclType(attr.type) : `unusable type ${text(shown(attr.rawType))}`, attr.required ? 'required' : 'optional'];
  if (attr.sensitive) facts.push('sensitive: write env("NAME")');
  else if (attr.defaultJson !== undefined) facts.push(`default ${text(attr.defaultJson)}`);
  return facts.join(', ');
}

export function configAttrHover(provider: string, path: string, attr: ConfigAttr): string {
  return `**${md(path)}**: ${attrFacts(attr, md)} (config_schema of provider "${md(provider)}")${described(attr.description)}`;
}

/** The attribute at `path` (`sandbox.mode`) of a provider's config_schema. */
export function configAttrAt(attrs: ConfigAttr[], path: readonly string[]): ConfigAttr | undefined {
  let found: ConfigAttr | undefined;
  let level = attrs;
  for (const name of path) {
    found = byName(level).get(name);
    if (!found) return undefined;
    level = found.objectAttributes;
  }
  return found;
}

/** Snippet tab stops numbered from 1. */
function counter(): () => number {
  let n = 0;
  return () => ++n;
}

function snippetText(text: string): string {
  return text.replace(/[\\$}]/g, '\\$&');
}

/** `name = …` with a placeholder of the attribute's type; an object's required attributes nested. */
function attrSnippet(attr: ConfigAttr, indent: string, next: () => number): string {
  const name = snippetText(attr.name);
  if (attr.sensitive) return `${name} = env("\${${next()}:NAME}")`;
  switch (attr.type) {
    case 'string':
      return `${name} = "\${${next()}}"`;
    case 'list_string':
    case 'list_number':
      return `${name} = [\${${next()}}]`;
    case 'map_string':
      return `${name} = {\n${indent}  \${${next()}}\n${indent}}`;
    case 'object': {
      const required = attr.objectAttributes.filter((a) => a.required);
      const inner = required.length > 0 ? required.map((a) => `${indent}  ${attrSnippet(a, `${indent}  `, next)}`).join('\n') : `${indent}  \${${next()}}`;
      return `${name} = {\n${inner}\n${indent}}`;
    }
    default:
      return `${name} = \${${next()}}`;
  }
}

/** Completion of config_schema attributes not yet written: required first, each as a snippet. */
export function configAttrItems(attrs: ConfigAttr[], written: ReadonlySet<string>, indent: string): CompletionItem[] {
  const open = [...byName(attrs).values()].filter((a) => a.name !== '' && !written.has(a.name));
  return [...open.filter((a) => a.required), ...open.filter((a) => !a.required)].map((attr, i) => ({
    label: attr.name,
    kind: CompletionItemKind.Property,
    detail: attrFacts(attr, escapeControl),
    ...(attr.description && { documentation: escapeControl(attr.description) }),
    insertTextFormat: InsertTextFormat.Snippet,
    insertText: attrSnippet(attr, indent, counter()),
    sortText: String(i).padStart(4, '0'),
  }));
}

function operationFacts(op: Operation, provider: string): string {
  return `${op.isTool ? 'tool' : 'direct-invoke command'} of provider "${md(provider)}", kind ${md(kindLabel(op.kind))}, risk ${md(riskLabel(op.risk))}`;
}

export function operationHover(written: string, op: Operation, provider: string): string {
  return `**${md(written)}**: ${operationFacts(op, provider)}${described(op.description)}`;
}

export function wildcardHover(written: string, provider: string, caps: Advertised): string {
  const names = caps.operations.map((op) => op.name).filter((n) => n !== '');
  return `**${md(written)}**: every operation of provider "${md(provider)}"${names.length > 0 ? `: ${names.map(md).join(', ')}` : ', which advertises none'}`;
}

/** `provider.tool` entries for agent_profile.tools: each provider's wildcard, then its operations. */
export function toolScopeItems(loaded: Loaded): CompletionItem[] {
  const items: CompletionItem[] = [];
  for (const [provider, caps] of loaded) {
    if (caps.operations.length === 0) continue;
    items.push({ label: `${provider}.*`, kind: CompletionItemKind.Module, detail: `every operation of provider "${provider}"` });
    for (const op of caps.operations) if (op.name !== '') items.push(operationItem(`${provider}.${op.name}`, op, provider));
  }
  return items.map((item, i) => ({ ...item, sortText: String(i).padStart(4, '0') }));
}

function operationItem(label: string, op: Operation, provider: string): CompletionItem {
  return {
    label,
    kind: op.isTool ? CompletionItemKind.Function : CompletionItemKind.Event,
    detail: `${op.isTool ? 'tool' : 'direct-invoke command'}, kind ${escapeControl(kindLabel(op.kind))}, risk ${escapeControl(riskLabel(op.risk))} (provider "${provider}")`,
    ...(typeof op.description === 'string' && op.description !== '' && { documentation: escapeControl(op.description) }),
  };
}

/** Bare tool names for a policy's match.tool_name: those of `provider` when given, else of every loaded provider. */
export function toolNameItems(loaded: Loaded, provider: string | undefined): CompletionItem[] {
  const items: CompletionItem[] = [];
  const seen = new Set<string>();
  for (const [name, caps] of loaded) {
    if (provider !== undefined && name !== provider) continue;
    for (const op of caps.operations) {
      if (op.name === '' || seen.has(op.name)) continue;
      seen.add(op.name);
      items.push(operationItem(op.name, op, name));
    }
  }
  return items;
}

/** The operations named `tool` of `provider` when given, else of every loaded provider. */
export function toolNameHovers(loaded: Loaded, provider: string | undefined, tool: string): string[] {
  const parts: string[] = [];
  for (const [name, caps] of loaded) {
    if (provider !== undefined && name !== provider) continue;
    const op = caps.operationsByName.get(tool);
    if (op) parts.push(operationHover(tool, op, name));
  }
  return parts;
}

export function slashCommandItems(loaded: Loaded): CompletionItem[] {
  const items: CompletionItem[] = [];
  const seen = new Set<string>();
  for (const [provider, caps] of loaded) {
    for (const c of caps.promptExpansionSpecs) {
      if (c.name === '' || seen.has(c.name)) continue;
      seen.add(c.name);
      items.push({
        label: c.name,
        kind: CompletionItemKind.Text,
        detail: `prompt-expansion command (provider "${provider}")`,
        ...(typeof c.description === 'string' && c.description !== '' && { documentation: escapeControl(c.description) }),
      });
    }
  }
  return items;
}

export function slashCommandHovers(loaded: Loaded, name: string): string[] {
  const parts: string[] = [];
  for (const [provider, caps] of loaded) {
    const c = caps.promptExpansionSpecs.find((p) => p.name === name);
    if (c) parts.push(`**/${md(name)}**: prompt-expansion command of provider "${md(provider)}"${described(c.description)}`);
  }
  return parts;
}

/** `, context window 200000 tokens, …`, each value through `text` (Markdown or plain). */
function modelFacts(m: Advertised['models'][number], text: (s: string) => string): string {
  const facts: string[] = [];
  if (m.contextWindow !== undefined) facts.push(`context window ${text(shown(m.contextWindow))} tokens`);
  if (m.maxOutputTokens !== undefined) facts.push(`at most ${text(shown(m.maxOutputTokens))} output tokens`);
  return facts.length > 0 ? `, ${facts.join(', ')}` : '';
}

/** Model ids of `provider` when given, else of every loaded model provider. */
export function modelItems(loaded: Loaded, provider: string | undefined): CompletionItem[] {
  const items: CompletionItem[] = [];
  for (const [name, caps] of loaded) {
    if (provider !== undefined && name !== provider) continue;
    for (const m of caps.models)
      if (m.id !== '') items.push({ label: m.id, kind: CompletionItemKind.Value, detail: `model of provider "${name}"${modelFacts(m, escapeControl)}` });
  }
  return items;
}

export function modelHover(caps: Advertised, provider: string, id: string): string | undefined {
  const m = caps.models.find((model) => model.id === id);
  return m && `**${md(id)}**: model of provider "${md(provider)}"${modelFacts(m, md)}`;
}

/** The hook points a provider lists in supported_hook_points, as agent.hcl writes them. */
export function supportedPoints(caps: Advertised): string[] {
  return [...new Set(caps.hookPoints.map((p) => p.label))];
}

export function hookSupportHover(provider: string, caps: Advertised, point: string): string {
  const points = supportedPoints(caps);
  const listed = points.length === 0 ? 'no hook points' : points.map(md).join(', ');
  return points.includes(point)
    ? `provider "${md(provider)}" supports ${listed}`
    : `provider "${md(provider)}" does not support ${md(point)}: it supports ${listed}`;
}
