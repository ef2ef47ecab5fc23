// 2.25: the reserved provider setting token_budget is a positive integer. Statically from the
// value written; with plugins also a context or memory provider declaring it with a type other
// than number.
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';
import { capView, loadedProviders } from '../capabilities/support/context.js';
import { authorNote, pluginName } from '../advertised/support/advertised.js';

export const meta = {
  id: 'token-budget-convention',
  severity: 'warning',
  description: 'A provider token_budget that is not a positive integer.',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

function byValue(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const p of view.model.providers) {
    for (const { attr, value } of p.values) {
      if (attr.name !== 'token_budget' || value?.type !== 'number') continue;
      if (Number.isInteger(value.value) && value.value > 0) continue;
      ctx.report({
        file: view.file,
        range: value.range,
        message: `provider "${p.name}": token_budget = ${value.value} is not a positive whole number of tokens; write one`,
        notes: ['token_budget is reserved: a positive integer number of tokens'],
      });
    }
  }
}

/** A context or memory provider's config_schema typing token_budget otherwise; a no-op without capabilities. */
function bySchema(ctx: RuleContext): void {
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

export function check(ctx: RuleContext): void {
  byValue(ctx);
  bySchema(ctx);
}
