// 3.10: a /name declared more than once across the session's direct-invoke (SlashCommandSpec)
// and prompt-expansion (PromptExpansionSpec) commands: in one list, across providers, or across
// the two kinds (frontend-protocol.md: unique jointly). Every colliding pair is reported at the
// later provider's entry; a name declared many times names at most MAX_PAIRS earlier ones.
import type { Range } from '../../diagnostics/diagnostic.js';
import { reportedPairs } from '../pairs.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { capView, loadedProviders } from './context.js';

interface Declaration {
  provider: string;
  anchor: Range;
  kind: 'direct-invoke' | 'prompt-expansion';
}

export const meta = { id: 'slash-command-collision', severity: 'error', description: 'A /name declared more than once across the session\'s slash commands.', group: 'capabilities', needsCapabilities: true } as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  const seen = new Map<string, Declaration[]>();
  for (const { entry, caps } of loadedProviders(view)) {
    const declared: [string, Declaration['kind']][] = [
      ...caps.commands.map(({ name: n }): [string, Declaration['kind']] => [n, 'direct-invoke']),
      ...caps.promptExpansions.map((n): [string, Declaration['kind']] => [n, 'prompt-expansion']),
    ];
    for (const [name, kind] of declared) {
      const here: Declaration = { provider: entry.name, anchor: entry.nameRange, kind };
      const earlier = seen.get(name);
      if (!earlier) {
        seen.set(name, [here]);
        continue;
      }
      // One finding per earlier provider and kind: a second copy there would repeat the message.
      const partners = earlier.filter((d, i) => earlier.findIndex((e) => e.provider === d.provider && e.kind === d.kind) === i);
      for (const { partner: before, more } of reportedPairs(partners)) {
        const where =
          before.provider !== here.provider
            ? `as a ${before.kind} command by provider "${before.provider}" and as a ${here.kind} command by provider "${here.provider}"`
            : before.kind === here.kind
              ? `twice as a ${here.kind} command by provider "${here.provider}"`
              : `by provider "${here.provider}" both as a ${before.kind} and as a ${here.kind} command`;
        ctx.report({
          file: view.file,
          range: here.anchor,
          message: `slash command "/${name}" is declared ${where}${more > 0 ? ` (and by ${more} more before)` : ''}; /names must be unique across every provider and both kinds of command, so the kernel refuses to load`,
        });
      }
      earlier.push(here);
    }
  }
}
