// Catalogue 5.1: mirrors resolve longest-prefix-wins and on a tie upstream keeps the first,
// so a later mirror with the same prefix (and its auth) is dead.
import type { RuleContext, RuleMeta } from '../rule.js';
import type { Mirror } from '../../config/global-model.js';

export const meta: RuleMeta = {
  id: 'mirror-duplicate-prefix',
  severity: 'warning',
  description: 'Two registry mirrors have the same prefix; the second is never used',
  group: 'global',
  needsCapabilities: false,
};

export function check(ctx: RuleContext): void {
  const global = ctx.project.global;
  const mirrors = global?.model?.registryMirror?.mirrors;
  if (global === undefined || mirrors === undefined) return;
  const first = new Map<string, Mirror>();
  for (const mirror of mirrors) {
    if (mirror.prefix === null) continue;
    const winner = first.get(mirror.prefix.value);
    if (winner === undefined) {
      first.set(mirror.prefix.value, mirror);
      continue;
    }
    ctx.report({
      file: global.file.path,
      range: mirror.headerRange,
      message: `mirror for prefix ${JSON.stringify(mirror.prefix.value)} repeats the prefix of the mirror on line ${winner.headerRange.start.line}: the kernel always uses the first, so this mirror${mirror.auth ? ' and its auth are' : ' is'} never used; remove it or change its prefix`,
      related: [{ file: global.file.path, range: winner.headerRange, message: `the mirror for prefix ${JSON.stringify(mirror.prefix.value)} that wins` }],
    });
  }
}
