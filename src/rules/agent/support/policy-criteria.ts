// Policy match criteria as upstream's specificity view: the four recognised keys only.
import type { Policy } from '../../../models/agent/model.js';
import { MATCH_KEYS } from '../../../models/agent/model.js';

/** Made once per decoded policy: policy-conflict and policy-duplicate-name both key every policy. */
const criteriaKeys = new WeakMap<Policy, string | null>();

/**
 * A canonical string for the criteria, equal exactly when two policies have the same
 * specificity tuple and the same values (policy-dsl.md#conflict-detection). null when the
 * policy has no decodable match.
 */
export function criteriaKey(policy: Policy): string | null {
  let key = criteriaKeys.get(policy);
  if (key === undefined) {
    const m = policy.match;
    key = m && m.valid ? JSON.stringify(MATCH_KEYS.map((k) => m.fields[k]?.value ?? null)) : null;
    criteriaKeys.set(policy, key);
  }
  return key;
}

/** `{ kind = "resource", provider = "filesystem" }` for messages. */
export function describeCriteria(policy: Policy): string {
  const fields = policy.match?.fields ?? {};
  const parts = MATCH_KEYS.filter((k) => fields[k]).map((k) => `${k} = ${JSON.stringify(fields[k]!.value)}`);
  return parts.length === 0 ? '{}' : `{ ${parts.join(', ')} }`;
}

/** Groups policies by criteria, in file order; policies without criteria are left out. */
export function bucketByCriteria(policies: Policy[]): Map<string, Policy[]> {
  const buckets = new Map<string, Policy[]>();
  for (const p of policies) {
    const key = criteriaKey(p);
    if (key === null) continue;
    const bucket = buckets.get(key);
    if (bucket) bucket.push(p);
    else buckets.set(key, [p]);
  }
  return buckets;
}
