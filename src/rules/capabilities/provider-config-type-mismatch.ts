// 3.3: a value that cty's safe conversion cannot turn into the declared type.
import type { RuleContext, RuleMeta } from '../rule.js';
import { typeLabel } from '../../models/advertised/config-attrs.js';
import { reportIssues } from './support/provider-body-issues.js';

export const meta = {
  id: 'provider-config-type-mismatch',
  severity: 'error',
  description: 'A provider attribute value that does not convert to the type the plugin declares.',
  group: 'capabilities',
  needsCapabilities: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  reportIssues(ctx, 'type-mismatch', ({ provider, issue }) => {
    const base = `provider "${provider}": attribute "${issue.path}" must be ${typeLabel(issue.expected)}, got ${issue.got}`;
    return issue.scalarForList ? { message: `${base}; wrap it in [ ]`, notes: ['a single value is not turned into a list'] } : base;
  });
}
