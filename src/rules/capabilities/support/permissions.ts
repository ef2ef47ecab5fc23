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
}

const computed = new WeakMap<Project, PermissionsView | null>();

export function permissionsView(ctx: RuleContext): PermissionsView | null {
  const cached = computed.get(ctx.project);
  if (cached !== undefined) return cached;
  const view = capView(ctx);
  let out: PermissionsView | null = null;
  if (view) {
    const permissions = computePermissions(view.model, view.caps);
    out = { ...view, permissions, outcomes: policyOutcomes(permissions, view.model.policies) };
  }
  computed.set(ctx.project, out);
  return out;
}

/** `criteria` as agent.hcl writes them: `risk = "critical" and kind = "resource"`. */
export function criteriaText(policy: Policy, keys: readonly ('tool_name' | 'provider' | 'risk' | 'kind')[]): string {
  const fields = policy.match?.fields ?? {};
  return keys.flatMap((k) => (fields[k] ? [`${k} = ${JSON.stringify(fields[k].value)}`] : [])).join(' and ');
}
