// The capability parts of three static rules (2.12 policy-ask-downgraded, 2.13
// policy-unsatisfiable, 2.25 token-budget-convention). Each is a check function under the
// static rule's id; `withCapabilityHalf` joins one to its static rule so the id stays one
// registry entry. Every half is a no-op without capabilities.
import type { Rule, RuleContext } from '../../rule.js';
import { askSuggestions } from '../../agent/policy-ask-downgraded.js';
import { RISKS } from '../../../models/agent/model.js';
import { capView, loadedProviders, operation } from './context.js';
import { authorNote, pluginName } from '../advertised/support/advertised.js';
import { kindLabel, riskLabel } from '../../../models/advertised/decode.js';

const KIND_ENUM: Record<string, string> = { resource: 'TOOL_KIND_RESOURCE', data_source: 'TOOL_KIND_DATA_SOURCE' };

function riskEnum(risk: string): string {
  return `RISK_CLASS_${risk.toUpperCase()}`;
}

/** 2.12: ask on provider + tool_name naming a data_source or interactive operation. */
export function askDowngradedByCapabilities(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  for (const p of view.model.policies) {
    if (p.action?.value !== 'ask' || !p.match?.valid) continue;
    const { kind, risk, provider, tool_name: tool } = p.match.fields;
    // The static half already reports these.
    if (kind?.value === 'data_source' || risk?.value === 'read_only') continue;
    const caps = provider ? view.caps.get(provider.value) : undefined;
    const op = caps && tool ? operation(caps, tool.value) : null;
    if (!op || (op.kind !== 'TOOL_KIND_DATA_SOURCE' && op.kind !== 'TOOL_KIND_INTERACTIVE')) continue;
    ctx.report({
      file: view.file,
      range: p.action.attrRange,
      message: `policy "${p.name}" asks, but provider "${provider!.value}" advertises "${tool!.value}" as ${kindLabel(op.kind)}, for which the kernel downgrades "ask" to "deny" at evaluation time; write action = "deny" (or "allow")`,
      suggestions: askSuggestions(p.action.range),
    });
  }
}

/** Criteria that no operation can meet on their own: the static half's finding, not repeated here. */
function staticallyImpossible(kind: string | undefined, risk: string | undefined): boolean {
  if (risk === undefined || !RISKS.includes(risk)) return false;
  return (kind === 'resource' && risk === 'read_only') || (kind === 'data_source' && risk !== 'read_only');
}

/** 2.13: provider + tool_name whose advertised kind or risk contradicts the rule's kind/risk. */
export function unsatisfiableByCapabilities(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  for (const p of view.model.policies) {
    if (!p.match?.valid) continue;
    const { kind, risk, provider, tool_name: tool } = p.match.fields;
    if (staticallyImpossible(kind?.value, risk?.value)) continue;
    const caps = provider ? view.caps.get(provider.value) : undefined;
    const op = caps && tool ? operation(caps, tool.value) : null;
    if (!op) continue;
    const clashes: string[] = [];
    if (kind && KIND_ENUM[kind.value] && op.kind && op.kind !== KIND_ENUM[kind.value]) clashes.push(`kind = "${kind.value}" but it is ${kindLabel(op.kind)}`);
    if (risk && RISKS.includes(risk.value) && op.risk && op.risk !== riskEnum(risk.value))
      clashes.push(`risk = "${risk.value}" but its risk is ${riskLabel(op.risk)}`);
    if (clashes.length === 0) continue;
    ctx.report({
      file: view.file,
      range: p.match.attrRange,
      message: `policy "${p.name}" can never match: provider "${provider!.value}" advertises "${tool!.value}", and the rule says ${clashes.join(', and ')}; fix or drop the contradicting criteria`,
    });
  }
}

/** 2.25: a context or memory provider declaring token_budget with a type other than number. */
export function tokenBudgetSchemaByCapabilities(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  for (const { entry, caps } of loadedProviders(view)) {
    if (!caps.served.includes('context') && !caps.served.includes('memory')) continue;
    const attr = caps.providerConfig.find((a) => a.name === 'token_budget');
    if (!attr || attr.type === 'number' || attr.type === null) continue;
    ctx.report({
      file: view.file,
      range: entry.nameRange,
      message: `provider "${entry.name}" declares token_budget as ATTR_TYPE_${attr.type.toUpperCase()}, not ATTR_TYPE_NUMBER`,
      notes: ['token_budget is the reserved integer token budget of context and memory providers', authorNote(pluginName(entry))],
    });
  }
}

/** The static rule with its capability half run after it, under the same id and meta. */
export function withCapabilityHalf(rule: Rule, half: (ctx: RuleContext) => void): Rule {
  return {
    meta: rule.meta,
    check(ctx) {
      rule.check?.(ctx);
      half(ctx);
    },
  };
}
