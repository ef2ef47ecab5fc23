// A profile's tools entry that brings into scope only tools the policies deny: the model is
// offered tools it can never use, and spends its turns on refusals. A deny is final (no operator
// verdict turns it into an allow), so this is certain for what the plugins advertise. The
// suggestion removes the entry; it is a suggestion, not a fix, since the person may rather
// loosen the policy.
import { removeListElement } from '../../hcl/edits.js';
import { toolKey } from '../../models/permissions/profile-scope.js';
import { findTool, type ToolPermission } from '../../models/permissions/compute.js';
import type { Range } from '../../diagnostics/diagnostic.js';
import type { Item } from '../../models/agent/model.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { permissionsView } from './support/permissions.js';
import { firstOf } from '../../text/first-of.js';

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
  // Per provider, its rows and whether policy denies all of them: once, however many profiles
  // name its wildcard (profiles x tools otherwise).
  let byProvider: Map<string, { rows: ToolPermission[]; denied: boolean }> | undefined;
  const wildcard = (provider: string) => {
    if (!byProvider) {
      byProvider = new Map();
      for (const t of permissions.tools) {
        const group = byProvider.get(t.provider);
        if (group) group.rows.push(t), (group.denied &&= t.decision === 'deny');
        else byProvider.set(t.provider, { rows: [t], denied: t.decision === 'deny' });
      }
    }
    return byProvider.get(provider);
  };
  for (const { profile, grants } of permissions.profiles) {
    const list = profile.tools;
    if (!list) continue;
    // Built when the profile has a finding: its entries' ranges and places.
    let ranges: Range[] | undefined;
    let places: Map<Item<string>, number> | undefined;
    for (const grant of grants) {
      let rows: ToolPermission[];
      if (grant.tool === null) {
        const group = wildcard(grant.provider);
        // An empty wildcard is profile-tool-wildcard-empty's.
        if (!group?.denied) continue;
        rows = group.rows;
      } else {
        const row = findTool(permissions, toolKey(grant.provider, grant.tool))!;
        if (row.decision !== 'deny') continue;
        rows = [row];
      }
      // No default denies: a policy decides every row here.
      const notes = firstOf(rows, SHOWN, (r) => `${r.tool}: denied by policy "${r.policy!.name}"${r.downgraded ? ' ("ask" downgraded to deny)' : ''}`);
      ranges ??= list.value.map((i) => i.range);
      places ??= new Map(list.value.map((i, n) => [i, n]));
      ctx.report({
        file: view.file,
        range: grant.item.range,
        message: `agent_profile "${profile.name}": "${grant.item.value}" brings into scope only tools the policies deny; remove the entry`,
        notes: [...notes, 'the model is offered tools it can never use'],
        suggestions: [
          {
            message: `Remove ${JSON.stringify(grant.item.value)} from the tools list`,
            edits: [removeListElement(list.range, ranges, places.get(grant.item)!, comments)],
          },
        ],
      });
    }
  }
}
