// Keeps the last lines a plugin wrote to stderr, bounded however much it writes, and
// renders them for a message: go-plugin's hclog JSON lines as text with their fields (where
// the real cause is: "plugin init error" error="listen unix …: bind: …"), control characters
// escaped.
import { StringDecoder } from 'node:string_decoder';
import { escapeControl } from '../../text/escape.js';

const MAX_LINES = 10;
const MAX_LINE_CHARS = 400;
/** A JSON log line is parsed whole up to this length (its fields may be long); a longer one is text. */
const MAX_JSON_CHARS = MAX_LINE_CHARS * 4;
const QUIET_LEVEL = /^\s*\{.*"@level"\s*:\s*"(trace|debug)"/;

export class StderrTail {
  private readonly lines: string[] = [];
  private partial = '';
  private readonly decoder = new StringDecoder('utf8');
  private errorLogged = false;

  push(chunk: Buffer): void {
    const text = this.partial + this.decoder.write(chunk);
    const pieces = text.split('\n');
    this.partial = pieces.pop()!;
    // A huge line without a newline must not grow without bound: keep its tail only.
    if (this.partial.length > MAX_JSON_CHARS) this.partial = this.partial.slice(-MAX_JSON_CHARS);
    for (const piece of pieces.slice(-MAX_LINES)) this.add(piece);
  }

  private add(raw: string): void {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '' || QUIET_LEVEL.test(line)) return;
    const entry = logEntry(line);
    if (entry?.['@level'] === 'error') this.errorLogged = true;
    this.lines.push(entry ? renderEntry(entry) : renderText(line));
    if (this.lines.length > MAX_LINES) this.lines.shift();
  }

  /** True once the plugin logged a go-plugin (hclog) error line: go-plugin itself said what failed. */
  get goPluginError(): boolean {
    return this.errorLogged;
  }

  /**
   * The last lines, rendered and escaped, oldest first (a trailing partial line included).
   * go-plugin's own debug/trace chatter ("plugin address") is left out: it explains nothing.
   */
  lastLines(count = 5): string[] {
    const partial = this.partial.trim() === '' || QUIET_LEVEL.test(this.partial) ? [] : [renderLogLine(this.partial)];
    return [...this.lines, ...partial].slice(-count);
  }
}

type LogEntry = Record<string, unknown> & { '@message': string };

/** An hclog JSON line (`{"@level":"error","@message":"…",…}`), or null. */
function logEntry(line: string): LogEntry | null {
  const trimmed = line.trim();
  if (!trimmed.startsWith('{') || trimmed.length > MAX_JSON_CHARS) return null;
  try {
    const entry = JSON.parse(trimmed) as unknown;
    if (typeof entry === 'object' && entry !== null && typeof (entry as LogEntry)['@message'] === 'string') return entry as LogEntry;
  } catch {
    // Not JSON after all: shown as plain text.
  }
  return null;
}

/** hclog's own keys that explain nothing in a message. */
const UNSHOWN_KEYS = new Set(['@level', '@message', '@timestamp', '@caller']);

/** `error: plugin init error: error="listen unix …"`, as hclog's text format puts it; bounded. */
function renderEntry(entry: LogEntry): string {
  const level = typeof entry['@level'] === 'string' ? `${entry['@level']}: ` : '';
  const fields = Object.entries(entry)
    .filter(([key]) => !UNSHOWN_KEYS.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? `"${value}"` : JSON.stringify(value)}`);
  const text = `${level}${entry['@message']}${fields.length > 0 ? `: ${fields.join(' ')}` : ''}`;
  return escapeControl(text.length > MAX_LINE_CHARS ? `${text.slice(0, MAX_LINE_CHARS - 1)}…` : text);
}

/** A line of text: its end, where a panic or error usually is. */
function renderText(line: string): string {
  return escapeControl(line.slice(-MAX_LINE_CHARS).trim());
}

/** One stderr line as a message shows it: go-plugin's hclog JSON as text with its fields, other text escaped. */
export function renderLogLine(line: string): string {
  const entry = logEntry(line);
  return entry ? renderEntry(entry) : renderText(line);
}

/** ` (plugin stderr: "a" / "b")` to end a message, or '' when the plugin said nothing. */
export function quoteStderr(lines: string[]): string {
  return lines.length === 0 ? '' : ` (plugin stderr: ${lines.map((l) => `"${l.replace(/"/g, '\\"')}"`).join(' / ')})`;
}
