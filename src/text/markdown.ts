// Checkout- and plugin-controlled text inside Markdown (a pull-request comment, a job summary):
// shown as written, its Markdown characters inert, a table cell's `|` escaped, and controls
// escaped as in terminal output.
import { escapeControl } from './escape.js';

/** Text for a Markdown paragraph or table cell: `*`, `_`, backticks, `|`, brackets and the like backslash-escaped; a line's opening `#`, `-`, `1.` not a heading or list. */
export function markdownText(text: string): string {
  const inert = text
    .replace(/[\\`*_[\]<>|~]/g, '\\$&')
    .replace(/^([#>+=-])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2');
  return escapeControl(inert);
}
