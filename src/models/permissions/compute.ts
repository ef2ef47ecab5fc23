// What the agent may do: for every advertised tool (a tool provider's GetSchema) and direct-invoke
// command (a slash-command provider's GetCapabilities), the decision policy gives it and the
// declared profiles whose scope includes it; per profile, its scope and counts. Exact for what
// the plugins advertised: the decision depends only on an operation's name, provider, kind and
// risk. Pure: the caller hands in the model and the decoded answers.
import type { AgentConfig, AgentProfile } from '../agent/model.js';
import { kindLabel, riskLabel, type Advertised, type Operation } from '../advertised/decode.js';
import { evaluateIn, indexPolicies, kindValue, providerView, riskValue, type Evaluation, type PolicyIndex } from './policy-index.js';
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
  /** The declared providers whose answers are known. */
  answered: ReadonlySet<string>;
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

  // The rows come out sorted by `tool` without a sort: providers by `provider.` (prefix-free, as
  // a local name has no "."), each provider's operations by name (its sortedToolNamespace). A
  // provider's rows are then one range, sorted by name, which its entries are resolved against.
  const tools: ToolPermission[] = [];
  const ranges = new Map<string, { start: number; end: number }>();
  for (const provider of [...loaded.keys()].sort((a, b) => compare(`${a}.`, `${b}.`))) {
    const caps = loaded.get(provider)!;
    const start = tools.length;
    const view = providerView(index, provider);
    for (const name of caps.sortedToolNamespace) {
      // A name repeated in one provider's namespace is an error of its answers (cap-duplicate-name): its first stands.
      // A name that was not a string on the wire (read as '') names nothing.
      const operation = caps.operationsByName.get(name);
      if (!operation) continue;
      const { kind, risk } = operation;
      const e = evaluateIn(index, view, name, kind, risk);
      tools.push({
        tool: toolKey(provider, name),
        provider,
        name,
        source: operation.isTool ? 'tool' : 'slash-command',
        // The usual values without the labels' text replacements: 10,000 operations would pay for them.
        kind: kindValue(kind) ?? (kind === 'TOOL_KIND_INTERACTIVE' ? 'interactive' : kindLabel(kind)),
        risk: riskValue(risk) ?? riskLabel(risk),
        operation,
        decision: e.decision,
        policy: e.policy,
        default: e.default,
        downgraded: e.downgraded,
        profiles: NONE,
      });
    }
    ranges.set(provider, { start, end: tools.length });
  }

  /** The row of `name` in a provider's range, by binary search. */
  const rowOf = (range: { start: number; end: number }, name: string): number => {
    let low = range.start;
    let high = range.end;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (tools[mid].name < name) low = mid + 1;
      else high = mid;
    }
    return low;
  };

  // Which profile last took each row (its place in `profiles` + 1): each row is counted once per profile.
  const takenBy = new Int32Array(tools.length);
  const profiles = model.profiles
    .map((profile, order) => ({ profile, order }))
    .sort((a, b) => compare(a.profile.name, b.profile.name) || a.order - b.order)
    .map(({ profile }, ordinal): ProfilePermissions => {
      const scope = resolveProfileScope(profile, loaded, declared);
      let allow = 0;
      let ask = 0;
      let deny = 0;
      const taken: number[] = [];
      const take = (row: number) => {
        if (takenBy[row] === ordinal + 1) return;
        takenBy[row] = ordinal + 1;
        taken.push(row);
        const t = tools[row];
        // Counted by comparison: a decision is a string of the file, and a property keyed by it would be looked up by its text.
        if (t.decision === 'allow') allow++;
        else if (t.decision === 'ask') ask++;
        else deny++;
        // Profiles come in name order, so each row's list is sorted; a repeated label is named once.
        if (t.profiles === NONE) t.profiles = [profile.name];
        else if (t.profiles[t.profiles.length - 1] !== profile.name) (t.profiles as string[]).push(profile.name);
      };
      for (const grant of scope.grants) {
        const range = ranges.get(grant.provider)!;
        if (grant.tool === null) for (let row = range.start; row < range.end; row++) take(row);
        else take(rowOf(range, grant.tool));
      }
      // Rows are in `tool` order, so their numbers sorted give the keys sorted.
      const keys = Array.from(Int32Array.from(taken).sort(), (row) => tools[row].tool);
      return { name: profile.name, profile, ...scope, keys, allow, ask, deny };
    });

  unknownProviders.sort();
  return { tools, profiles, unknownProviders, complete: unknownProviders.length === 0, answered: new Set(loaded.keys()), index };
}
