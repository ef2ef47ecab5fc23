// 3.4: a key inside an object value that object_attributes does not declare. cty's object
// conversion drops it silently, so it is a warning.
import type { RuleContext, RuleMeta } from '../rule.js';
import { nearName, onlyNearName } from '../../text/did-you-mean.js';
import { renameKey } from '../../hcl/edits.js';
import { reportIssues } from './support/provider-body-issues.js';

export const meta = {
  id: 'provider-config-unknown-nested-attr',
  severity: 'warning',
  description: 'A key inside an object-typed provider attribute that its schema does not declare.',
  group: 'capabilities',
  needsCapabilities: true,
  fixable: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  reportIssues(
    ctx,
    'unknown-nested-attr',
    ({ provider, issue }) => {
      const near = nearName(issue.key, issue.declared);
      const message = `provider "${provider}": key "${issue.key}" in attribute "${issue.path}" is not in the plugin's schema and is silently dropped${near ? `; did you mean "${near}"?` : ''}`;
      return !near && issue.declared.length > 0 ? { message, notes: [`the schema declares ${issue.declared.map((n) => `"${n}"`).join(', ')}`] } : message;
    },
    ({ issue }) => {
      // The one declared key near it, when the object does not set that one already.
      const only = onlyNearName(issue.key, issue.declared);
      return only === undefined || issue.written.has(only) || !issue.literal ? undefined : renameKey(issue.range, issue.key, only);
    },
  );
}
