// The one walk over an expression's sub-expressions, used by the evaluator's callers and every
// rule: each node with a readable path (`auth.token`, `roots[1]`), the range to point at (the
// object item for values inside objects, the element in tuples), and the names a `for` binds
// around it. A visitor returning false skips the node's children.
import type { Expression, ObjectItem, Range, TemplatePart } from './ast.js';

export interface WalkStep {
  path: string;
  anchor: Range;
  /** Variables bound by enclosing `for` expressions and template `%{ for }` directives. */
  bound: ReadonlySet<string>;
}

export type ExpressionVisitor = (expr: Expression, step: WalkStep) => boolean | void;

/** `from` starts the walk inside a larger expression: its path, anchor and bound names. */
export function walkExpression(expr: Expression, visit: ExpressionVisitor, from: Partial<WalkStep> = {}): void {
  walk(expr, { path: from.path ?? '', anchor: from.anchor ?? expr.range, bound: from.bound ?? new Set() }, visit);
}

function bind(bound: ReadonlySet<string>, names: (string | undefined)[]): ReadonlySet<string> {
  const out = new Set(bound);
  for (const n of names) if (n !== undefined) out.add(n);
  return out;
}

function walk(expr: Expression, step: WalkStep, visit: ExpressionVisitor): void {
  if (visit(expr, step) === false) return;
  const inner = (e: Expression, s: Partial<WalkStep> = {}): void => walk(e, { ...step, ...s }, visit);
  switch (expr.type) {
    case 'Template':
      walkParts(expr.parts, step, visit);
      return;
    case 'TemplateWrap':
    case 'Paren':
      inner(expr.expr);
      return;
    case 'Tuple':
      expr.elements.forEach((el, i) => inner(el, { path: `${step.path}[${i}]`, anchor: el.range }));
      return;
    case 'Object':
      for (const item of expr.items) {
        const key = literalKey(item.key) ?? '<key>';
        if (item.key.type !== 'ObjectKeyIdent') inner(item.key, { anchor: item.range });
        inner(item.value, { path: `${step.path}.${key}`, anchor: item.range });
      }
      return;
    case 'FunctionCall':
      for (const a of expr.args) inner(a);
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
      if (expr.each) inner(expr.each);
      return;
    case 'For': {
      inner(expr.collection);
      const bound = bind(step.bound, [expr.keyVar, expr.valueVar]);
      if (expr.keyExpr) inner(expr.keyExpr, { bound });
      inner(expr.valueExpr, { bound });
      if (expr.condition) inner(expr.condition, { bound });
      return;
    }
    case 'Literal':
    case 'Variable':
    case 'SplatItem':
      return;
  }
}

function walkParts(parts: TemplatePart[], step: WalkStep, visit: ExpressionVisitor): void {
  for (const p of parts) {
    if (p.type === 'TemplateInterpolation') walk(p.expr, step, visit);
    else if (p.type === 'TemplateIf') {
      walk(p.condition, step, visit);
      walkParts(p.then, step, visit);
      if (p.else) walkParts(p.else, step, visit);
    } else if (p.type === 'TemplateFor') {
      walk(p.collection, step, visit);
      walkParts(p.body, { ...step, bound: bind(step.bound, [p.keyVar, p.valueVar]) }, visit);
    }
  }
}

/** What an object key reads as when it is literal (a bare name, or a string without interpolation); undefined for a computed one. */
export function literalKey(key: ObjectItem['key']): string | undefined {
  if (key.type === 'ObjectKeyIdent') return key.name;
  if (key.type === 'Template' && key.parts.every((p) => p.type === 'TemplateLiteral'))
    return key.parts.map((p) => (p.type === 'TemplateLiteral' ? p.value : '')).join('');
  return undefined;
}
