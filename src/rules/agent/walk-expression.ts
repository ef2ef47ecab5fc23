// Visits every sub-expression with a readable path (`auth.token`, `roots[1]`) and the range of
// the construct to point at: the object item for values inside objects, the element in tuples.
import type { Expression, Range, TemplatePart } from '../../hcl/ast.js';

export type ExpressionVisitor = (expr: Expression, path: string, anchor: Range) => void;

export function walkExpression(expr: Expression, path: string, visit: ExpressionVisitor, anchor: Range = expr.range): void {
  visit(expr, path, anchor);
  const inner = (e: Expression, p = path, a = anchor): void => walkExpression(e, p, visit, a);
  switch (expr.type) {
    case 'Template':
      walkParts(expr.parts, path, visit, anchor);
      return;
    case 'TemplateWrap':
    case 'Paren':
      inner(expr.expr);
      return;
    case 'Tuple':
      expr.elements.forEach((el, i) => inner(el, `${path}[${i}]`, el.range));
      return;
    case 'Object':
      for (const item of expr.items) {
        const key = item.key.type === 'ObjectKeyIdent' ? item.key.name : keyText(item.key);
        if (item.key.type !== 'ObjectKeyIdent') inner(item.key, path, item.range);
        inner(item.value, `${path}.${key}`, item.range);
      }
      return;
    case 'FunctionCall':
      expr.args.forEach((a) => inner(a));
      return;
    case 'Unary':
      inner(expr.operand);
      return;
    case 'Binary':
      inner(expr.left);
      inner(expr.right);
      return;
    case 'Conditional':
      inner(expr.condition);
      inner(expr.trueExpr);
      inner(expr.falseExpr);
      return;
    case 'GetAttr':
      inner(expr.object);
      return;
    case 'Index':
      inner(expr.collection);
      inner(expr.key);
      return;
    case 'Splat':
      inner(expr.source);
      return;
    case 'For':
      inner(expr.collection);
      if (expr.keyExpr) inner(expr.keyExpr);
      inner(expr.valueExpr);
      if (expr.condition) inner(expr.condition);
      return;
    case 'Literal':
    case 'Variable':
    case 'SplatItem':
      return;
  }
}

function walkParts(parts: TemplatePart[], path: string, visit: ExpressionVisitor, anchor: Range): void {
  for (const p of parts) {
    if (p.type === 'TemplateInterpolation') walkExpression(p.expr, path, visit, anchor);
    else if (p.type === 'TemplateIf') {
      walkExpression(p.condition, path, visit, anchor);
      walkParts(p.then, path, visit, anchor);
      if (p.else) walkParts(p.else, path, visit, anchor);
    } else if (p.type === 'TemplateFor') {
      walkExpression(p.collection, path, visit, anchor);
      walkParts(p.body, path, visit, anchor);
    }
  }
}

function keyText(key: Expression): string {
  if (key.type === 'Template' && key.parts.every((p) => p.type === 'TemplateLiteral')) return key.parts.map((p) => (p.type === 'TemplateLiteral' ? p.value : '')).join('');
  return '<key>';
}
