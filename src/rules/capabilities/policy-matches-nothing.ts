// A policy whose criteria match no advertised tool while every provider it could concern
// answered: it never applies. policy-tool-unknown tells the story of a tool_name nobody
// advertises; this rule tells the rest (a provider, risk or kind no advertised tool has, or a
// tool_name whose tool has another kind or risk). A "deny" or "ask" naming no provider is a
// guard for whatever any provider may come to advertise (a plugin upgrade, a provider added),
// so matching nothing today is no fault of it: not reported.
import type { RuleContext, RuleMeta } from '../rule.js';
import { concernedAnswered } from '../../models/permissions/policy-outcomes.js';
import { criteriaText, permissionsView } from './support/permissions.js';

export const meta = {
  id: 'policy-matches-nothing',
  severity: 'warning',
  description: 'A policy whose provider, risk or kind criteria match no advertised tool.',
  group: 'capabilities',
  needsCapabilities: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = permissionsView(ctx);
  if (!view) return;
  // Every advertised name, built once when a policy needs it (a scan per policy would be policies x tools).
  let names: Set<string> | undefined;
  const advertised = (name: string) => (names ??= new Set(view.permissions.tools.map((t) => t.name))).has(name);
  for (const { policy, matches } of view.outcomes.values()) {
    if (matches.length > 0 || !concernedAnswered(view.permissions, policy)) continue;
    const { provider, tool_name: toolName } = policy.match!.fields;
    if (provider === undefined && policy.action!.value !== 'allow') continue;
    // A tool_name no provider (or not the named one) advertises is policy-tool-unknown's.
    const caps = provider === undefined ? null : view.caps.get(provider.value)!;
    if (toolName !== undefined && (caps ? !caps.toolNamespace.has(toolName.value) : !advertised(toolName.value))) continue;
    const criteria = criteriaText(policy, ['tool_name', 'risk', 'kind']);
    const message =
      provider === undefined
        ? `policy "${policy.name}" can never apply: no provider advertises a tool with ${criteria}`
        : criteria === ''
          ? `policy "${policy.name}" can never apply: provider "${provider.value}" advertises no tools`
          : `policy "${policy.name}" can never apply: provider "${provider.value}" advertises no tool with ${criteria}`;
    ctx.report({
      file: view.file,
      range: policy.match!.attrRange,
      message,
      notes: ['a kind criterion never matches an interactive call, and a risk criterion never matches a call whose risk is unset'],
    });
  }
}
