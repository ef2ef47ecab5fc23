// A profile's tools entry that brings into scope only tools the policies deny: the model is
// offered tools it can never use, and spends its turns on refusals. A deny is final (no operator
// verdict turns it into an allow), so this is certain for what the plugins advertise. The
// suggestion removes the entry; it is a suggestion, not a fix, since the person may rather
// loosen the policy.
import { removeListElement } from '../../hcl/edits.js';
import { toolKey } from '../../models/permissions/profile-scope.js';
import { findTool } from '../../models/permissions/compute.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { permissionsView } from './support/permissions.js';

export const meta = {
  id: 'profile-scope-denied',
  severity: 'warning',
  description: 'A profile tools entry that brings into scope only tools the policies deny.',
  group: 'capabilities',
  needsCapabilities: true,
  hasSuggestions: true,
} as const satisfies RuleMeta;

/** How many denied tools a note names at most; the rest are counted. */
const SHOWN = 10;

export function check(ctx: RuleContext): void {
  const view = permissionsView(ctx);
  if (!view) return;
  const { permissions } = view;
  const comments = ctx.project.agent.file.parse.file.comments;
  for (const { profile, grants } of permissions.profiles) {
    const list = profile.tools;
    if (!list) continue;
    for (const grant of grants) {
      const keys =
        grant.tool === null
          ? view.caps.get(grant.provider)!.sortedToolNamespace.map((name) => toolKey(grant.provider, name))
          : [toolKey(grant.provider, grant.tool)];
      const rows = keys.flatMap((key) => findTool(permissions, key) ?? []);
      // An empty wildcard is profile-tool-wildcard-empty's.
      if (rows.length === 0 || rows.some((r) => r.decision !== 'deny')) continue;
      const notes = rows.slice(0, SHOWN).map(
        (
          r, // No default denies: a policy decides every row here.
        ) => `${r.tool}: denied by policy "${r.policy!.name}"${r.downgraded ? ' ("ask" downgraded to deny)' : ''}`,
      );
      if (rows.length > SHOWN) notes.push(`and ${rows.length - SHOWN} more`);
      const index = list.value.indexOf(grant.item);
      ctx.report({
        file: view.file,
        range: grant.item.range,
        message: `agent_profile "${profile.name}": "${grant.item.value}" brings into scope only tools the policies deny; remove the entry`,
        notes: [...notes, 'the model is offered tools it can never use'],
        suggestions: [
          {
            message: `Remove ${JSON.stringify(grant.item.value)} from the tools list`,
            edits: [
              removeListElement(
                list.range,
                list.value.map((i) => i.range),
                index,
                comments,
              ),
            ],
          },
        ],
      });
    }
  }
}
