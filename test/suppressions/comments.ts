// Finds the comments of a small HCL test source with exact ranges, the way the parser
// reports them (columns in code points, end exclusive), so these tests do not depend on
// the parser module. Handles `#`, `//`, `/* */` and double-quoted strings, nothing more.
import type { Comment, Pos } from '../../src/hcl/ast.js';

export function scanComments(source: string): Comment[] {
  const chars = [...source];
  const comments: Comment[] = [];
  let line = 1;
  let column = 1;
  let offset = 0;
  let inString = false;
  const pos = (): Pos => ({ line, column, offset });
  const advance = (ch: string) => {
    offset += Buffer.byteLength(ch);
    if (ch === '\n') {
      line++;
      column = 1;
    } else {
      column++;
    }
  };
  for (let i = 0; i < chars.length; ) {
    const ch = chars[i];
    if (inString) {
      if (ch === '\\') {
        advance(ch);
        i++;
      } else if (ch === '"') inString = false;
      advance(chars[i]);
      i++;
      continue;
    }
    if (ch === '"') {
      inString = true;
      advance(ch);
      i++;
      continue;
    }
    const two = ch + (chars[i + 1] ?? '');
    if (ch === '#' || two === '//' || two === '/*') {
      const start = pos();
      let text = '';
      if (two === '/*') {
        while (i < chars.length && !text.endsWith('*/')) {
          text += chars[i];
          advance(chars[i]);
          i++;
        }
      } else {
        while (i < chars.length && chars[i] !== '\n' && chars[i] !== '\r') {
          text += chars[i];
          advance(chars[i]);
          i++;
        }
      }
      comments.push({ text, style: ch === '#' ? '#' : two === '//' ? '//' : '/*', range: { start, end: pos() } });
      continue;
    }
    advance(ch);
    i++;
  }
  return comments;
}
