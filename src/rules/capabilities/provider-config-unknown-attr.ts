// 3.1: an attribute the plugin's config_schema does not declare (hcldec: "Unsupported argument").
import type { RuleContext, RuleMeta } from '../rule.js';
import { nearName, onlyNearName } from '../../text/did-you-mean.js';
import { renameIdentifier } from '../../hcl/edits.js';
import { reportIssues } from './support/provider-body-issues.js';

export const meta = {
  id: 'provider-config-unknown-attr',
  severity: 'error',
  description: "A provider block attribute the plugin's config schema does not declare.",
  group: 'capabilities',
  needsCapabilities: true,
  fixable: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  reportIssues(
    ctx,
    'unknown-attr',
    ({ provider, issue }) => {
      const base = `provider "${provider}": attribute "${issue.name}" is not in the plugin's config schema`;
      if (issue.declared.length === 0) return { message: `${base}; remove it`, notes: ['the plugin accepts no configuration attributes'] };
      const near = nearName(issue.name, issue.declared);
      return near
        ? `${base}; did you mean "${near}"?`
        : { message: `${base}; remove it or use a declared one`, notes: [`the schema declares ${issue.declared.map((n) => `"${n}"`).join(', ')}`] };
    },
    ({ issue }) => {
      // The one declared name near it, when the block does not set that one already.
      const only = onlyNearName(issue.name, issue.declared);
      return only === undefined || issue.written.has(only) ? undefined : (renameIdentifier(issue.range, issue.name, only) ?? undefined);
    },
  );
}
