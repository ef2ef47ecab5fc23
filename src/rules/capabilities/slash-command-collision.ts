// 3.10: a /name declared more than once across the session's direct-invoke (SlashCommandSpec)
// and prompt-expansion (PromptExpansionSpec) commands: in one list, across providers, or across
// the two kinds (frontend-protocol.md: unique jointly). Reported at the later provider's entry.
import type { Range } from '../../diagnostics/diagnostic.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { capView, directCommandNames, loadedProviders, promptExpansionNames } from './context.js';

interface Declaration {
  provider: string;
  anchor: Range;
  kind: 'direct-invoke' | 'prompt-expansion';
}

export const meta: RuleMeta = { id: 'slash-command-collision', severity: 'error', description: 'A /name declared more than once across the session\'s slash commands.', group: 'capabilities', needsCapabilities: true };

export function check(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  const first = new Map<string, Declaration>();
  for (const { entry, caps } of loadedProviders(view)) {
    const declared: [string, Declaration['kind']][] = [
      ...directCommandNames(caps).map((n): [string, Declaration['kind']] => [n, 'direct-invoke']),
      ...promptExpansionNames(caps).map((n): [string, Declaration['kind']] => [n, 'prompt-expansion']),
    ];
    for (const [name, kind] of declared) {
      const here: Declaration = { provider: entry.name, anchor: entry.nameRange, kind };
      const earlier = first.get(name);
      if (!earlier) {
        first.set(name, here);
        continue;
      }
      const where =
        earlier.provider !== here.provider
          ? `as a ${earlier.kind} command by provider "${earlier.provider}" and as a ${here.kind} command by provider "${here.provider}"`
          : earlier.kind === here.kind
            ? `twice as a ${here.kind} command by provider "${here.provider}"`
            : `by provider "${here.provider}" both as a ${earlier.kind} and as a ${here.kind} command`;
      ctx.report({
        file: view.file,
        range: here.anchor,
        message: `slash command "/${name}" is declared ${where}; /names must be unique across every provider and both kinds of command, so the kernel refuses to load`,
      });
    }
  }
}
