// 2.5: keys besides source/version in a required_providers entry are silently ignored upstream.
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';
import { onlyNearName } from '../../text/did-you-mean.js';
import { renameKey } from '../../hcl/edits.js';

const KEYS = ['source', 'version'];

export const meta = {
  id: 'required-provider-unknown-key',
  severity: 'warning',
  description: 'A required_providers entry key other than source or version (silently ignored).',
  group: 'agent',
  needsCapabilities: false,
  fixable: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const p of view.model.requiredProviders) {
    const written = new Set((p.entries ?? []).map((e) => e.key));
    for (const e of p.entries ?? []) {
      if (e.key === 'source' || e.key === 'version') continue;
      // `verison` is certainly version when the entry has none.
      const near = onlyNearName(e.key, KEYS);
      ctx.report({
        file: view.file,
        range: e.keyRange,
        message: `required_providers entry "${p.name}": key "${e.key}" is ignored by the kernel; remove it`,
        notes: ['the kernel reads only source and version (there is no alias mechanism)'],
        fix: near !== undefined && e.literal && !written.has(near) ? renameKey(e.keyRange, e.key, near) : undefined,
      });
    }
  }
}
