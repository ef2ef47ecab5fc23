// A policy that matches advertised tools but decides none of them: for each, a more specific
// policy wins (policy-dsl.md "Evaluation semantics": most specific first, tool_name > provider >
// risk > kind). Certain only when every provider it could concern answered, since a tool of a
// provider not heard from might be one it decides.
import type { RuleContext, RuleMeta } from '../rule.js';
import { concernedAnswered } from '../../models/permissions/policy-outcomes.js';
import { permissionsView } from './support/permissions.js';
import { firstOf } from '../../text/first-of.js';

export const meta = {
  id: 'policy-shadowed',
  severity: 'warning',
  description: 'A policy that matches advertised tools but decides none: a more specific policy wins for each.',
  group: 'capabilities',
  needsCapabilities: true,
} as const satisfies RuleMeta;

/** How many tools each note line names at most; the rest are counted. */
const SHOWN = 10;

export function check(ctx: RuleContext): void {
  const view = permissionsView(ctx);
  if (!view) return;
  for (const { policy, matches, decides, outranked } of view.outcomes.values()) {
    // A tool a policy of equal criteria decides is policy-conflict's (the kernel refuses the file).
    if (matches.length === 0 || decides.length > 0 || outranked.length < matches.length || !concernedAnswered(view.permissions, policy)) continue;
    const winners = [...new Set(outranked.map((o) => o.by))].sort((a, b) => a.headerRange.start.offset - b.headerRange.start.offset);
    const notes = firstOf(outranked, SHOWN, ({ tool, by, at }) => `${tool.tool}: decided by "${by.name}", which specifies ${at}`);
    ctx.report({
      file: view.file,
      range: policy.headerRange,
      message: `policy "${policy.name}" decides nothing: a more specific policy decides ${matches.length === 1 ? 'the one tool' : `each of the ${matches.length} tools`} it matches`,
      notes: [...notes, 'the most specific match wins: tool_name > provider > risk > kind'],
      related: winners.map((w) => ({ file: view.file, range: w.headerRange, message: `policy "${w.name}" wins` })),
    });
  }
}
