// The shape rule for `mirror.auth` (catalogue 3.5, 2.24): exactly env("LITERAL"), the name
// quoted or a heredoc, checked on the unevaluated syntax like upstream's
// hclsecret.ValidateSensitiveExpr. Messages never quote the written value: it may be the very
// secret that must not be there.
import type { Expression } from '../../hcl/ast.js';
import { literalText, unresolvableEnvName } from '../env-name.js';

export type AuthShape = { ok: true; envName: string } | { ok: false; ruleId: 'secret-not-env' | 'env-empty-name'; problem: string };

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
    return {
      ok: false,
      ruleId: 'secret-not-env',
      problem: `env() takes exactly one quoted variable name, got ${expr.args.length} argument${expr.args.length === 1 ? '' : 's'}${expr.expandFinal ? ' expanded with "..."' : ''}`,
    };
  }
  const name = literalText(expr.args[0]);
  if (name === null) {
    return { ok: false, ruleId: 'secret-not-env', problem: `the argument of env() is ${describeShape(expr.args[0])}, not a plain quoted variable name` };
  }
  const why = unresolvableEnvName(name);
  if (why !== null) {
    return {
      ok: false,
      ruleId: 'env-empty-name',
      problem: `${name === '' ? 'env("")' : 'env(...)'} can never resolve (${why}), so loading the global config fails on every machine`,
    };
  }
  return { ok: true, envName: name };
}
