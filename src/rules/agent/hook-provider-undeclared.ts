// 2.20: a hook's provider must be declared; the spec gives hooks no "not loaded" exemption.
import type { RuleContext, RuleMeta } from '../rule.js';
import { nearName } from '../../text/did-you-mean.js';
import { replaceString } from '../../hcl/edits.js';
import { agentView, declaredProviders, SPEC_ONLY_REJECTION } from './support/context.js';

export const meta = {
  id: 'hook-provider-undeclared',
  severity: 'error',
  description: 'A hook whose provider has no required_providers entry.',
  group: 'agent',
  needsCapabilities: false,
  hasSuggestions: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  const declared = declaredProviders(view.model);
  for (const h of view.model.hooks) {
    if (!h.provider || declared.has(h.provider.value)) continue;
    const near = nearName(h.provider.value, [...declared]);
    const fix = near ? `did you mean "${near}"?` : `add "${h.provider.value}" to required_providers`;
    ctx.report({
      file: view.file,
      range: h.provider.attrRange,
      message: `hook "${h.point}": provider "${h.provider.value}" has no required_providers entry; ${fix}`,
      notes: ['no plugin can ever serve this subscription', SPEC_ONLY_REJECTION],
      // Only suggested: the provider may be one still to declare.
      suggestions: near ? [{ message: `Replace with "${near}"`, edits: [replaceString(h.provider.range, near)] }] : undefined,
    });
  }
}
