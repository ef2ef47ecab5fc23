// Strict JSON for config files, with errors that say where (line and column) rather than
// a byte offset.

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = [...before.slice(before.lastIndexOf('\n') + 1)].length + 1;
  return `line ${line}, column ${column}`;
}

export function loadJson(_filepath: string, content: string): unknown {
  const text = content.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = (err as Error).message;
    const position = /at position (\d+)/.exec(message);
    const reason = message.replace(/\s*in JSON at position \d+.*$/s, '').replace(/\s*\(line \d+ column \d+\)$/, '');
    throw new Error(position ? `JSON syntax error at ${lineAndColumn(text, Number(position[1]))}: ${reason}` : `JSON syntax error: ${reason}`);
  }
}
