// 2.6: `source` must be a git-forge address, in required_providers and in every lock entry.
import type { RuleContext, RuleMeta } from '../rule.js';
import { checkProviderSource } from '../../models/lock/source.js';
import { agentView, SPEC_ONLY_REJECTION } from './support/context.js';
import { lockScope } from '../support/lock-scope.js';

export const meta = {
  id: 'provider-source-format',
  severity: 'error',
  description: 'A provider source that is not github.com/<owner>/<repo> or gitlab.com/<group>/.../<project>.',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

function checkRequiredProviders(ctx: RuleContext): void {
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

/** Every entry, a duplicate the kernel ignores too. */
function checkLockEntries(ctx: RuleContext): void {
  const lock = lockScope(ctx.project);
  if (!lock) return;
  for (const entry of lock.model.entries) {
    if (!entry.source) continue;
    const result = checkProviderSource(entry.source.value);
    if (result.ok) continue;
    ctx.report({
      file: lock.path,
      range: entry.source.attrRange,
      message: `source ${JSON.stringify(entry.source.value)} in lock entry provider ${JSON.stringify(entry.name)} ${result.problem}`,
      notes: result.notes,
    });
  }
}

export function check(ctx: RuleContext): void {
  checkRequiredProviders(ctx);
  checkLockEntries(ctx);
}
