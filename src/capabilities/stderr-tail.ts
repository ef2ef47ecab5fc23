// Keeps the last lines a plugin wrote to stderr, bounded however much it writes, and
// renders them for a message: go-plugin's JSON log lines as text, control characters escaped.
import { StringDecoder } from 'node:string_decoder';
import { escapeControl } from './text.js';

const MAX_LINES = 10;
const MAX_LINE_CHARS = 400;
const QUIET_LEVEL = /^\s*\{.*"@level"\s*:\s*"(trace|debug)"/;

export class StderrTail {
  private readonly lines: string[] = [];
  private partial = '';
  private readonly decoder = new StringDecoder('utf8');

  push(chunk: Buffer): void {
    const text = this.partial + this.decoder.write(chunk);
    const pieces = text.split('\n');
    this.partial = pieces.pop()!;
    // A huge line without a newline must not grow without bound: keep its tail only.
    if (this.partial.length > MAX_LINE_CHARS * 4) this.partial = this.partial.slice(-MAX_LINE_CHARS * 4);
    for (const piece of pieces.slice(-MAX_LINES)) this.add(piece);
  }

  private add(raw: string): void {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '' || QUIET_LEVEL.test(line)) return;
    this.lines.push(line.length > MAX_LINE_CHARS ? line.slice(-MAX_LINE_CHARS) : line);
    if (this.lines.length > MAX_LINES) this.lines.shift();
  }

  /**
   * The last lines, rendered and escaped, oldest first (a trailing partial line included).
   * go-plugin's own debug/trace chatter ("plugin address") is left out: it explains nothing.
   */
  lastLines(count = 5): string[] {
    const all = this.partial.trim() === '' ? this.lines : [...this.lines, this.partial.slice(-MAX_LINE_CHARS)];
    return all.filter((line) => !QUIET_LEVEL.test(line)).slice(-count).map(renderLogLine);
  }
}

/** go-plugin's hclog JSON (`{"@level":"error","@message":"..."}`) as `error: ...`; other text escaped. */
export function renderLogLine(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('{')) {
    try {
      const entry = JSON.parse(trimmed) as Record<string, unknown>;
      if (typeof entry['@message'] === 'string') {
        const level = typeof entry['@level'] === 'string' ? `${entry['@level']}: ` : '';
        return escapeControl(`${level}${entry['@message']}`);
      }
    } catch {
      // Not JSON after all: shown as plain text below.
    }
  }
  return escapeControl(trimmed);
}

/** ` (plugin stderr: "a" / "b")` to end a message, or '' when the plugin said nothing. */
export function quoteStderr(lines: string[]): string {
  return lines.length === 0 ? '' : ` (plugin stderr: ${lines.map((l) => `"${l.replace(/"/g, '\\"')}"`).join(' / ')})`;
}
