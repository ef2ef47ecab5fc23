// Catalogue 6.4: the locked release must satisfy the declared constraint, or the lock pins a
// version the project says it does not accept.
import type { RuleContext, RuleMeta } from '../rule.js';
import { failingClause, parseConstraints, satisfies } from '../../models/lock/constraint.js';
import { rangeWithinString } from '../../models/lock/literal-range.js';
import { parseExactVersion } from '../../models/lock/version.js';
import { crossFileScope } from '../support/lock-scope.js';

export const meta = {
  id: 'lock-version-unsatisfied',
  severity: 'warning',
  description: 'A locked version does not satisfy the required_providers version constraint',
  group: 'cross-file',
  needsCapabilities: false,
} as const satisfies RuleMeta;

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
    // Point the related location at the clause that excludes the version, when one does on its own.
    const clause = failingClause(locked, constraint.clauses);
    const related =
      clause === null
        ? {
            file: scope.agentPath,
            range: declared.itemRange,
            message: `version constraint declared for ${JSON.stringify(entry.name)}; a prerelease is only selected by an exact clause naming it`,
          }
        : {
            file: scope.agentPath,
            range: rangeWithinString(declared.valueRange, declared.value, clause.offset, clause.length),
            message: `clause ${JSON.stringify(declared.value.slice(clause.offset, clause.offset + clause.length))} declared for ${JSON.stringify(entry.name)} excludes it`,
          };
    ctx.report({
      file: scope.path,
      range: entry.version.attrRange,
      message: `locked version ${JSON.stringify(entry.version.value)} of provider ${JSON.stringify(entry.name)} does not satisfy the required_providers constraint ${JSON.stringify(declared.value)}; update the lock entry to a matching release, or change the constraint`,
      related: [related],
    });
  }
}
