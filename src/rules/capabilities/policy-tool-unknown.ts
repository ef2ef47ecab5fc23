// 3.13: a policy whose match.tool_name no loaded provider advertises (the one named by
// match.provider, or, without provider, any; that needs every provider's capabilities).
// Matching is exact, so the rule is dead.
import type { RuleContext, RuleMeta } from '../rule.js';
import { capView, everyProviderLoaded, loadedProviders } from './support/context.js';

export const meta = {
  id: 'policy-tool-unknown',
  severity: 'warning',
  description: 'A policy tool_name no provider advertises.',
  group: 'capabilities',
  needsCapabilities: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  const sessionComplete = everyProviderLoaded(view);
  for (const p of view.model.policies) {
    const match = p.match;
    const tool = match?.valid ? match.fields.tool_name?.value : undefined;
    if (!match || tool === undefined) continue;
    const provider = match.fields.provider?.value;
    let message: string | null = null;
    const notes = ['tool_name matches exactly'];
    if (provider !== undefined) {
      const caps = view.caps.get(provider);
      if (caps && !caps.toolNamespace.has(tool)) message = `policy "${p.name}" can never apply: provider "${provider}" advertises no tool "${tool}"`;
    } else if (sessionComplete && !loadedProviders(view).some(({ caps }) => caps.toolNamespace.has(tool))) {
      message = `policy "${p.name}" can never apply: no provider advertises a tool "${tool}"`;
    }
    if (message) ctx.report({ file: view.file, range: match.attrRange, message, notes });
  }
}
