// What the agent may do: for every advertised tool (a tool provider's GetSchema) and direct-invoke
// command (a slash-command provider's GetCapabilities), the decision policy gives it and the
// declared profiles whose scope includes it; per profile, its scope and counts. Exact for what
// the plugins advertised: the decision depends only on an operation's name, provider, kind and
// risk. Pure: the caller hands in the model and the decoded answers.
import type { AgentConfig, AgentProfile } from '../models/agent/model.js';
import { kindLabel, riskLabel, type Advertised, type Operation } from '../models/advertised/decode.js';
import { evaluateCall, indexPolicies, type Decision, type Evaluation, type PolicyIndex } from './policy-index.js';
import { resolveProfileScope, toolKey, type ProfileScope } from './profile-scope.js';

export interface ToolPermission extends Evaluation {
  /** `provider.name`. */
  tool: string;
  provider: string;
  name: string;
  source: 'tool' | 'slash-command';
  /** As agent.hcl writes them (`data_source`, `read_only`); `unset` when not advertised. */
  kind: string;
  risk: string;
  operation: Operation;
  /** The declared profiles whose scope includes it, sorted. */
  profiles: string[];
}

export interface ProfilePermissions extends ProfileScope {
  name: string;
  profile: AgentProfile;
  /** The operations in scope that the report lists (those of providers that answered), sorted. */
  keys: string[];
  allow: number;
  ask: number;
  deny: number;
}

export interface Permissions {
  /** Sorted by `tool`. */
  tools: ToolPermission[];
  /** Sorted by name (then file order). */
  profiles: ProfilePermissions[];
  /** Declared providers whose answers are missing (not installed, failed, no plugins asked), sorted. */
  unknownProviders: string[];
  /** No declared provider's answers are missing. */
  complete: boolean;
  /** The policies as evaluation sees them, for explaining one decision (matchingPolicies). */
  index: PolicyIndex;
  /** The tools by `tool`. */
  byKey: ReadonlyMap<string, ToolPermission>;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * `capabilities`: the decoded answers per required_providers local name (a name absent is a
 * provider whose answers are missing); null when no plugin was asked.
 */
export function computePermissions(model: AgentConfig, capabilities: ReadonlyMap<string, Advertised> | null): Permissions {
  const index = indexPolicies(model.policies);
  const declared = new Set(model.requiredProviders.map((rp) => rp.name));
  const loaded = new Map<string, Advertised>();
  const unknownProviders: string[] = [];
  for (const name of declared) {
    const caps = capabilities?.get(name);
    if (caps) loaded.set(name, caps);
    else unknownProviders.push(name);
  }

  const byKey = new Map<string, ToolPermission>();
  for (const [provider, caps] of loaded) {
    for (const operation of caps.operations) {
      const tool = toolKey(provider, operation.name);
      // A name repeated in one provider's namespace is an error of its answers (cap-duplicate-name): its first stands.
      if (byKey.has(tool)) continue;
      const evaluation = evaluateCall(index, { provider, name: operation.name, kind: operation.kind, risk: operation.risk });
      byKey.set(tool, {
        tool,
        provider,
        name: operation.name,
        source: operation.isTool ? 'tool' : 'slash-command',
        kind: kindLabel(operation.kind),
        risk: riskLabel(operation.risk),
        operation,
        ...evaluation,
        profiles: [],
      });
    }
  }

  const profiles = model.profiles
    .map((profile, order) => ({ profile, order }))
    .sort((a, b) => compare(a.profile.name, b.profile.name) || a.order - b.order)
    .map(({ profile }): ProfilePermissions => {
      const scope = resolveProfileScope(profile, loaded, declared);
      const counts: Record<Decision, number> = { allow: 0, ask: 0, deny: 0 };
      const keys: string[] = [];
      for (const key of scope.tools) {
        const row = byKey.get(key)!;
        counts[row.decision]++;
        keys.push(key);
        // Profiles come in name order, so each row's list is sorted; a repeated label is named once.
        if (row.profiles[row.profiles.length - 1] !== profile.name) row.profiles.push(profile.name);
      }
      return { name: profile.name, profile, ...scope, keys: keys.sort(compare), ...counts };
    });

  const tools = [...byKey.values()].sort((a, b) => compare(a.tool, b.tool));
  unknownProviders.sort(compare);
  return { tools, profiles, unknownProviders, complete: unknownProviders.length === 0, index, byKey };
}
