// The kernel's policy evaluation (policy-dsl.md "Evaluation semantics"; plan-apply-gate.md
// "Data source and interactive calls"), over policies indexed by the fields they specify.
//
// A policy matches a call when every field it specifies equals the call's; the most specific
// match wins, specificity being the tuple (tool_name?, provider?, risk?, kind?) compared
// lexicographically. So the 16 tuples are tried most specific first, each by looking up the
// call's own values for that tuple's fields (a map per field, the call's strings as keys: none
// is built per call): the first hit is the winner, without scanning the policies (10,000 tools
// against 10,000 policies is at most 160,000 lookups, not 10^8 matches).
//
// Facts from the kernel (policy/evaluate.go): `kind` compares through its two values only, so a
// kind criterion never matches an interactive call (nor one whose kind is unset); a call whose
// risk is unset matches no risk criterion; among tied winners (a conflict, which the kernel
// refuses at load) the first declared wins.
import { ACTIONS, type MatchKey, type Policy } from '../agent/model.js';

export type Decision = 'allow' | 'ask' | 'deny';

/** Whether a policy specifies tool_name, provider, risk and kind: the specificity tuple, most specific field first. */
export type Specificity = readonly [boolean, boolean, boolean, boolean];

/**
 * The default when no policy matches: `conservative` (ask) for resource calls and any call of
 * another or unset kind, `free` (allow) for data_source and interactive calls.
 */
export type DefaultRule = 'conservative' | 'free';

/** One call: the operation's provider (its required_providers local name) and name, and its kind and risk as advertised (TOOL_KIND_*, RISK_CLASS_*). */
export interface Call {
  provider: string;
  name: string;
  kind: unknown;
  risk: unknown;
}

export interface Evaluation {
  decision: Decision;
  /** The policy that decided, null when a default did. */
  policy: Policy | null;
  /** The default that decided, null when a policy did. */
  default: DefaultRule | null;
  /** A winning "ask" turned into "deny" for a data_source or interactive call. */
  downgraded: boolean;
}

/** The policies a call's values lead to: one, or several with equal criteria (a conflict, which the kernel refuses at load) in file order. */
type Leaf = Policy | Policy[];

/**
 * The policies of one tuple: a map per field the tuple specifies, by that field's value, down to
 * a leaf. Fields nest provider, kind, risk, then tool_name: the provider first, so that a
 * provider's calls share that step (providerView); tool_name, the field of many values, last, so
 * that 10,000 policies on tool_name + provider make a map per provider, not one per tool.
 */
type Node = Leaf | Map<string, Node>;

export interface PolicyIndex {
  /** The tuples some policy has, as bit masks (tool_name 8, provider 4, risk 2, kind 1), most specific first. */
  readonly masks: readonly number[];
  /** Per mask, its policies (absent for a mask no policy has). */
  readonly nodes: readonly (Node | undefined)[];
}

/** The criteria the kernel evaluates: a decodable match and a known action; anything else is refused at load (and errors in the lint). */
export function evaluable(policy: Policy): policy is Policy & { match: NonNullable<Policy['match']>; action: NonNullable<Policy['action']> } {
  return policy.match !== null && policy.match.valid && policy.action !== null && ACTIONS.includes(policy.action.value);
}

export function specificityOf(policy: Policy): Specificity {
  const fields = policy.match?.fields ?? {};
  return [fields.tool_name !== undefined, fields.provider !== undefined, fields.risk !== undefined, fields.kind !== undefined];
}

function withPolicy(leaf: Leaf | undefined, policy: Policy): Leaf {
  if (leaf === undefined) return policy;
  if (Array.isArray(leaf)) {
    leaf.push(policy);
    return leaf;
  }
  return [leaf, policy];
}

function actionOf(policy: Policy): Decision {
  return policy.action!.value as Decision;
}

// The values of the fields a policy specifies, in nesting order (reused: indexing allocates only maps).
const specified: string[] = ['', '', '', ''];

export function indexPolicies(policies: readonly Policy[]): PolicyIndex {
  const nodes: (Node | undefined)[] = new Array(16);
  for (const policy of policies) {
    if (!evaluable(policy)) continue;
    const { kind, risk, provider, tool_name: toolName } = policy.match.fields;
    let mask = 0;
    let count = 0;
    if (provider !== undefined) (mask |= 4), (specified[count++] = provider.value);
    if (kind !== undefined) (mask |= 1), (specified[count++] = kind.value);
    if (risk !== undefined) (mask |= 2), (specified[count++] = risk.value);
    if (toolName !== undefined) (mask |= 8), (specified[count++] = toolName.value);
    if (count === 0) {
      nodes[0] = withPolicy(nodes[0] as Leaf | undefined, policy);
      continue;
    }
    let map = (nodes[mask] ??= new Map()) as Map<string, Node>;
    for (let i = 0; i < count - 1; i++) {
      let next = map.get(specified[i]) as Map<string, Node> | undefined;
      if (!next) map.set(specified[i], (next = new Map()));
      map = next;
    }
    const last = specified[count - 1];
    map.set(last, withPolicy(map.get(last) as Leaf | undefined, policy));
  }
  const masks: number[] = [];
  for (let mask = 15; mask >= 0; mask--) if (nodes[mask]) masks.push(mask);
  return { masks, nodes };
}

/** What a call's advertised kind matches: the value as agent.hcl writes it; anything else (interactive, unset, unknown) matches no criterion. */
export function kindValue(kind: unknown): string | undefined {
  return kind === 'TOOL_KIND_RESOURCE' ? 'resource' : kind === 'TOOL_KIND_DATA_SOURCE' ? 'data_source' : undefined;
}

