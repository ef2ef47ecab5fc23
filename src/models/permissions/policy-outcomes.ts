// What each policy does to the advertised tools: the tools it matches, those it decides, and
// those a more specific policy takes from it (with the field that outranks it). What the rules
// policy-shadowed, policy-matches-nothing and high-risk-allowed and the editor's code lenses
// read. One pass over the tools, each asking the index for its matching policies (at most 16
// lookups), so the cost is that of computePermissions.
import type { MatchKey, Policy } from '../agent/model.js';
import type { Permissions, ToolPermission } from './compute.js';
import { evaluable, forEachMatch, outrankedAtMask, providerView, type ProviderView } from './policy-index.js';

export interface Outranked {
  tool: ToolPermission;
  /** The policy that decides the tool. */
  by: Policy;
  /** The most specific field `by` specifies and this policy leaves open. */
  at: MatchKey;
}

export interface PolicyOutcome {
  policy: Policy;
  /** The tools it matches, in `tool` order. */
  matches: ToolPermission[];
  /** The tools it decides (its action, or "deny" for a downgraded "ask"). */
  decides: ToolPermission[];
  /** The tools it matches that a more specific policy decides. A tool a policy of equal criteria decides (a conflict) is in neither list. */
  outranked: Outranked[];
}

/** Per evaluable policy of `policies` (those computePermissions indexed), in file order, its outcome; a policy the kernel would refuse has none. */
export function policyOutcomes(permissions: Permissions, policies: readonly Policy[]): Map<Policy, PolicyOutcome> {
  const outcomes = new Map<Policy, PolicyOutcome>();
  for (const policy of policies) if (evaluable(policy)) outcomes.set(policy, { policy, matches: [], decides: [], outranked: [] });
  const { index } = permissions;
  // One visitor for every call (a closure per tool costs more than the visit): its state is the call's.
  let tool: ToolPermission;
  let winner: Policy | null = null;
  let winnerMask = 0;
  const visit = (policy: Policy, mask: number) => {
    const o = outcomes.get(policy)!;
    o.matches.push(tool);
    if (winner === null) {
      winner = policy;
      winnerMask = mask;
      o.decides.push(tool);
      return;
    }
    const at = outrankedAtMask(winnerMask, mask);
    if (at !== null) o.outranked.push({ tool, by: winner, at });
  };
  let provider: string | null = null;
  let view: ProviderView = [];
  for (const row of permissions.tools) {
    // The rows come grouped by provider: one view per provider.
    if (row.provider !== provider) (provider = row.provider), (view = providerView(index, provider));
    tool = row;
    winner = null;
    forEachMatch(index, view, row.name, row.operation.kind, row.operation.risk, visit);
  }
  return outcomes;
}

/** The provider a policy names when it is not declared at all (it never loads, so it will never answer). */
export function undeclaredProvider(permissions: Permissions, policy: Policy): string | undefined {
  const provider = policy.match?.fields.provider?.value;
  return provider !== undefined && !permissions.answered.has(provider) && !permissions.unknownProviders.includes(provider) ? provider : undefined;
}

/** Whether every provider a policy could concern answered: the one it names (declared and answered), or, naming none, every declared one. */
export function concernedAnswered(permissions: Permissions, policy: Policy): boolean {
  const provider = policy.match?.fields.provider?.value;
  return provider === undefined ? permissions.complete : permissions.answered.has(provider);
}
