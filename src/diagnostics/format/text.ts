// Helpers shared by the human-readable formatters. Messages can quote names taken from the
// input or from a plugin's answer, so nothing user-controlled reaches a terminal raw.

// C0 and C1 controls, DEL, and the bidirectional overrides/isolates that can reorder what a
// terminal shows (the "Trojan Source" family).
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const UNSAFE_EXCEPT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

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

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

// East Asian Wide and Fullwidth blocks (and the emoji planes): two terminal cells each.
const WIDE: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f680, 0x1f6ff],
  [0x1f900, 0x1f9ff],
  [0x1fa70, 0x1faff],
  [0x20000, 0x2fffd],
  [0x30000, 0x3fffd],
];

const ZERO_WIDTH = /^[\p{Mn}\p{Me}\u200b-\u200d]$/u;

/** Terminal cells one (already escaped, non-tab) code point occupies. */
export function cellWidth(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  if (cp < 0x300) return 1;
  if (ZERO_WIDTH.test(ch)) return 0;
  for (const [lo, hi] of WIDE) if (cp >= lo && cp <= hi) return 2;
  return 1;
}
