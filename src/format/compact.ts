// gcc-shaped lines (`file:line:column: severity: message [ruleId]`), so editors' existing
// problem matchers read them.
import type { FormatInput } from './index.js';
import { escapeControl } from '../text/escape.js';

export function formatCompact(input: FormatInput): string {
  let out = '';
  for (const d of input.diagnostics) {
    const { line, column } = d.range.start;
    out += `${escapeControl(d.file)}:${line}:${column}: ${d.severity}: ${escapeControl(d.message)} [${escapeControl(d.ruleId)}]\n`;
  }
  return out;
}
