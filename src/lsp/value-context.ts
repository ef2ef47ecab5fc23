// Where in an attribute's value the cursor is, read from the text before it: while a value is
// being typed it is usually unfinished (an open string or list), which the parser drops, so
// completion cannot take it from the syntax tree.

export interface ValueContext {
  /** The attributes and object keys whose `[` or `{` values enclose the cursor, outermost first. */
  path: string[];
  /** The name assigned at the cursor's own level (`x` in `x = "…`, `kind` in `{ kind = "…`). */
  assigned: string | undefined;
  /** The cursor is inside a quoted string. */
  inString: boolean;
  /** The text between the string's opening quote and the cursor. */
  typed: string;
}

const IDENT = /[A-Za-z0-9_-]/;

/**
 * Scans `text`, the body of the innermost block up to the cursor, tracking strings, comments
 * and brackets (linear in its length, so a large block costs one pass).
 */
export function valueContext(text: string): ValueContext {
  const frames: (string | undefined)[] = [];
  let assigned: string | undefined;
  let ident = '';
  let last: string | undefined;
  let stringStart = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (stringStart >= 0) {
      if (c === '\\') i++;
      else if (c === '"') stringStart = -1;
      continue;
    }
    if (IDENT.test(c)) {
      ident += c;
      continue;
    }
    if (ident) {
      last = ident;
      ident = '';
    }
    if (c === '"') stringStart = i + 1;
    else if (c === '#' || (c === '/' && text[i + 1] === '/')) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end - 1;
    } else if (c === '=' && text[i + 1] !== '=' && !'!<>='.includes(text[i - 1] ?? '')) assigned = last;
    else if (c === '[' || c === '{') {
      frames.push(assigned);
      assigned = undefined;
    } else if (c === ']' || c === '}') assigned = frames.pop();
    // An item ends: the next one assigns its own name.
    else if (c === ',' || c === '\n') assigned = undefined;
  }
  return {
    path: frames.map((f) => f ?? ''),
    assigned,
    inString: stringStart >= 0,
    typed: stringStart >= 0 ? text.slice(stringStart) : '',
  };
}
