// 2.5: keys besides source/version in a required_providers entry are silently ignored upstream.
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';
import { onlyNearName } from '../../text/did-you-mean.js';
import { REQUIRED_PROVIDER_KEYS } from '../../models/agent/model.js';

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
    const written = new Set((p.entries ?? []).map((e) => e.key));
    for (const e of p.entries ?? []) {
      if (e.key === 'source' || e.key === 'version') continue;
      // `verison` where the entry has no version is the decoder's missing-version finding, with the rename.
      const near = onlyNearName(e.key, REQUIRED_PROVIDER_KEYS);
      if (near !== undefined && !written.has(near)) continue;
      ctx.report({
        file: view.file,
        range: e.keyRange,
        message: `required_providers entry "${p.name}": key "${e.key}" is ignored by the kernel; remove it`,
        notes: ['the kernel reads only source and version (there is no alias mechanism)'],
      });
    }
  }
}