/** What a call's advertised risk matches: the class as agent.hcl writes it (RISKS); anything else (unset, unknown) matches no criterion. */
export function riskValue(risk: unknown): string | undefined {
  // Compared rather than looked up: 10,000 calls pay for a map lookup each.
  switch (risk) {
    case 'RISK_CLASS_READ_ONLY':
      return 'read_only';
    case 'RISK_CLASS_LOW':
      return 'low';
    case 'RISK_CLASS_MODERATE':
      return 'moderate';
    case 'RISK_CLASS_HIGH':
      return 'high';
    case 'RISK_CLASS_CRITICAL':
      return 'critical';
  }
  return undefined;
}

/** Data-source and interactive calls have no apply step: they default to allow, and an "ask" becomes "deny". */
function hasNoGate(kind: unknown): boolean {
  return kind === 'TOOL_KIND_DATA_SOURCE' || kind === 'TOOL_KIND_INTERACTIVE';
}

/** The index as one provider's calls see it: per mask, its node with the provider already looked up (undefined where no policy of the mask names it). */
export type ProviderView = readonly (Node | undefined)[];

export function providerView(index: PolicyIndex, provider: string): ProviderView {
  return Array.from(index.nodes, (node, mask) => (node !== undefined && (mask & 4) !== 0 ? (node as Map<string, Node>).get(provider) : node));
}

/** The policies of a mask whose criteria the call meets (undefined for none); `kind` and `risk` as kindValue and riskValue give them. */
function lookup(view: ProviderView, mask: number, name: string, kind: string | undefined, risk: string | undefined): Leaf | undefined {
  let node = view[mask];
  if ((mask & 1) !== 0 && node !== undefined) node = kind === undefined ? undefined : (node as Map<string, Node>).get(kind);
  if ((mask & 2) !== 0 && node !== undefined) node = risk === undefined ? undefined : (node as Map<string, Node>).get(risk);
  if ((mask & 8) !== 0 && node !== undefined) node = (node as Map<string, Node>).get(name);
  return node as Leaf | undefined;
}

const FREE: Evaluation = { decision: 'allow', policy: null, default: 'free', downgraded: false };
const CONSERVATIVE: Evaluation = { decision: 'ask', policy: null, default: 'conservative', downgraded: false };

/** The evaluation of a call of the provider `view` is of (many calls of one provider share one view). A default's evaluation is shared: not to be changed. */
export function evaluateIn(index: PolicyIndex, view: ProviderView, name: string, kind: unknown, risk: unknown): Evaluation {
  const noGate = hasNoGate(kind);
  const kindMatch = kindValue(kind);
  const riskMatch = riskValue(risk);
  for (const mask of index.masks) {
    const leaf = lookup(view, mask, name, kindMatch, riskMatch);
    if (leaf === undefined) continue;
    const policy = Array.isArray(leaf) ? leaf[0] : leaf;
    const action = actionOf(policy);
    const downgraded = noGate && action === 'ask';
    return { decision: downgraded ? 'deny' : action, policy, default: null, downgraded };
  }
  return noGate ? FREE : CONSERVATIVE;
}

/** The evaluation of one call. A default's evaluation is shared: not to be changed. */
export function evaluateCall(index: PolicyIndex, call: Call): Evaluation {
  return evaluateIn(index, providerView(index, call.provider), call.name, call.kind, call.risk);
}

export interface MatchingPolicy {
  policy: Policy;
  action: Decision;
  specificity: Specificity;
  /** Whether this policy decides the call (the first of the list). */
  decides: boolean;
  /**
   * Why a policy that matches does not decide: the most specific field the deciding policy
   * specifies and this one leaves open; null for the deciding policy, and for one tied with it
   * (a conflict, which the kernel refuses at load: the first declared wins).
   */
  outrankedAt: MatchKey | null;
}

/**
 * Visits every policy that matches a call of the provider `view` is of, most specific first (file
 * order among equals), with its tuple as a mask (tool_name 8, provider 4, risk 2, kind 1).
 */
export function forEachMatch(
  index: PolicyIndex,
  view: ProviderView,
  name: string,
  kind: unknown,
  risk: unknown,
  visit: (policy: Policy, mask: number) => void,
): void {
  const kindMatch = kindValue(kind);
  const riskMatch = riskValue(risk);
  for (const mask of index.masks) {
    const leaf = lookup(view, mask, name, kindMatch, riskMatch);
    if (leaf === undefined) continue;
    if (Array.isArray(leaf)) for (const policy of leaf) visit(policy, mask);
    else visit(leaf, mask);
  }
}

/** The most specific field of the tuple `winner` that the tuple `other` leaves open (masks as forEachMatch gives them); null for equal tuples. */
export function outrankedAtMask(winner: number, other: number): MatchKey | null {
  const above = winner & ~other;
  return above & 8 ? 'tool_name' : above & 4 ? 'provider' : above & 2 ? 'risk' : above & 1 ? 'kind' : null;
}

/** Every policy that matches the call, the deciding one first, then by specificity and file order. */
export function matchingPolicies(index: PolicyIndex, call: Call): MatchingPolicy[] {
  const out: MatchingPolicy[] = [];
  let winner = 0;
  forEachMatch(index, providerView(index, call.provider), call.name, call.kind, call.risk, (policy, mask) => {
    if (out.length === 0) winner = mask;
    out.push({ policy, action: actionOf(policy), specificity: specificityOf(policy), decides: out.length === 0, outrankedAt: outrankedAtMask(winner, mask) });
  });
  return out;
}
