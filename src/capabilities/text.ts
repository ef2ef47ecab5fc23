// User-facing text helpers: values quoted with control characters escaped, so a hostile
// plugin or lock file cannot rewrite the terminal or forge extra output lines.

/** `"value"` with quotes, backslashes and control characters escaped; past `maxChars`, cut with `…`. */
export function quote(value: string, maxChars = Infinity): string {
  const shown = value.length > maxChars ? `${value.slice(0, maxChars)}…` : value;
  return `"${escapeControl(shown).replace(/"/g, '\\"')}"`;
}

/**
 * Escapes C0/C1 control characters (newlines, ESC, CSI), line separators and Unicode
 * bidi controls (which can make text read differently from what it is) as \n, \t or \u{..}.
 */
export function escapeControl(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\\]/g, (c) => {
    if (c === '\\') return '\\\\';
    if (c === '\n') return '\\n';
    if (c === '\t') return '\\t';
    if (c === '\r') return '\\r';
    return `\\u{${c.codePointAt(0)!.toString(16)}}`;
  });
}
