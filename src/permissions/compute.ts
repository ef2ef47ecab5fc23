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
  profiles: readonly string[];
}

export interface ProfilePermissions extends ProfileScope {
  name: string;
  profile: AgentProfile;
  /** The `tool` of every operation in scope, sorted. */
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
}

/** The profiles of a tool no profile scopes (most of them, in a large report): one list for all. */
const NONE: readonly string[] = Object.freeze([]);

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The tool named `tool` (`provider.name`), by binary search of the sorted list. */
export function findTool(permissions: Pick<Permissions, 'tools'>, tool: string): ToolPermission | undefined {
  const { tools } = permissions;
  let low = 0;
  let high = tools.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (tools[mid].tool < tool) low = mid + 1;
    else high = mid;
  }
  return tools[low]?.tool === tool ? tools[low] : undefined;
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

  // Rows by operation (an Operation belongs to one provider's answers): no string is hashed per tool.
  const rows = new Map<Operation, ToolPermission>();
  // Thousands of operations share a handful of kinds and risks.
  const kinds = new Map<unknown, string>();
  const risks = new Map<unknown, string>();
  for (const [provider, caps] of loaded) {
    for (const operation of caps.operations) {
      // A name repeated in one provider's namespace is an error of its answers (cap-duplicate-name): its first stands.
      if (caps.operationsByName.get(operation.name) !== operation) continue;
      const { name, kind, risk } = operation;
      const e = evaluateCall(index, { provider, name, kind, risk });
      rows.set(operation, {
        tool: toolKey(provider, name),
        provider,
        name,
        source: operation.isTool ? 'tool' : 'slash-command',
        kind: kinds.get(kind) ?? kinds.set(kind, kindLabel(kind)).get(kind)!,
        risk: risks.get(risk) ?? risks.set(risk, riskLabel(risk)).get(risk)!,
        operation,
        decision: e.decision,
        policy: e.policy,
        default: e.default,
        downgraded: e.downgraded,
        profiles: NONE,
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
      for (const operation of scope.tools) {
        const row = rows.get(operation)!;
        counts[row.decision]++;
        keys.push(row.tool);
        // Profiles come in name order, so each row's list is sorted; a repeated label is named once.
        if (row.profiles === NONE) row.profiles = [profile.name];
        else if (row.profiles[row.profiles.length - 1] !== profile.name) (row.profiles as string[]).push(profile.name);
      }
      // The default sort orders strings by UTF-16 code units, as compare() does, without a call per comparison.
      return { name: profile.name, profile, ...scope, keys: keys.sort(), ...counts };
    });

  const tools = [...rows.values()].sort((a, b) => compare(a.tool, b.tool));
  unknownProviders.sort();
  return { tools, profiles, unknownProviders, complete: unknownProviders.length === 0, index };
}
