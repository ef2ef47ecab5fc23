// 3.7: a concrete "<p>.<t>" tools entry whose loaded provider does not advertise t in its tools
// namespace. Only a bare "*" is a wildcard: "read_*" is a literal name.
import type { RuleContext, RuleMeta } from '../rule.js';
import { capView, scopedToolEntries } from './support/context.js';
import { nearName } from '../../text/did-you-mean.js';
import { replaceString } from '../../hcl/edits.js';

export const meta = {
  id: 'profile-tool-unknown',
  severity: 'error',
  description: 'A tools entry naming a tool its provider does not advertise.',
  group: 'capabilities',
  needsCapabilities: true,
  hasSuggestions: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  for (const { profile, item, scope, caps } of scopedToolEntries(view)) {
    if (scope.tool === '*') continue;
    const names = caps.toolNamespace;
    if (names.has(scope.tool)) continue;
    const near = nearName(scope.tool, caps.sortedToolNamespace);
    const hint = near ? `; did you mean "${scope.provider}.${near}"?` : names.size === 0 ? '; it advertises no tools' : '';
    const literal = scope.tool.includes('*') ? ' (only a bare "*" is a wildcard)' : '';
    ctx.report({
      file: view.file,
      range: item.range,
      message: `agent_profile "${profile.name}": provider "${scope.provider}" has no tool "${scope.tool}"${literal}${hint}`,
      // Only suggested: a near name in a plugin's namespace is a guess.
      suggestions:
        near === undefined
          ? undefined
          : [{ message: `Replace with ${JSON.stringify(`${scope.provider}.${near}`)}`, edits: [replaceString(item.range, `${scope.provider}.${near}`)] }],
    });
  }
}
