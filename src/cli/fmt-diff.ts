// `fmt --diff`: a file against its formatted text as a unified diff (headers as gofmt -d prints
// them, `--- FILE.orig` and `+++ FILE`, which `patch -p0` applies). Formatting never adds or
// removes a line break, so line n of one text is line n of the other: the lines are paired up in
// one pass rather than searched for a shortest edit script (texts of unequal length, which
// formatting never gives, end in removed and added lines: still a correct diff). Lines come from
// a checkout, so their control characters are shown escaped (a CR as `\r`), tabs kept.
import { escapeControl, escapeControlKeepTabs } from '../text/escape.js';

/** Unchanged lines shown around each change, as diff -u does. */
const CONTEXT = 3;

interface Lines {
  lines: string[];
  /** Whether the last line ends with a line break. */
  ended: boolean;
}

function linesOf(text: string): Lines {
  const lines = text.split('\n');
  const ended = lines[lines.length - 1] === '';
  if (ended) lines.pop();
  return { lines, ended };
}

/** `start,count` as diff -u writes it: `,1` left out, and an empty side at the line before. */
function span(start: number, count: number): string {
  if (count === 0) return `${start},0`;
  return count === 1 ? `${start + 1}` : `${start + 1},${count}`;
}

/** The diff of `before` against `after` for the file `name`, or '' when they are the same. */
export function unifiedDiff(name: string, before: string, after: string): string {
  const a = linesOf(before);
  const b = linesOf(after);
  const la = a.lines.length;
  const lb = b.lines.length;
  const common = Math.min(la, lb);
  /** Line i with its line break, on each side. */
  const fullA = (i: number) => (i < la - 1 || a.ended ? `${a.lines[i]}\n` : a.lines[i]);
  const fullB = (i: number) => (i < lb - 1 || b.ended ? `${b.lines[i]}\n` : b.lines[i]);
  const changed = (i: number) => i >= common || fullA(i) !== fullB(i);

  const out: string[] = [];
  const total = Math.max(la, lb);
  const line = (mark: string, lines: Lines, i: number) => {
    out.push(`${mark}${escapeControlKeepTabs(lines.lines[i])}\n`);
    if (i === lines.lines.length - 1 && !lines.ended) out.push('\\ No newline at end of file\n');
  };
  let i = 0;
  while (i < total) {
    if (!changed(i)) {
      i++;
      continue;
    }
    // A hunk: from CONTEXT lines before this change to CONTEXT after the last change that lies
    // within 2 × CONTEXT unchanged lines of the one before it.
    const start = Math.max(0, i - CONTEXT);
    let last = i;
    for (let j = i + 1; j < total && j <= last + 2 * CONTEXT + 1; j++) if (changed(j)) last = j;
    const end = Math.min(total, last + CONTEXT + 1);
    out.push(`@@ -${span(start, Math.min(end, la) - start)} +${span(start, Math.min(end, lb) - start)} @@\n`);
    let k = start;
    while (k < end) {
      if (!changed(k)) {
        line(' ', a, k++);
        continue;
      }
      let runEnd = k;
      while (runEnd < end && changed(runEnd)) runEnd++;
      for (let r = k; r < Math.min(runEnd, la); r++) line('-', a, r);
      for (let r = k; r < Math.min(runEnd, lb); r++) line('+', b, r);
      k = runEnd;
    }
    i = end;
  }
  if (out.length === 0) return '';
  const shown = escapeControl(name);
  return `--- ${shown}.orig\n+++ ${shown}\n${out.join('')}`;
}
