// 3.2: a required attribute is absent: in the block, in a nested object, or because the
// provider has no `provider{}` block at all (the bridge decodes an empty body).
import type { RuleContext, RuleMeta } from '../rule.js';
import { reportIssues } from './support/provider-body-issues.js';

export const meta = {
  id: 'provider-config-missing-required',
  severity: 'error',
  description: "A required attribute of the plugin's config schema is missing.",
  group: 'capabilities',
  needsCapabilities: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  reportIssues(ctx, 'missing-required', ({ provider, hasBlock, issue }) => {
    if (issue.parentPath !== null) return `provider "${provider}": attribute "${issue.parentPath}" is missing required nested attribute "${issue.name}"`;
    if (!hasBlock) return `provider "${provider}" requires attribute "${issue.name}"; add a provider "${provider}" block that sets it`;
    return `provider "${provider}": required attribute "${issue.name}" is missing; set it in this block`;
  });
}
