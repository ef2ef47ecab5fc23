// 2.19: a hook label that is not a dispatchable point; no plugin can ever support it.
import type { RuleContext, RuleMeta } from '../rule.js';
import { nearName } from '../../text/did-you-mean.js';
import { agentView, SPEC_ONLY_REJECTION } from './support/context.js';
import { HOOK_POINTS } from '../../models/agent/model.js';
import { replaceString, replaceWith } from '../../hcl/edits.js';

export const meta = {
  id: 'hook-point-unknown',
  severity: 'error',
  description: 'A hook label that is not one of the eight dispatchable hook points.',
  group: 'agent',
  needsCapabilities: false,
  fixable: true,
  hasSuggestions: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const h of view.model.hooks) {
    if (HOOK_POINTS.includes(h.point)) continue;
    // Hook points are spelled with hyphens, HCL names with underscores: `pre_tool_call` is a likely slip.
    const hyphenated = h.point.toLowerCase().replaceAll('_', '-');
    const near = HOOK_POINTS.includes(hyphenated) ? hyphenated : nearName(hyphenated, HOOK_POINTS);
    const why = h.point === 'context-assemble' ? ['context-assemble stays on ContextService.Contribute and cannot be subscribed with hook{}'] : [];
    const fix = near ? `did you mean "${near}"?` : `use one of the ${HOOK_POINTS.length} hook points`;
    const message = `hook "${h.point}" is not a hook point; ${fix}`;
    const notes = [...why, `the hook points are ${HOOK_POINTS.join(', ')}`, SPEC_ONLY_REJECTION];
    // The HCL spelling of a point is certainly that point; a point two edits away is only a guess.
    if (near === hyphenated) ctx.report({ file: view.file, range: h.headerRange, message, notes, fix: replaceWith(h.pointRange, h.point, near) });
    else {
      const suggestions = near ? [{ message: `Replace with "${near}"`, edits: [replaceString(h.pointRange, near)] }] : undefined;
      ctx.report({ file: view.file, range: h.headerRange, message, notes, suggestions });
    }
  }
}
