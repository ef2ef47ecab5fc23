// What the capability rules share: the model together with the providers whose capabilities
// are known (checks.md §0.5: a provider absent from the map is unknown, never guessed), and the
// namespaces derived from what each plugin advertises.
import type { AgentConfig, AgentProfile, RequiredProvider } from '../../config/agent-model.js';
import type { CapabilityMessage, Category, ProviderCapabilities } from '../../capabilities/types.js';
import { CATEGORIES } from '../../capabilities/types.js';
import { isObj, objects } from '../../capabilities-schema/config-attrs.js';
import type { Range } from '../../diagnostics/diagnostic.js';
import type { RuleContext } from '../rule.js';
import { splitToolScope, type ToolScope } from '../agent/tool-scope.js';

export interface CapView {
  model: AgentConfig;
  file: string;
  caps: Map<string, ProviderCapabilities>;
}

export function capView(ctx: RuleContext): CapView | null {
  const { model, file } = ctx.project.agent;
  const caps = ctx.project.capabilities;
  return model && caps ? { model, file: file.path, caps } : null;
}

/** The loaded providers in required_providers order, with their entry. */
export function loadedProviders(view: CapView): { entry: RequiredProvider; caps: ProviderCapabilities }[] {
  const out: { entry: RequiredProvider; caps: ProviderCapabilities }[] = [];
  for (const entry of view.model.requiredProviders) {
    const caps = view.caps.get(entry.name);
    if (caps) out.push({ entry, caps });
  }
  return out;
}

/** Whether every required_providers entry has capability data (session-wide checks need it). */
export interface ScopedToolEntry {
  profile: AgentProfile;
  item: { value: string; range: Range };
  scope: ToolScope;
  caps: ProviderCapabilities;
}

/** Every well-formed `tools` entry "<p>.<t>" of every profile whose provider's capabilities are loaded. */
export function* scopedToolEntries(view: CapView): Generator<ScopedToolEntry> {
  for (const profile of view.model.profiles) {
    for (const item of profile.tools?.value ?? []) {
      const scope = splitToolScope(item.value);
      const caps = scope ? view.caps.get(scope.provider) : undefined;
      if (scope && caps) yield { profile, item, scope, caps };
    }
  }
}

export function everyProviderLoaded(view: CapView): boolean {
  return view.model.requiredProviders.every((rp) => view.caps.has(rp.name));
}

export function servedCategories(caps: ProviderCapabilities): Category[] {
  return CATEGORIES.filter((c) => caps.categories[c] !== undefined);
}

export function messages(caps: ProviderCapabilities): [Category, CapabilityMessage][] {
  return servedCategories(caps).map((c) => [c, caps.categories[c] as CapabilityMessage]);
}

export function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** An untrusted scalar for messages: strings and numbers as they are, anything else by kind. */
export function shown(v: unknown): string {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v === undefined) return 'unset';
  return v === null ? 'null' : Array.isArray(v) ? 'a list' : 'an object';
}

/** What the per-entry rules look up in a provider, built once: they ask for each of thousands of entries. */
interface Lookup {
  /** Tools, then direct-invoke commands; for a repeated name the first, as a scan would find. */
  operations: Map<string, { kind: string; risk: string }>;
  tools: Set<string>;
  sorted?: string[];
}

// Keyed by the capabilities object: the plugins' answers are read, never changed, during a lint.
const lookups = new WeakMap<ProviderCapabilities, Lookup>();

function lookup(caps: ProviderCapabilities): Lookup {
  let found = lookups.get(caps);
  if (!found) {
    const operations = new Map<string, { kind: string; risk: string }>();
    const tools = new Set<string>();
    for (const op of [...objects(caps.categories.tool?.tools), ...objects(caps.categories.slashcommand?.commands)]) {
      tools.add(str(op.name));
      if (typeof op.name === 'string' && !operations.has(op.name)) operations.set(op.name, { kind: str(op.kind), risk: str(op.risk) });
    }
    found = { operations, tools };
    lookups.set(caps, found);
  }
  return found;
}

/**
 * The provider's names in the tools namespace: tool providers' tools, and slashcommand
 * providers' direct-invoke commands (they "join the tools namespace"); empty for the rest.
 */
export function toolNamespace(caps: ProviderCapabilities): ReadonlySet<string> {
  return lookup(caps).tools;
}

/** The tools namespace sorted, the order did-you-mean candidates are tried in. */
export function sortedToolNamespace(caps: ProviderCapabilities): readonly string[] {
  const found = lookup(caps);
  found.sorted ??= [...found.tools].sort();
  return found.sorted;
}

/** Prompt-expansion commands (`slash_commands[]`, PromptExpansionSpec) across every category served. */
export function promptExpansionNames(caps: ProviderCapabilities): string[] {
  return messages(caps).flatMap(([, msg]) => objects(msg.slash_commands).map((c) => str(c.name)));
}

/** Direct-invoke commands (`commands[]`, SlashCommandSpec). */
export function directCommandNames(caps: ProviderCapabilities): string[] {
  return objects(caps.categories.slashcommand?.commands).map((c) => str(c.name));
}

/** A tool or direct-invoke command by name, with its kind and risk as advertised. */
export function operation(caps: ProviderCapabilities, name: string): { kind: string; risk: string } | null {
  return lookup(caps).operations.get(name) ?? null;
}

/** `"a", "b"` for messages. */
export function quoteList(names: Iterable<string>): string {
  return [...names].map((n) => `"${n}"`).join(', ');
}

export { isObj, objects };
