// What a code frame hides without a finding to go by: a syntax error stops decoding, a finding
// on the same line has nothing to do with the secret, and only a plugin knows which provider
// attributes are sensitive. The value of every attribute (or object key) named like a
// credential, named as a plugin-declared sensitive attribute, or within two edits of one of
// those (`api_kye`), is masked from its `=` to the end of the line (junk after a value may be
// the rest of the secret), and on through the lines of a multi-line list, object or heredoc. One pass over the text in one state machine, so linear in its size; spans
// are kept only for the lines a frame prints.
import { nearName } from '../text/did-you-mean.js';
import { isCredentialName } from '../text/secret-names.js';

/** Rules whose range is an attribute holding a credential in clear text: no output may show (or hash) its value. */
export const SECRET_RULES: ReadonlySet<string> = new Set(['secret-not-env', 'secret-literal']);

/** Per line, the column spans [from, to) whose characters are masked. */
export type Masks = Map<number, [number, number][]>;

export function addMask(masks: Masks, line: number, from: number, to: number): void {
  if (to <= from) return;
  const spans = masks.get(line);
  if (spans) spans.push([from, to]);
  else masks.set(line, [[from, to]]);
}

/** Credential words long enough that two edits away is still a misspelling, not another word. */
const MISSPELLABLE = ['secret', 'password', 'passwd', 'credential', 'credentials', 'apikey', 'api_key', 'private_key', 'access_key', 'secret_key'];
const MISSPELLABLE_LENGTH = 6;

/** Whether `name` may hold a secret: named like a credential or a sensitive attribute, or a near miss of one. */
export function secretNameTest(sensitive: ReadonlySet<string>): (name: string) => boolean {
  const near = [...MISSPELLABLE, ...[...sensitive].filter((n) => n.length >= MISSPELLABLE_LENGTH)];
  return (name) => {
    if (sensitive.has(name) || isCredentialName(name)) return true;
    const lower = name.toLowerCase();
    if (nearName(lower, near) !== undefined) return true;
    const parts = lower.split(/[_-]/);
    return parts.some((p, i) => nearName(p, near) !== undefined || (i > 0 && nearName(`${parts[i - 1]}_${p}`, near) !== undefined));
  };
}

const isIdentStart = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isIdentPart = (c: number): boolean => isIdentStart(c) || (c >= 48 && c <= 57) || c === 45;
const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

function codePointLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (!isLowSurrogate(text.charCodeAt(i))) n++;
  return n;
}

/** A quoted object key longer than this is no attribute name worth testing. */
const MAX_QUOTED_NAME = 256;

interface SecretValue {
  from: number;
  depth: number;
  height: number;
}

type Frame = { kind: 'string'; text: string } | { kind: 'code'; braces: number };

/**
 * Masks for `lines` (kept for the line numbers in `shown` only). A heuristic over the text, not
 * the parser: it must work on files that do not parse, and it can only err towards masking more.
 */
export function credentialMasks(lines: readonly string[], shown: ReadonlySet<number>, isSecretName: (name: string) => boolean): Masks {
  const masks: Masks = new Map();
  const stack: Frame[] = [{ kind: 'code', braces: 0 }];
  let depth = 0;
  /** The secret value being masked: where its mask starts on the current line, and the bracket depth and stack height it started at. */
  let secret = null as SecretValue | null;
  let blockComment = false;
  let heredoc: string | null = null;
  let pendingHeredoc: string | null = null;
  const mask = (line: number, from: number, to: number): void => {
    if (shown.has(line)) addMask(masks, line, from, to);
  };

  for (let n = 1; n <= lines.length; n++) {
    const text = lines[n - 1];
    if (heredoc !== null) {
      // A heredoc's lines are its value: masked whole while it is a secret's, never scanned.
      const ends = text.trim() === heredoc;
      if (secret) mask(n, 1, codePointLength(text) + 1);
      if (ends) {
        heredoc = null;
        if (secret && stack.length === secret.height && depth === secret.depth) secret = null;
      }
      continue;
    }
    let column = 0;
    // An assignment seen at [name, column after `=`], pending its name test.
    const assign = (name: string, i: number): number => {
      let j = i;
      while (j < text.length && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j++;
      const eq = text.charCodeAt(j);
      const next = text.charCodeAt(j + 1);
      if (!secret && eq === 61 && next !== 61 && next !== 62 && isSecretName(name)) {
        column += j - i + 1;
        secret = { from: column + 1, depth, height: stack.length };
        return j + 1;
      }
      return i;
    };
    let i = 0;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      const top = stack[stack.length - 1];
      if (!isLowSurrogate(c)) column++;
      if (blockComment) {
        if (c === 42 && text.charCodeAt(i + 1) === 47) {
          blockComment = false;
          column++;
          i += 2;
        } else i++;
        continue;
      }
      if (top.kind === 'string') {
        if (c === 92) {
          // An escape: the next character is the string's, whatever it is.
          if (i + 1 < text.length && !isLowSurrogate(text.charCodeAt(i + 1))) column++;
          if (top.text.length <= MAX_QUOTED_NAME) top.text += text.slice(i, i + 2);
          i += 2;
        } else if (c === 36 && text.charCodeAt(i + 1) === 123) {
          stack.push({ kind: 'code', braces: 0 });
          top.text = '\u0000';
          column++;
          i += 2;
        } else if (c === 34) {
          stack.pop();
          i = stack.length === 1 || stack[stack.length - 1].kind === 'code' ? assign(top.text, i + 1) : i + 1;
        } else {
          if (top.text.length <= MAX_QUOTED_NAME) top.text += text[i];
          i++;
        }
        continue;
      }
      if (c === 34) {
        stack.push({ kind: 'string', text: '' });
        i++;
      } else if (c === 35 || (c === 47 && text.charCodeAt(i + 1) === 47)) {
        break;
      } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
        blockComment = true;
        column++;
        i += 2;
      } else if (c === 60 && text.charCodeAt(i + 1) === 60) {
        const m = /^<<-?([A-Za-z_][A-Za-z0-9_-]*)/.exec(text.slice(i, i + MAX_QUOTED_NAME));
        if (m) pendingHeredoc = m[1];
        column += 1;
        i += 2;
      } else if (isIdentStart(c)) {
        let j = i + 1;
        while (j < text.length && isIdentPart(text.charCodeAt(j))) j++;
        column += j - i - 1;
        i = assign(text.slice(i, j), j);
      } else if (c === 123 && top.kind === 'code') {
        top.braces++;
        depth++;
        i++;
      } else if (c === 125 && top.kind === 'code' && top.braces === 0 && stack.length > 1) {
        // The end of an interpolation: back into its string.
        stack.pop();
        i++;
      } else if (c === 40 || c === 91 || c === 123) {
        depth++;
        i++;
      } else if (c === 41 || c === 93 || c === 125) {
        if (c === 125 && top.kind === 'code') top.braces--;
        depth--;
        i++;
      } else i++;
    }
    // A quoted string ends with its line (an unterminated one is a syntax error).
    while (stack[stack.length - 1].kind === 'string') stack.pop();
    if (pendingHeredoc !== null) {
      heredoc = pendingHeredoc;
      pendingHeredoc = null;
    }
    if (secret) {
      mask(n, secret.from, codePointLength(text) + 1);
      const open = stack.length > secret.height || depth > secret.depth || heredoc !== null;
      if (open) secret.from = 1;
      else secret = null;
    }
  }
  return masks;
}
