// Making checkout- and plugin-controlled text safe to print: control characters become visible
// escapes, so nothing can drive a terminal, forge an output line or a CI workflow command, or
// reorder what is shown.

// C0 and C1 controls, DEL, the line and paragraph separators, and the bidirectional
// overrides/isolates that can reorder what a terminal shows (the "Trojan Source" family).
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;
const UNSAFE_EXCEPT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

function escapeChar(ch: string): string {
  switch (ch) {
    case '\n':
      return '\\n';
    case '\r':
      return '\\r';
    case '\t':
      return '\\t';
  }
  const cp = ch.codePointAt(0) ?? 0;
  return cp < 0x100 ? `\\x${cp.toString(16).padStart(2, '0')}` : `\\u${cp.toString(16).padStart(4, '0')}`;
}

/** Makes text safe for one line of terminal output: control characters become visible escapes. */
export function escapeControl(text: string): string {
  return text.replace(UNSAFE, escapeChar);
}

/** Like escapeControl, but keeps tabs (code frames expand them themselves). */
export function escapeControlKeepTabs(text: string): string {
  return text.replace(UNSAFE_EXCEPT_TAB, escapeChar);
}

/**
 * `"value"`, unambiguous: quotes and backslashes escaped before the control characters, so an
 * escape in the value cannot pass for one of ours; past `maxChars`, cut with `…`.
 */
export function quote(value: string, maxChars = Infinity): string {
  const shown = value.length > maxChars ? `${value.slice(0, maxChars)}…` : value;
  return `"${escapeControl(shown.replace(/["\\]/g, '\\$&'))}"`;
}

/**
 * JSON text (JSON.stringify's) with the characters it leaves raw but a viewer of the raw text
 * could be fooled by (C1 controls, DEL, line separators, bidi controls) written as \u escapes:
 * the same value once parsed. JSON already escapes the C0 controls.
 */
export function escapeJsonText(json: string): string {
  return json.replace(/[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A JSON document (indented by two) whose raw text is safe to view (escapeJsonText). */
export function safeJson(value: unknown): string {
  return escapeJsonText(JSON.stringify(value, null, 2));
}
