// The shape rule for `mirror.auth` (catalogue 3.5, 2.24): exactly env("LITERAL"), checked on the
// unevaluated syntax like upstream's hclsecret.ValidateSensitiveExpr. Messages never quote the
// written value: it may be the very secret that must not be there.
import type { Expression } from '../hcl/ast.js';

export type AuthShape =
  | { ok: true; envName: string }
  | { ok: false; ruleId: 'secret-not-env' | 'env-empty-name'; problem: string };

/** The literal text of a plain quoted string with no interpolation, or null. */
function plainString(expr: Expression): string | null {
  if (expr.type !== 'Template' || expr.heredoc !== undefined) return null;
  let out = '';
  for (const part of expr.parts) {
    if (part.type !== 'TemplateLiteral') return null;
    out += part.value;
  }
  return out;
}

function describeShape(expr: Expression): string {
  switch (expr.type) {
    case 'Template':
      return expr.parts.every((p) => p.type === 'TemplateLiteral') ? 'a literal string' : 'a string template';
    case 'TemplateWrap':
      return 'an interpolation';
    case 'FunctionCall':
      return `a call to ${expr.name}()`;
    case 'Variable':
      // Not named: an unquoted token (`auth = hunter2_TOKEN`) parses as a reference.
      return 'a reference';
    case 'Literal':
      return expr.value === null ? 'null' : `a ${typeof expr.value} literal`;
    default:
      return 'an expression';
  }
}

export function checkAuthShape(expr: Expression): AuthShape {
  if (expr.type !== 'FunctionCall' || expr.name !== 'env') {
    return { ok: false, ruleId: 'secret-not-env', problem: `it is ${describeShape(expr)}` };
  }
  if (expr.args.length !== 1 || expr.expandFinal) {
    return { ok: false, ruleId: 'secret-not-env', problem: `env() takes exactly one quoted variable name, got ${expr.args.length} argument${expr.args.length === 1 ? '' : 's'}${expr.expandFinal ? ' expanded with "..."' : ''}` };
  }
  const name = plainString(expr.args[0]);
  if (name === null) {
    return { ok: false, ruleId: 'secret-not-env', problem: `the argument of env() is ${describeShape(expr.args[0])}, not a plain quoted variable name` };
  }
  if (name === '') {
    return { ok: false, ruleId: 'env-empty-name', problem: 'env("") names no variable, so it is never set and loading the global config fails on every machine' };
  }
  return { ok: true, envName: name };
}
