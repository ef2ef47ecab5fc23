// The effective permissions in the editor's hover: on a profile's `tools` entry, the decision of
// each tool it brings into scope; on a policy's header or its `tool_name`, every tool the policy
// matches with its decision and the policy that decides it (this one, or the more specific one
// that wins). From the model as typed now and what the project's plugins last answered; plugin
// names are shown inert (md).
import type { AgentConfig, Policy } from '../models/agent/model.js';
import { kindLabel } from '../models/advertised/decode.js';
import { computePermissions, findTool, type Permissions, type ToolPermission } from '../models/permissions/compute.js';
import { concernedAnswered, policyOutcomes, type PolicyOutcome, undeclaredProvider } from '../models/permissions/policy-outcomes.js';
import { toolKey } from '../models/permissions/profile-scope.js';
import { md, type Loaded } from './advertised.js';
import { within } from './assist.js';
import { firstOf } from '../text/first-of.js';
import type { LinePos } from './positions.js';

/** How many tools a hover lists; the rest are counted. */
const LISTED = 20;

export interface PermissionsNow {
  permissions: Permissions;
  outcomes: Map<Policy, PolicyOutcome>;
}

/** The permissions of the model against the answers known; null when no provider has answered (plugins off, or not yet). */
export function permissionsNow(model: AgentConfig, loaded: Loaded): PermissionsNow | null {
  if (loaded.size === 0) return null;
  const permissions = computePermissions(model, loaded);
  return { permissions, outcomes: policyOutcomes(permissions, model.policies) };
}

/** `**allow** by policy "x"`, `**ask** by the conservative default`, `**deny**: policy "x" asks, downgraded for a data_source call`. */
export function decisionText(t: ToolPermission): string {
  if (t.policy === null) return `**${t.decision}** by the ${t.default} default`;
  if (t.downgraded) return `**deny**: policy "${md(t.policy.name)}" asks, downgraded for ${md(kindLabel(t.operation.kind))} calls`;
  return `**${t.decision}** by policy "${md(t.policy.name)}"`;
}

function listed(lines: string[]): string {
  return firstOf(lines, LISTED, (l) => l)
    .map((l) => `- ${l}`)
    .join('\n');
}

function policyPart(now: PermissionsNow, policy: Policy): string | undefined {
  const outcome = now.outcomes.get(policy);
  if (!outcome) return undefined;
  const undeclared = undeclaredProvider(now.permissions, policy);
  const unknown =
    undeclared !== undefined
      ? `\n\nprovider "${md(undeclared)}" is not declared in required_providers: it never loads`
      : concernedAnswered(now.permissions, policy)
        ? ''
        : '\n\nsome providers it could match have not answered: their tools are not known';
  if (outcome.matches.length === 0) return `policy "${md(policy.name)}" matches no advertised tool${unknown}`;
  const outranked = new Map(outcome.outranked.map((o) => [o.tool, o]));
  const lines = outcome.matches.map((t) => {
    const o = outranked.get(t);
    const by =
      t.policy === policy
        ? 'decided by this policy'
        : o
          ? `decided by "${md(o.by.name)}", which specifies ${o.at}`
          : `decided by "${md(t.policy!.name)}", whose criteria are the same (policy-conflict)`;
    return `${md(t.tool)}: **${t.decision}**, ${by}`;
  });
  return `policy "${md(policy.name)}" matches ${lines.length === 1 ? '1 tool' : `${lines.length} tools`}:\n\n${listed(lines)}${unknown}`;
}

/** The hover parts for the position in agent.hcl: a tools entry's decisions, or a policy's. */
export function permissionHover(model: AgentConfig, loaded: Loaded, pos: LinePos): string[] {
  const policy = model.policies.find((p) => within(pos, p.headerRange) || (p.match?.fields.tool_name && within(pos, p.match.fields.tool_name.valueRange)));
  const profile = policy ? undefined : model.profiles.find((p) => p.tools?.value.some((item) => within(pos, item.range)));
  if (!policy && !profile) return [];
  const now = permissionsNow(model, loaded);
  if (!now) return [];
  if (policy) {
    const part = policyPart(now, policy);
    return part ? [part] : [];
  }
  const scope = now.permissions.profiles.find((p) => p.profile === profile)!;
  const item = profile!.tools!.value.find((i) => within(pos, i.range))!;
  if (scope.unknown.includes(item)) return [`"${md(item.value)}": its provider has not answered, so what it brings into scope is not known`];
  const grant = scope.grants.find((g) => g.item === item);
  if (!grant) return [];
  const names = grant.tool === null ? loaded.get(grant.provider)!.sortedToolNamespace : [grant.tool];
  const rows = names.flatMap((name) => findTool(now.permissions, toolKey(grant.provider, name)) ?? []);
  if (rows.length === 0) return [];
  return [`"${md(item.value)}" brings into scope:\n\n${listed(rows.map((t) => `${md(t.tool)}: ${decisionText(t)}`))}`];
}
