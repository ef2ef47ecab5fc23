// The kernel's policy evaluation (policy-dsl.md "Evaluation semantics"; plan-apply-gate.md
// "Data source and interactive calls"), over policies indexed by the fields they specify.
//
// A policy matches a call when every field it specifies equals the call's; the most specific
// match wins, specificity being the tuple (tool_name?, provider?, risk?, kind?) compared
// lexicographically. So the 16 tuples are tried most specific first, each by one lookup of the
// call's own values for that tuple's fields: the first hit is the winner, without scanning the
// policies (10,000 tools against 10,000 policies is 160,000 lookups, not 10^8 matches).
//
// Facts from the kernel (policy/evaluate.go): `kind` compares through its two values only, so a
// kind criterion never matches an interactive call (nor one whose kind is unset); a call whose
// risk is unset matches no risk criterion; among tied winners (a conflict, which the kernel
// refuses at load) the first declared wins.
import { ACTIONS, MATCH_KEYS, RISKS, type MatchKey, type Policy } from '../models/agent/model.js';

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

interface IndexedPolicy {
  policy: Policy;
  action: Decision;
}

export interface PolicyIndex {
  /** The tuples some policy has, as bit masks (tool_name 8, provider 4, risk 2, kind 1), most specific first. */
  readonly masks: readonly number[];
  /** Per mask, the policies by their values for that mask's fields, each list in file order (absent for a mask no policy has). */
  readonly buckets: readonly (Map<string, IndexedPolicy[]> | undefined)[];
}

const BIT: Record<MatchKey, number> = { tool_name: 8, provider: 4, risk: 2, kind: 1 };

/** The criteria the kernel evaluates: a decodable match and a known action; anything else is refused at load (and errors in the lint). */
function evaluable(policy: Policy): policy is Policy & { match: NonNullable<Policy['match']>; action: NonNullable<Policy['action']> } {
  return policy.match !== null && policy.match.valid && policy.action !== null && ACTIONS.includes(policy.action.value);
}

export function specificityOf(policy: Policy): Specificity {
  const fields = policy.match?.fields ?? {};
  return [fields.tool_name !== undefined, fields.provider !== undefined, fields.risk !== undefined, fields.kind !== undefined];
}

// Each value is prefixed with its length, so that no two lists of values share a key.
function keyPart(value: string): string {
  return `${value.length}:${value}`;
}

export function indexPolicies(policies: readonly Policy[]): PolicyIndex {
  const buckets: (Map<string, IndexedPolicy[]> | undefined)[] = new Array(16);
  for (const policy of policies) {
    if (!evaluable(policy)) continue;
    const fields = policy.match.fields;
    let mask = 0;
    let key = '';
    for (const k of MATCH_KEYS) {
      const field = fields[k];
      if (field === undefined) continue;
      mask |= BIT[k];
      key += keyPart(field.value);
    }
    const entry = { policy, action: policy.action.value as Decision };
    const byKey = (buckets[mask] ??= new Map());
    const bucket = byKey.get(key);
    if (bucket) bucket.push(entry);
    else byKey.set(key, [entry]);
  }
  const masks: number[] = [];
  for (let mask = 15; mask >= 0; mask--) if (buckets[mask]) masks.push(mask);
  return { masks, buckets };
}

/** What a call's advertised kind matches: `resource`, `data_source`, or nothing (interactive, unset, unknown). */
function kindValue(kind: unknown): string | null {
  return kind === 'TOOL_KIND_RESOURCE' ? 'resource' : kind === 'TOOL_KIND_DATA_SOURCE' ? 'data_source' : null;
}

/** What a call's advertised risk matches: the class as agent.hcl writes it, or nothing (unset, unknown). */
function riskValue(risk: unknown): string | null {
  if (typeof risk !== 'string' || !risk.startsWith('RISK_CLASS_')) return null;
  const value = risk.slice('RISK_CLASS_'.length).toLowerCase();
  return RISKS.includes(value) ? value : null;
}

/** Data-source and interactive calls have no apply step: they default to allow, and an "ask" becomes "deny". */
function hasNoGate(kind: unknown): boolean {
  return kind === 'TOOL_KIND_DATA_SOURCE' || kind === 'TOOL_KIND_INTERACTIVE';
}

/** The call's values as key parts, per field; null where no criterion can match. */
function callParts(call: Call): (string | null)[] {
  const kind = kindValue(call.kind);
  const risk = riskValue(call.risk);
  return [keyPart(call.name), keyPart(call.provider), risk === null ? null : keyPart(risk), kind === null ? null : keyPart(kind)];
}

/** The call's key for a mask's fields, or null when one of them cannot match. */
function keyFor(mask: number, parts: readonly (string | null)[]): string | null {
  let key = '';
  for (let i = 0; i < 4; i++) {
    if ((mask & (8 >> i)) === 0) continue;
    const part = parts[i];
    if (part === null) return null;
    key += part;
  }
  return key;
}

export function evaluateCall(index: PolicyIndex, call: Call): Evaluation {
  const parts = callParts(call);
  const noGate = hasNoGate(call.kind);
  for (const mask of index.masks) {
    const key = keyFor(mask, parts);
    const winner = key === null ? undefined : index.buckets[mask]!.get(key)?.[0];
    if (!winner) continue;
    const downgraded = noGate && winner.action === 'ask';
    return { decision: downgraded ? 'deny' : winner.action, policy: winner.policy, default: null, downgraded };
  }
  return noGate
    ? { decision: 'allow', policy: null, default: 'free', downgraded: false }
    : { decision: 'ask', policy: null, default: 'conservative', downgraded: false };
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

/** Every policy that matches the call, the deciding one first, then by specificity and file order. */
export function matchingPolicies(index: PolicyIndex, call: Call): MatchingPolicy[] {
  const parts = callParts(call);
  const out: MatchingPolicy[] = [];
  for (const mask of index.masks) {
    const key = keyFor(mask, parts);
    for (const { policy, action } of (key === null ? undefined : index.buckets[mask]!.get(key)) ?? []) {
      const specificity = specificityOf(policy);
      const winner = out[0]?.specificity;
      const at = winner ? MATCH_KEYS.findIndex((_, i) => winner[i] && !specificity[i]) : -1;
      out.push({ policy, action, specificity, decides: out.length === 0, outrankedAt: at === -1 ? null : MATCH_KEYS[at] });
    }
  }
  return out;
}
