// 2.21: only pre-model-call has transform-mutable fields; elsewhere a transform must echo its input.
// Also at a label that is no hook point (hook-point-unknown reports that): the catalogue's
// condition is any point other than pre-model-call.
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';
import { replaceString } from '../../hcl/edits.js';

export const meta = {
  id: 'hook-transform-non-mutable',
  severity: 'warning',
  description: 'mode = "transform" at a point with no transform-mutable fields.',
  group: 'agent',
  needsCapabilities: false,
  hasSuggestions: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const h of view.model.hooks) {
    if (h.mode?.value !== 'transform' || h.point === 'pre-model-call') continue;
    ctx.report({
      file: view.file,
      range: h.mode.attrRange,
      message: `hook "${h.point}": mode "transform" can change nothing at ${h.point}; use "observe" or "veto"`,
      notes: ['only pre-model-call has mutable fields; any change elsewhere aborts the chain with INVALID_RESPONSE'],
      suggestions: ['observe', 'veto'].map((mode) => ({ message: `Replace with "${mode}"`, edits: [replaceString(h.mode!.range, mode)] })),
    });
  }
}
