// 2.5: keys besides source/version in a required_providers entry are silently ignored upstream.
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './context.js';

export const meta = {
  id: 'required-provider-unknown-key',
  severity: 'warning',
  description: 'A required_providers entry key other than source or version (silently ignored).',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const p of view.model.requiredProviders) {
    for (const e of p.entries ?? []) {
      if (e.key === 'source' || e.key === 'version') continue;
      ctx.report({
        file: view.file,
        range: e.keyRange,
        message: `required_providers entry "${p.name}": key "${e.key}" is ignored by the kernel, which reads only source and version (there is no alias mechanism); remove it`,
      });
    }
  }
}
