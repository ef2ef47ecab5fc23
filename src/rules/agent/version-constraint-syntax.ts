// 2.7: `version` must be a Terraform-style constraint list.
import type { RuleContext, RuleMeta } from '../rule.js';
import { parseConstraints, WHAT_A_CONSTRAINT_IS } from '../../models/lock/constraint.js';
import { agentView, SPEC_ONLY_REJECTION } from './support/context.js';
import { terraformConstraint } from './support/constraint-fix.js';
import { replaceString } from '../../hcl/edits.js';

export const meta = {
  id: 'version-constraint-syntax',
  severity: 'error',
  description: 'A required_providers version that is not a comma-separated list of [op] VERSION clauses.',
  group: 'agent',
  needsCapabilities: false,
  fixable: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const p of view.model.requiredProviders) {
    if (!p.version) continue;
    const parsed = parseConstraints(p.version.value);
    if (parsed.ok) continue;
    const rewritten = terraformConstraint(p.version.value);
    ctx.report({
      file: view.file,
      range: p.version.itemRange,
      message: `required_providers entry "${p.name}": version ${JSON.stringify(p.version.value)}: ${parsed.error.message}`,
      notes: [WHAT_A_CONSTRAINT_IS, SPEC_ONLY_REJECTION],
      fix:
        rewritten === null
          ? undefined
          : {
              message: `Write ${JSON.stringify(rewritten)} instead of ${JSON.stringify(p.version.value)}`,
              edits: [replaceString(p.version.valueRange, rewritten)],
            },
    });
  }
}
