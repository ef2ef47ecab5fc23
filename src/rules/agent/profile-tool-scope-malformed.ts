// 2.16: a tools entry must be "<provider>.<tool>" or "<provider>.*".
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView, SPEC_ONLY_REJECTION } from './context.js';
import { splitToolScope } from './tool-scope.js';

function why(entry: string): string {
  const dot = entry.indexOf('.');
  if (entry === '') return 'it is empty; write "<provider>.<tool>" or "<provider>.*"';
  // There is no provider wildcard: "*" alone cannot be completed into a valid entry.
  if (entry === '*') return 'it has no "." (and there is no provider wildcard); list "<provider>.*" for each provider whose tools this profile may use';
  if (dot < 0) return `it has no "."; write "${entry}.<tool>" or "${entry}.*"`;
  if (dot === 0) return 'the provider half before the "." is empty';
  return `the tool half after the "." is empty; write "${entry}<tool>" or "${entry}*"`;
}

export const meta = {
  id: 'profile-tool-scope-malformed',
  severity: 'error',
  description: 'A tools entry that is not "<provider>.<tool>" or "<provider>.*".',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const prof of view.model.profiles) {
    for (const el of prof.tools?.value ?? []) {
      if (splitToolScope(el.value)) continue;
      ctx.report({ file: view.file, range: el.range, message: `agent_profile "${prof.name}": tools entry ${JSON.stringify(el.value)} is malformed: ${why(el.value)} (${SPEC_ONLY_REJECTION})` });
    }
  }
}
