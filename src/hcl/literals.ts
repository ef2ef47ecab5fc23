// Decoding the literal text of templates: escapes, `$${`/`%%{`, NFC normalisation, whitespace rules.
import type { Parser } from './parser.js';

/** HCL normalises string literals to NFC; ASCII text is already normalised. */
function nfc(s: string): string {
  for (let i = 0; i < s.length; i++) {
    if (s.charCodeAt(i) > 0x7f) return s.normalize('NFC');
  }
  return s;
}

function hexValue(s: string): number {
  return /^[0-9A-Fa-f]+$/.test(s) ? parseInt(s, 16) : -1;
}

/**
 * Decodes a quoted-string literal segment text[s, e): backslash escapes and doubled template introducers.
 * String values are NFC-normalised as HCL does; block labels (`normalize` false) are kept as decoded.
 */
export function decodeQuoted(p: Parser, s: number, e: number, normalize = true): string {
  const text = p.text;
  let hasSpecial = false;
  for (let i = s; i < e; i++) {
    const c = text.charCodeAt(i);
    if (c === 92 || c === 36 || c === 37) {
      hasSpecial = true;
      break;
    }
  }
  if (!hasSpecial) return normalize ? nfc(text.slice(s, e)) : text.slice(s, e);
  let out = '';
  let chunk = s;
  let i = s;
  while (i < e) {
    const c = text.charCodeAt(i);
    if ((c === 36 || c === 37) && text.charCodeAt(i + 1) === c && text.charCodeAt(i + 2) === 123) {
      out += text.slice(chunk, i + 1);
      i += 2;
      chunk = i;
      continue;
    }
    if (c !== 92) {
      i++;
      continue;
    }
    out += text.slice(chunk, i);
    const sel = text[i + 1];
    let len = 2;
    switch (sel) {
      case 'n':
        out += '\n';
        break;
      case 'r':
        out += '\r';
        break;
      case 't':
        out += '\t';
        break;
      case '"':
        out += '"';
        break;
      case '\\':
        out += '\\';
        break;
      case 'u':
      case 'U': {
        const digits = sel === 'u' ? 4 : 8;
        const cp = i + 2 + digits <= e ? hexValue(text.slice(i + 2, i + 2 + digits)) : -1;
        if (cp < 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
          throw p.errorAt(
            p.range(i, Math.min(e, i + 2)),
            `Invalid escape sequence: "\\${sel}" must be followed by ${digits} hexadecimal digits giving a Unicode code point`,
          );
        }
        out += String.fromCodePoint(cp);
        len = 2 + digits;
        break;
      }
      default: {
        const end = i + 1 < e ? i + 1 + (sel !== undefined && sel.codePointAt(0)! > 0xffff ? 2 : 1) : i + 1;
        const shown = sel === undefined || i + 1 >= e ? 'the end of the string' : `"${text.slice(i + 1, end)}"`;
        throw p.errorAt(
          p.range(i, end),
          `Invalid escape sequence: ${shown} cannot follow a backslash; valid escapes are \\n, \\r, \\t, \\", \\\\, \\uNNNN and \\UNNNNNNNN`,
        );
      }
    }
    i += len;
    chunk = i;
  }
  out += text.slice(chunk, e);
  return normalize ? nfc(out) : out;
}

/** Decodes a heredoc literal segment: only the doubled template introducers are special. */
export function decodeHeredoc(text: string, s: number, e: number): string {
  let raw = text.slice(s, e);
  if (raw.includes('${') || raw.includes('%{')) raw = raw.replace(/([$%])\1\{/g, '$1{');
  return nfc(raw);
}

/** Unicode white space other than line breaks (for heredoc indentation). */
export function isIndentSpace(c: number): boolean {
  if (c === 32 || c === 9) return true;
  if (c < 0x80) return c === 11 || c === 12;
  return (
    c === 0x85 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000
  );
}

/** Unicode white space including line breaks (for strip markers). */
function isStripSpace(c: number): boolean {
  return c === 10 || c === 13 || isIndentSpace(c);
}

export function trimStartSpace(s: string): string {
  let i = 0;
  while (i < s.length && isStripSpace(s.charCodeAt(i))) i++;
  return i === 0 ? s : s.slice(i);
}

export function trimEndSpace(s: string): string {
  let i = s.length;
  while (i > 0 && isStripSpace(s.charCodeAt(i - 1))) i--;
  return i === s.length ? s : s.slice(0, i);
}
