// Every env("NAME") call with a plain string literal argument inside an expression, at any depth.
import type { Expression, FunctionCallExpr, TemplatePart } from '../../hcl/ast.js';
import { appendAll } from '../../array.js';

export interface EnvCall {
  name: string;
  call: FunctionCallExpr;
}

function literalName(arg: Expression): string | null {
  if (arg.type !== 'Template' || arg.heredoc !== undefined) return null;
  return arg.parts.every((p) => p.type === 'TemplateLiteral') ? arg.parts.map((p) => (p.type === 'TemplateLiteral' ? p.value : '')).join('') : null;
}

function children(expr: Expression): Expression[] {
  const fromParts = (parts: TemplatePart[]): Expression[] =>
    parts.flatMap((p) => {
      switch (p.type) {
        case 'TemplateLiteral':
          return [];
        case 'TemplateInterpolation':
          return [p.expr];
        case 'TemplateIf':
          return [p.condition, ...fromParts(p.then), ...fromParts(p.else ?? [])];
        case 'TemplateFor':
          return [p.collection, ...fromParts(p.body)];
      }
    });
  switch (expr.type) {
    case 'Template':
      return fromParts(expr.parts);
    case 'TemplateWrap':
    case 'Paren':
      return [expr.expr];
    case 'GetAttr':
      return [expr.object];
    case 'Index':
      return [expr.collection, expr.key];
    case 'Splat':
      return expr.each ? [expr.source, expr.each] : [expr.source];
    case 'FunctionCall':
      return expr.args;
    case 'Tuple':
      return expr.elements;
    case 'Object':
      return expr.items.flatMap((i) => (i.key.type === 'ObjectKeyIdent' ? [i.value] : [i.key, i.value]));
    case 'Unary':
      return [expr.operand];
    case 'Binary':
      return [expr.left, expr.right];
    case 'Conditional':
      return [expr.condition, expr.trueExpr, expr.falseExpr];
    case 'For':
      return [expr.collection, ...(expr.keyExpr ? [expr.keyExpr] : []), expr.valueExpr, ...(expr.condition ? [expr.condition] : [])];
    case 'Literal':
    case 'Variable':
    case 'SplatItem':
      return [];
  }
}

export function envCalls(root: Expression): EnvCall[] {
  const out: EnvCall[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const expr = stack.pop()!;
    if (expr.type === 'FunctionCall' && expr.name === 'env' && expr.args.length === 1) {
      const name = literalName(expr.args[0]);
      if (name !== null && name !== '') out.push({ name, call: expr });
    }
    appendAll(stack, children(expr).reverse());
  }
  return out;
}
