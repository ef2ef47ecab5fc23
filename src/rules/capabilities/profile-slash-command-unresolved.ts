// 3.9: a slash_commands entry that names no loaded provider's prompt-expansion command. Needs
// every provider's capabilities. A direct-invoke command is scoped through tools instead.
import type { RuleContext, RuleMeta } from '../rule.js';
import { capView, everyProviderLoaded, loadedProviders } from './support/context.js';

export const meta = {
  id: 'profile-slash-command-unresolved',
  severity: 'warning',
  description: 'A slash_commands entry that resolves to no prompt-expansion command.',
  group: 'capabilities',
  needsCapabilities: true,
} as const satisfies RuleMeta;

function unresolved(profile: string, name: string, prompts: Set<string>, direct: Map<string, string>): { message: string; notes?: string[] } {
  const bare = name.replace(/^\//, '');
  if (bare !== name && prompts.has(bare))
    return {
      message: `agent_profile "${profile}": slash command "${name}" is listed with its leading "/"; write "${bare}"`,
      notes: ['the name of a slash command does not include the "/"'],
    };
  const owner = direct.get(name);
  if (owner)
    return {
      message: `agent_profile "${profile}": "${name}" is a direct-invoke command; scope it with tools = ["${owner}.${name}"]`,
      notes: [`"${name}" is a direct-invoke command of provider "${owner}", and slash_commands scopes prompt-expansion commands only`],
    };
  return { message: `agent_profile "${profile}": no provider advertises a prompt-expansion command "${name}", so this entry grants nothing` };
}

export function check(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view || !everyProviderLoaded(view)) return;
  const prompts = new Set<string>();
  const direct = new Map<string, string>();
  for (const { entry, caps } of loadedProviders(view)) {
    for (const n of caps.promptExpansions) prompts.add(n);
    for (const { name: n } of caps.commands) if (!direct.has(n)) direct.set(n, entry.name);
  }
  for (const profile of view.model.profiles) {
    for (const item of profile.slashCommands?.value ?? []) {
      if (prompts.has(item.value)) continue;
      ctx.report({ file: view.file, range: item.range, ...unresolved(profile.name, item.value, prompts, direct) });
    }
  }
}
