// 2.24: env("") in a provider body can never resolve, so config load fails on every machine;
// nor can a name with "=" or a NUL in it, which no environment variable has.
// (The global-config decoder reports the same for registry_mirror.mirror.auth.)
import type { Expression } from '../../hcl/ast.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './context.js';
import { walkExpression } from '../../hcl/walk.js';

/** Why a literal env() name can never name a variable, or null. */
function unresolvable(e: Expression): string | null {
  if (e.type !== 'Template' || e.heredoc) return null;
  if (!e.parts.every((p) => p.type === 'TemplateLiteral')) return null;
  const name = e.parts.map((p) => (p.type === 'TemplateLiteral' ? p.value : '')).join('');
  if (name === '') return 'no environment variable has an empty name';
  if (name.includes('=')) return 'no environment variable name contains "="';
  if (name.includes('\0')) return 'no environment variable name contains a NUL';
  return null;
}

export const meta: RuleMeta = { id: 'env-empty-name', severity: 'error', description: 'env("") in a provider block or mirror auth, which can never resolve.', group: 'agent', needsCapabilities: false };

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
