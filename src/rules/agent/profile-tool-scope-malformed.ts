// 2.16: a tools entry must be "<provider>.<tool>" or "<provider>.*".
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView, declaredProviders, SPEC_ONLY_REJECTION } from './support/context.js';
import { replaceString } from '../../hcl/edits.js';
import { splitToolScope } from '../../models/agent/tool-scope.js';

function why(entry: string): string {
  const dot = entry.indexOf('.');
  if (entry === '') return 'is empty; write "<provider>.<tool>" or "<provider>.*"';
  // There is no provider wildcard: "*" alone cannot be completed into a valid entry.
  if (entry === '*') return 'has no "." and is no provider wildcard; list "<provider>.*" per provider this profile may use';
  if (dot < 0) return `has no "."; write "${entry}.<tool>" or "${entry}.*"`;
  if (dot === 0) return 'has an empty provider half before the "."';
  return `has an empty tool half; write "${entry}<tool>" or "${entry}*"`;
}

/** At most this many declared providers are offered for an entry that names none. */
const MAX_PROVIDERS_OFFERED = 5;

/** The entries the malformed one may have meant: a person picks (a tool name cannot be guessed, "<p>.*" grants more). */
function completions(entry: string, providers: readonly string[]): string[] {
  const dot = entry.indexOf('.');
  if (entry === '') return [];
  const some = providers.slice(0, MAX_PROVIDERS_OFFERED);
  if (entry === '*') return some.map((p) => `${p}.*`);
  if (dot < 0) return [`${entry}.*`];
  if (dot === 0) return entry === '.' ? [] : some.map((p) => `${p}${entry}`);
  return [`${entry}*`];
}

const WHAT_AN_ENTRY_IS = 'a tools entry is "<provider>.<tool>" or "<provider>.*"';

export const meta = {
  id: 'profile-tool-scope-malformed',
  severity: 'error',
  description: 'A tools entry that is not "<provider>.<tool>" or "<provider>.*".',
  group: 'agent',
  needsCapabilities: false,
  hasSuggestions: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  const providers = [...declaredProviders(view.model)];
  for (const prof of view.model.profiles) {
    for (const el of prof.tools?.value ?? []) {
      if (splitToolScope(el.value)) continue;
      const suggestions = completions(el.value, providers).map((entry) => ({
        message: `Replace with ${JSON.stringify(entry)}`,
        edits: [replaceString(el.range, entry)],
      }));
      ctx.report({
        file: view.file,
        range: el.range,
        message: `agent_profile "${prof.name}": tools entry ${JSON.stringify(el.value)} ${why(el.value)}`,
        notes: [WHAT_AN_ENTRY_IS, SPEC_ONLY_REJECTION],
        suggestions,
      });
    }
  }
}
