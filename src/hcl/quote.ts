// HCL source text for a value, as fixes write it: a quoted string literal that reads back as
// exactly the string (HCL's escapes, and `${`/`%{` doubled so they start no template sequence).
export { isIdentifier } from './lexer.js';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function quoteString(value: string): string {
  const body = value
    .replace(/[\\"\n\r\t]/g, (c) => ESCAPES[c])
    .replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/([$%])\{/g, '$1$1{');
  return `"${body}"`;
}
