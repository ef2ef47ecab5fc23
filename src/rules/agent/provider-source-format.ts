// 2.6: `source` must be a git-forge address. The lock-file decoder reports lock entries itself.
import type { RuleContext, RuleMeta } from '../rule.js';
import { checkProviderSource } from '../../models/lock/source.js';
import { agentView, SPEC_ONLY_REJECTION } from './support/context.js';

export const meta = {
  id: 'provider-source-format',
  severity: 'error',
  description: 'A provider source that is not github.com/<owner>/<repo> or gitlab.com/<group>/.../<project>.',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const p of view.model.requiredProviders) {
    if (!p.source) continue;
    const result = checkProviderSource(p.source.value);
    if (result.ok) continue;
    ctx.report({
      file: view.file,
      range: p.source.itemRange,
      message: `required_providers entry "${p.name}": source ${JSON.stringify(p.source.value)} ${result.problem}`,
      notes: [...result.notes, SPEC_ONLY_REJECTION],
    });
  }
}
