// 2.24: env("") in a provider body can never resolve, so config load fails on every machine.
// (The global-config decoder reports the same for registry_mirror.mirror.auth.)
import type { Expression } from '../../hcl/ast.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './context.js';
import { walkExpression } from '../../hcl/walk.js';

function isEmptyStringLiteral(e: Expression): boolean {
  if (e.type !== 'Template' || e.heredoc) return false;
  return e.parts.every((p) => p.type === 'TemplateLiteral' && p.value === '');
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
          if (e.type !== 'FunctionCall' || e.name !== 'env' || e.args.length !== 1 || !isEmptyStringLiteral(e.args[0])) return;
          ctx.report({
            file: view.file,
            range: anchor,
            message: `provider "${p.name}": ${path} = env("") can never resolve (no environment variable has an empty name), so loading fails on every machine; name the variable, e.g. env("API_KEY")`,
          });
        },
        { path: attr.name, anchor: attr.range },
      );
    }
  }
}
