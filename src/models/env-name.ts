// env("NAME") written literally: the name's text, and why some names can never resolve
// (catalogue 2.24), for provider bodies and mirror auth alike.
import type { Expression } from '../hcl/ast.js';

/**
 * The text of a string with literal parts only, quoted or heredoc, as upstream's
 * ValidateSensitiveExpr accepts both; null for anything else (a template, a reference, ...).
 */
export function literalText(expr: Expression): string | null {
  if (expr.type !== 'Template') return null;
  let out = '';
  for (const part of expr.parts) {
    if (part.type !== 'TemplateLiteral') return null;
    out += part.value;
  }
  return out;
}

/** Why no environment variable can have this name, or null when one can. */
export function unresolvableEnvName(name: string): string | null {
  if (name === '') return 'no environment variable has an empty name';
  if (name.includes('=')) return 'no environment variable name contains "="';
  if (name.includes('\0')) return 'no environment variable name contains a NUL';
  return null;
}
