// 3.9: a slash_commands entry that names no loaded provider's prompt-expansion command. Needs
// every provider's capabilities. A direct-invoke command is scoped through tools instead.
import type { RuleContext, RuleMeta } from '../rule.js';
import { capView, directCommandNames, everyProviderLoaded, loadedProviders, promptExpansionNames } from './context.js';

export const meta: RuleMeta = { id: 'profile-slash-command-unresolved', severity: 'warning', description: 'A slash_commands entry that resolves to no prompt-expansion command.', group: 'capabilities', needsCapabilities: true };

export function check(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view || !everyProviderLoaded(view)) return;
  const prompts = new Set<string>();
  const direct = new Map<string, string>();
  for (const { entry, caps } of loadedProviders(view)) {
    for (const n of promptExpansionNames(caps)) prompts.add(n);
    for (const n of directCommandNames(caps)) if (!direct.has(n)) direct.set(n, entry.name);
  }
  for (const profile of view.model.profiles) {
    for (const item of profile.slashCommands?.value ?? []) {
      if (prompts.has(item.value)) continue;
      const owner = direct.get(item.value);
      const message = owner
        ? `agent_profile "${profile.name}": slash command "${item.value}" is a direct-invoke command of provider "${owner}", and slash_commands scopes prompt-expansion commands only; scope it with tools = ["${owner}.${item.value}"] instead`
        : `agent_profile "${profile.name}": no provider advertises a prompt-expansion command "${item.value}", so this entry grants nothing`;
      ctx.report({ file: view.file, range: item.range, message });
    }
  }
}
