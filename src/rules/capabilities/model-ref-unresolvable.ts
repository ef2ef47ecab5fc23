// 3.11: a primary/fallback whose loaded provider is not a model provider, or does not serve
// that model id. The kernel skips such a ref at run time, so it is a warning.
import type { ModelRef } from '../../models/agent/model.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { nearName } from '../../text/did-you-mean.js';
import { capView, type CapView } from './support/context.js';

/** Past this many ids the list says how many more: a plugin may serve hundreds. */
const LISTED_IDS = 10;

/** What the provider serves instead, for a misspelt id with no near name. */
function served(ids: readonly string[]): string {
  if (ids.length === 0) return 'it serves no model';
  const listed = ids.slice(0, LISTED_IDS).map((id) => JSON.stringify(id));
  return `it serves ${listed.join(', ')}${ids.length > LISTED_IDS ? ` and ${ids.length - LISTED_IDS} more` : ''}`;
}

function checkRef(ctx: RuleContext, view: CapView, profile: string, ref: ModelRef): void {
  const provider = ref.provider;
  const caps = provider ? view.caps.get(provider.value) : undefined;
  if (!provider || !caps) return;
  if (!caps.served.includes('model')) {
    ctx.report({
      file: view.file,
      range: provider.attrRange,
      message: `agent_profile "${profile}": ${ref.kind} names provider "${provider.value}", which is not a model provider (it serves ${caps.served.join(', ')}); the kernel skips this model reference`,
    });
    return;
  }
  if (!ref.id) return;
  const ids = caps.models.map((m) => m.id);
  if (ids.includes(ref.id.value)) return;
  const near = nearName(ref.id.value, ids);
  ctx.report({
    file: view.file,
    range: ref.id.attrRange,
    message: `agent_profile "${profile}": provider "${provider.value}" serves no model "${ref.id.value}" (${near ? `did you mean "${near}"?` : served(ids)}); the kernel skips this model reference`,
  });
}

export const meta = {
  id: 'model-ref-unresolvable',
  severity: 'warning',
  description: 'A primary/fallback model its provider does not serve.',
  group: 'capabilities',
  needsCapabilities: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  for (const profile of view.model.profiles) {
    // Every model{} block, as the kernel decodes each (a later one replaces it; duplicate-last-wins says so).
    for (const model of profile.models) {
      for (const ref of [...(model.primary ? [model.primary] : []), ...model.fallbacks]) checkRef(ctx, view, profile.name, ref);
    }
  }
}
