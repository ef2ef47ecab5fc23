// An agent_profile's tool scope (agent-profiles.md "Tool scoping"; the kernel's
// agentprofile.ResolveTools): its `tools` entries resolved against each loaded provider's tools
// namespace (tools and direct-invoke commands). A profile without `tools` gets none.
import type { AgentProfile, Item } from '../agent/model.js';
import type { Advertised } from '../advertised/decode.js';
import { splitToolScope } from '../agent/tool-scope.js';

/** `provider.name`: how a tools entry and the report name an operation. */
export function toolKey(provider: string, name: string): string {
  return `${provider}.${name}`;
}

/** What one accepted entry grants: one operation of a loaded provider, or every one (`*`). */
export interface Grant {
  item: Item<string>;
  provider: string;
  /** An advertised name; null for `*`. */
  tool: string | null;
}

export interface ProfileScope {
  /** The entries that grant operations, in file order. */
  grants: Grant[];
  /**
   * Entries the kernel refuses when it resolves the scope (profile-tool-scope-malformed,
   * profile-tool-unknown): no "." or an empty half, or a tool its loaded provider does not
   * advertise. They grant nothing here.
   */
  refused: { item: Item<string>; reason: 'malformed' | 'unknown-tool' }[];
  /** Entries naming a declared provider whose answers are missing: what they grant is not known. */
  unknown: Item<string>[];
}

/**
 * `loaded`: the answers per local name of the providers that answered; `declared`: every
 * required_providers name. An entry naming a provider that is not declared grants nothing (the
 * kernel never loads it); only a bare `*` is a wildcard.
 */
export function resolveProfileScope(profile: AgentProfile, loaded: ReadonlyMap<string, Advertised>, declared: ReadonlySet<string>): ProfileScope {
  const scope: ProfileScope = { grants: [], refused: [], unknown: [] };
  for (const item of profile.tools?.value ?? []) {
    const entry = splitToolScope(item.value);
    if (!entry) {
      scope.refused.push({ item, reason: 'malformed' });
      continue;
    }
    const caps = loaded.get(entry.provider);
    if (!caps) {
      if (declared.has(entry.provider)) scope.unknown.push(item);
      continue;
    }
    if (entry.tool === '*') scope.grants.push({ item, provider: entry.provider, tool: null });
    else if (caps.operationsByName.has(entry.tool)) scope.grants.push({ item, provider: entry.provider, tool: entry.tool });
    else scope.refused.push({ item, reason: 'unknown-tool' });
  }
  return scope;
}
