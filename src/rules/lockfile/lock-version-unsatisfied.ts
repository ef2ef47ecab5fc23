// Catalogue 6.4: the locked release must satisfy the declared constraint, or the lock pins a
// version the project says it does not accept.
import type { RuleContext, RuleMeta } from '../rule.js';
import { parseConstraints, satisfies } from '../../lockfile/constraint.js';
import { parseExactVersion } from '../../lockfile/version.js';
import { crossFileScope } from './scope.js';

export const meta: RuleMeta = {
  id: 'lock-version-unsatisfied',
  severity: 'warning',
  description: 'A locked version does not satisfy the required_providers version constraint',
  group: 'cross-file',
  needsCapabilities: false,
};

export function check(ctx: RuleContext): void {
  const scope = crossFileScope(ctx.project);
  if (scope === null) return;
  for (const entry of scope.model.providers.values()) {
    const declared = scope.required.get(entry.name)?.version;
    if (entry.version === null || declared == null || scope.devOverrides.has(entry.name)) continue;
    // Malformed versions on either side are lock-version-not-exact and version-constraint-syntax.
    const locked = parseExactVersion(entry.version.value);
    const constraint = parseConstraints(declared.value);
    if (locked === null || !constraint.ok || satisfies(locked, constraint.clauses)) continue;
    ctx.report({
      file: scope.path,
      range: entry.version.attrRange,
      message: `locked version ${JSON.stringify(entry.version.value)} of provider ${JSON.stringify(entry.name)} does not satisfy the required_providers constraint ${JSON.stringify(declared.value)}; update the lock entry to a matching release, or change the constraint`,
      related: [{ file: scope.agentPath, range: declared.itemRange, message: `version constraint declared for ${JSON.stringify(entry.name)}` }],
    });
  }
}
