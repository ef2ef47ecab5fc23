// Strict JSON for config files, with errors that say where (line and column) rather than
// a byte offset, and that never quote the file: a config may be a link to a secret.

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = [...before.slice(before.lastIndexOf('\n') + 1)].length + 1;
  return `line ${line}, column ${column}`;
}

/** Whether `prefix` could still be the start of valid JSON (an error, if any, is at its end). */
function fineSoFar(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return true;
  } catch (err) {
    const message = (err as Error).message;
    const position = /at position (\d+)/.exec(message);
    return message.startsWith('Unexpected end of JSON input') || (position !== null && Number(position[1]) >= prefix.length);
  }
}

/** Where the error in `text` is: the length of its longest prefix that is still fine. */
function errorOffset(text: string): number {
  let fine = 0;
  let broken = text.length;
  while (broken - fine > 1) {
    const mid = Math.floor((fine + broken) / 2);
    if (fineSoFar(text.slice(0, mid))) fine = mid;
    else broken = mid;
  }
  return fine;
}

export function loadJson(_filepath: string, content: string): unknown {
  const text = content.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = (err as Error).message;
    // V8 gives no position for an unexpected token, but quotes the file around it
    // ("Unexpected token 'x', "…" is not valid JSON"): keep only the kind, find the position.
    const unexpected = /^Unexpected token\b[^]*is not valid JSON$/.test(message);
    const position = /at position (\d+)/.exec(message);
    const offset = unexpected ? errorOffset(text) : position ? Number(position[1]) : undefined;
    const reason = unexpected ? 'Unexpected token' : message.replace(/\s*(?:in JSON )?at position \d+.*$/s, '').replace(/\s*\(line \d+ column \d+\)$/, '');
    throw new Error(offset !== undefined ? `JSON syntax error at ${lineAndColumn(text, offset)}: ${reason}` : `JSON syntax error: ${reason}`);
  }
}
