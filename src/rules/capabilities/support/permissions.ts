// The effective permissions of a project, for the rules that read them (policy-shadowed,
// policy-matches-nothing, high-risk-allowed, profile-scope-denied): computed once per project
// however many of those rules run, and only when one does.
import type { Policy } from '../../../models/agent/model.js';
import { computePermissions, type Permissions } from '../../../models/permissions/compute.js';
import { policyOutcomes, type PolicyOutcome } from '../../../models/permissions/policy-outcomes.js';
import type { Project } from '../../../models/project.js';
import type { RuleContext } from '../../rule.js';
import { capView, type CapView } from './context.js';

export interface PermissionsView extends CapView {
  permissions: Permissions;
  outcomes: Map<Policy, PolicyOutcome>;
  /** The local names of the providers that answered. */
  loaded: ReadonlySet<string>;
}

const computed = new WeakMap<Project, PermissionsView | null>();

export function permissionsView(ctx: RuleContext): PermissionsView | null {
  const cached = computed.get(ctx.project);
  if (cached !== undefined) return cached;
  const view = capView(ctx);
  let out: PermissionsView | null = null;
  if (view) {
    const permissions = computePermissions(view.model, view.caps);
    const loaded = new Set(view.model.requiredProviders.map((rp) => rp.name).filter((name) => view.caps.has(name)));
    out = { ...view, permissions, outcomes: policyOutcomes(permissions, view.model.policies), loaded };
  }
  computed.set(ctx.project, out);
  return out;
}

/** Whether every provider a policy could concern answered: the one it names, or, naming none, every declared one. */
export function concernedAnswered(view: PermissionsView, policy: Policy): boolean {
  const provider = policy.match?.fields.provider?.value;
  return provider === undefined ? view.permissions.complete : view.loaded.has(provider);
}

/** `criteria` as agent.hcl writes them: `risk = "critical" and kind = "resource"`. */
export function criteriaText(policy: Policy, keys: readonly ('tool_name' | 'provider' | 'risk' | 'kind')[]): string {
  const fields = policy.match?.fields ?? {};
  return keys.flatMap((k) => (fields[k] ? [`${k} = ${JSON.stringify(fields[k].value)}`] : [])).join(' and ');
}
