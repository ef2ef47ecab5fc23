// Recognising `env("NAME")`, the one function PluggableHarness allows (in provider bodies).
import type { Expression, Range } from './ast.js';
import { walkExpression } from './walk.js';

/** The NAME of exactly `env("NAME")`: one plain quoted-string argument, no interpolation, no `...`. */
export function envCallName(expr: Expression): { name: string; nameRange: Range } | null {
  if (expr.type !== 'FunctionCall' || expr.name !== 'env' || expr.expandFinal || expr.args.length !== 1) return null;
  const arg = expr.args[0];
  if (arg.type !== 'Template' || arg.heredoc !== undefined || arg.parts.length !== 1) return null;
  const part = arg.parts[0];
  if (part.type !== 'TemplateLiteral') return null;
  return { name: part.value, nameRange: arg.range };
}

/** Every `env("NAME")` with a non-empty literal name inside `expr`, at any depth, in source order. */
export function envCalls(expr: Expression): { name: string; call: Expression }[] {
  const out: { name: string; call: Expression }[] = [];
  walkExpression(expr, (e) => {
    const c = envCallName(e);
    if (c !== null && c.name !== '') out.push({ name: c.name, call: e });
  });
  return out;
}
