// Catalogue 5.1: mirrors resolve longest-prefix-wins and on a tie upstream keeps the first,
// so a later mirror with the same prefix (and its auth) is dead.
import type { RuleContext, RuleMeta } from '../rule.js';
import type { Mirror } from '../../models/global/model.js';
import { reportedPairs } from '../support/pairs.js';

export const meta = {
  id: 'mirror-duplicate-prefix',
  severity: 'warning',
  description: 'Two registry mirrors have the same prefix; the second is never used',
  group: 'global',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const global = ctx.project.global;
  const mirrors = global?.model?.registryMirror?.mirrors;
  if (global === undefined || mirrors === undefined) return;
  // Every pair with the same prefix, at the later mirror (at most MAX_PAIRS per mirror).
  const byPrefix = new Map<string, Mirror[]>();
  for (const mirror of mirrors) {
    if (mirror.prefix === null) continue;
    const prefix = mirror.prefix.value;
    const earlier = byPrefix.get(prefix);
    if (earlier === undefined) {
      byPrefix.set(prefix, [mirror]);
      continue;
    }
    const winner = earlier[0].headerRange.start.line;
    for (const { partner: before, more } of reportedPairs(earlier)) {
      ctx.report({
        file: global.file.path,
        range: mirror.headerRange,
        message: `mirror for prefix ${JSON.stringify(prefix)} repeats the prefix of the mirror on line ${before.headerRange.start.line}${more > 0 ? ` and ${more} more` : ''}; remove it or change its prefix`,
        notes: [`the kernel always uses the first (line ${winner}), so this mirror${mirror.auth ? ' and its auth are' : ' is'} never used`],
        related: [{ file: global.file.path, range: before.headerRange, message: `a mirror for prefix ${JSON.stringify(prefix)}` }],
      });
    }
    earlier.push(mirror);
  }
}
