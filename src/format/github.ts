// GitHub Actions workflow commands: one `::error`/`::warning` annotation per diagnostic.
// Escaping follows the runner's parser (actions/toolkit `command.ts`): in the message `%`,
// CR and LF; in property values also `:` and `,`. Escaping CR/LF also keeps a hostile
// message from starting a workflow command of its own on a new line; other control
// characters from user input are made visible, as in the terminal formats.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { FormatInput } from './index.js';
import { escapeControl } from '../text/escape.js';

export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function annotation(d: Diagnostic): string {
  const { start, end } = d.range;
  const props: [string, string | number][] = [
    ['file', escapeControl(d.file)],
    ['line', start.line],
  ];
  // GitHub accepts columns only for a single-line range.
  if (start.line === end.line) props.push(['col', start.column]);
  props.push(['endLine', end.line]);
  if (start.line === end.line) props.push(['endColumn', end.column]);
  props.push(['title', d.ruleId]);
  let message = escapeControl(d.message);
  for (const r of d.related ?? []) message += `\n${escapeControl(r.file)}:${r.range.start.line}:${r.range.start.column}: ${escapeControl(r.message)}`;
  for (const n of d.notes ?? []) message += `\nnote: ${escapeControl(n)}`;
  const command = d.severity === 'error' ? 'error' : 'warning';
  return `::${command} ${props.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',')}::${escapeData(message)}`;
}

export function formatGithub(input: FormatInput): string {
  const notices = (input.notices ?? []).map((n) => `::warning title=${escapeProperty(`${input.tool.name} configuration`)}::${escapeData(escapeControl(n))}\n`);
  return notices.join('') + input.diagnostics.map((d) => `${annotation(d)}\n`).join('');
}
