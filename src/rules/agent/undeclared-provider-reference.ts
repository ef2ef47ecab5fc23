// 2.8: a provider local name used without a required_providers entry. The kernel tolerates each
// (a provider block is never decoded, a tool scope or model ref is skipped, a policy is dead),
// so these are warnings; hooks are 2.20.
import type { Range, TextEdit } from '../../diagnostics/diagnostic.js';
import { replaceString } from '../../hcl/edits.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { nearName } from '../../text/did-you-mean.js';
import { agentView, declaredProviders } from './support/context.js';
import { splitToolScope } from '../../models/agent/tool-scope.js';

export const meta = {
  id: 'undeclared-provider-reference',
  severity: 'warning',
  description: 'A provider block, tool scope, model ref, match.provider or default_frontend naming an undeclared provider.',
  group: 'agent',
  needsCapabilities: false,
  hasSuggestions: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  const { model, file } = view;
  const declared = declaredProviders(model);
  const names = [...declared];
  /** `problem` says the name is undeclared; the consequence is a note. */
  // `rename` writes the reference with the near name: only a suggestion, as the name may be one still to declare.
  const report = (name: string, range: Range, problem: string, consequence: string, rename: (near: string) => TextEdit): void => {
    if (declared.has(name)) return;
    const near = nearName(name, names);
    const fix = near ? `did you mean "${near}"?` : `add "${name}" to required_providers`;
    const edit = near === undefined ? undefined : rename(near);
    const suggestions = edit ? [{ message: `Replace with ${edit.text}`, edits: [edit] }] : undefined;
    ctx.report({ file, range, message: `${problem}; ${fix}`, notes: [`provider "${name}" has no required_providers entry: ${consequence}`], suggestions });
  };
  const named = (what: string, name: string): string => `${what} names undeclared provider "${name}"`;

  for (const p of model.providers)
    report(p.name, p.headerRange, `provider "${p.name}" has no required_providers entry`, 'the block is never used', (near) =>
      replaceString(p.labelRange, near),
    );
  for (const prof of model.profiles) {
    const owner = `agent_profile "${prof.name}"`;
    for (const el of prof.tools?.value ?? []) {
      const scope = splitToolScope(el.value);
      if (!scope) continue;
      if (scope.provider === '*') {
        ctx.report({
          file,
          range: el.range,
          message: `${owner}: tools entry ${JSON.stringify(el.value)} grants nothing; list "<provider>.${scope.tool}" per provider`,
          notes: ['"*" is no provider wildcard'],
        });
        continue;
      }
      report(scope.provider, el.range, named(`${owner}: ${JSON.stringify(el.value)}`, scope.provider), 'the tools entry silently grants nothing', (near) =>
        replaceString(el.range, `${near}.${scope.tool}`),
      );
    }
    // Every model{} block, as the kernel decodes each (a later one replaces it; duplicate-last-wins says so).
    const refs = prof.models.flatMap((m) => [m.primary, ...m.fallbacks]);
    for (const ref of refs) {
      if (ref?.provider)
        report(
          ref.provider.value,
          ref.provider.attrRange,
          named(`${owner}: model ${ref.kind}`, ref.provider.value),
          'the kernel skips this model as ineligible',
          (near) => replaceString(ref.provider!.range, near),
        );
    }
  }
  for (const pol of model.policies) {
    const provider = pol.match?.fields.provider;
    if (provider)
      report(provider.value, provider.itemRange, named(`policy "${pol.name}": match.provider`, provider.value), 'the policy can never match', (near) =>
        replaceString(provider.valueRange, near),
      );
  }
  const frontend = model.settings?.defaultFrontend;
  if (frontend?.value === '') {
    const fix =
      names.length > 0
        ? `name the frontend among ${names.map((n) => `"${n}"`).join(', ')}`
        : 'declare the frontend provider in required_providers and name it here';
    ctx.report({
      file,
      range: frontend.range,
      message: `settings: default_frontend is empty; ${fix}`,
      notes: ['an empty name names no provider, so the CLI has no frontend to attach'],
    });
  } else if (frontend)
    report(frontend.value, frontend.attrRange, named('settings: default_frontend', frontend.value), 'the CLI has no frontend to attach', (near) =>
      replaceString(frontend.range, near),
    );
}
