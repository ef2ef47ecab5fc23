// 2.24: env("") in a provider body can never resolve, so config load fails on every machine;
// nor can a name with "=" or a NUL in it, which no environment variable has.
// (The global-config decoder reports the same for registry_mirror.mirror.auth.)
import type { Expression } from '../../hcl/ast.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';
import { walkExpression } from '../../hcl/walk.js';
import { literalText, unresolvableEnvName } from '../../models/env-name.js';

/** Why a literal env() name can never name a variable, or null. */
function unresolvable(e: Expression): string | null {
  const name = literalText(e);
  return name === null ? null : unresolvableEnvName(name);
}

export const meta = {
  id: 'env-empty-name',
  severity: 'error',
  description: 'env("") in a provider block or mirror auth, which can never resolve.',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  for (const p of view.model.providers) {
    for (const attr of p.body.attributes) {
      walkExpression(
        attr.expr,
        (e: Expression, { path, anchor }) => {
          if (e.type !== 'FunctionCall' || e.name !== 'env' || e.args.length !== 1) return;
          const why = unresolvable(e.args[0]);
          if (why === null) return;
          const shown = why.includes('empty') ? 'env("")' : 'env(...)';
          ctx.report({
            file: view.file,
            range: anchor,
            message: `provider "${p.name}": ${path} = ${shown} can never resolve (${why}), so loading fails on every machine; name the variable, e.g. env("API_KEY")`,
          });
        },
        { path: attr.name, anchor: attr.range },
      );
    }
  }
}
