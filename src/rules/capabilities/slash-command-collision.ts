// 3.10: a /name declared more than once across the session's direct-invoke (SlashCommandSpec)
// and prompt-expansion (PromptExpansionSpec) commands: in one list, across providers, or across
// the two kinds (frontend-protocol.md: unique jointly). One finding per /name, however many
// declare it, at the last declaring provider's entry, the others as related places.
import type { Range, RelatedInfo } from '../../diagnostics/diagnostic.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { capView, loadedProviders } from './support/context.js';

interface Declaration {
  provider: string;
  anchor: Range;
  kind: 'direct-invoke' | 'prompt-expansion';
}

export const meta = {
  id: 'slash-command-collision',
  severity: 'error',
  description: "A /name declared more than once across the session's slash commands.",
  group: 'capabilities',
  needsCapabilities: true,
} as const satisfies RuleMeta;

/** At most this many providers are named on the first line; the note names them all. */
const NAMED = 3;

function times(n: number): string {
  return n === 2 ? 'twice' : `${n} times`;
}

function quotedList(names: readonly string[]): string {
  const q = names.map((n) => `"${n}"`);
  return q.length === 1 ? q[0] : `${q.slice(0, -1).join(', ')} and ${q[q.length - 1]}`;
}

/** `by provider "b"`, `by providers "a" and "b"`, `by providers "a", "b", "c" and 7 more`. */
function byProviders(providers: readonly string[]): string {
  if (providers.length === 1) return `by provider "${providers[0]}"`;
  if (providers.length <= NAMED) return `by providers ${quotedList(providers)}`;
  return `by providers ${providers
    .slice(0, NAMED)
    .map((n) => `"${n}"`)
    .join(', ')} and ${providers.length - NAMED} more`;
}

/** Each provider's declarations: `a prompt-expansion command of "a"`, `a direct-invoke command of "b" (twice)`. */
function declarationList(decls: readonly Declaration[]): string {
  const counts = new Map<string, { d: Declaration; n: number }>();
  for (const d of decls) {
    const key = `${d.provider}\0${d.kind}`;
    const seen = counts.get(key);
    if (seen) seen.n++;
    else counts.set(key, { d, n: 1 });
  }
  return [...counts.values()].map(({ d, n }) => `a ${d.kind} command of "${d.provider}"${n > 1 ? ` (${times(n)})` : ''}`).join(', ');
}

export function check(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  const byName = new Map<string, Declaration[]>();
  for (const { entry, caps } of loadedProviders(view)) {
    const declared: [string, Declaration['kind']][] = [
      ...caps.commands.map(({ name: n }): [string, Declaration['kind']] => [n, 'direct-invoke']),
      ...caps.promptExpansions.map((n): [string, Declaration['kind']] => [n, 'prompt-expansion']),
    ];
    for (const [name, kind] of declared) {
      const list = byName.get(name);
      const here: Declaration = { provider: entry.name, anchor: entry.nameRange, kind };
      if (list) list.push(here);
      else byName.set(name, [here]);
    }
  }
  for (const [name, decls] of byName) {
    if (decls.length < 2) continue;
    const providers = [...new Set(decls.map((d) => d.provider))];
    const last = decls[decls.length - 1];
    const related: RelatedInfo[] = providers
      .filter((p) => p !== last.provider)
      .map((p) => ({ file: view.file, range: decls.find((d) => d.provider === p)!.anchor, message: `provider "${p}" declares "/${name}"` }));
    ctx.report({
      file: view.file,
      range: last.anchor,
      message: `slash command "/${name}" is declared ${times(decls.length)}, ${byProviders(providers)}; keep one and rename the others`,
      related,
      notes: [`it is ${declarationList(decls)}`, '/names must be unique across every provider and both kinds of command, so the kernel refuses to load'],
    });
  }
}
