// Applies the `fix` edits of a file's diagnostics to its bytes, as --fix and the RuleTester do.
// The fixes are sorted once by where they start; a fix is taken when it starts at or after the
// end of what was taken before it, so overlap is checked against one edit, the previous one
// that reaches furthest. A fix that overlaps is left for the next run (ESLint's rule), which
// keeps every applied change one some rule certainly asked for. The output is then built in one
// pass over the taken edits. A fix of several edits counts as the whole span from its first edit
// to its last (fixes here have one). Offsets count from after a leading BOM (as the parser's
// do), which is kept.
import type { Diagnostic, TextEdit } from './diagnostic.js';

export interface Applied {
  text: Buffer;
  /** How many diagnostics' fixes were applied. */
  fixed: number;
  /** The lines of `text` the applied edits wrote (writtenLines), for realigning what they touched. */
  lines: { first: number; last: number }[];
}

function lineBreaks(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** The lines (1-based, inclusive) that `edits`, in order and apart, occupy in the text they make. */
export function writtenLines(edits: readonly TextEdit[]): { first: number; last: number }[] {
  let moved = 0;
  return edits.map((e) => {
    const first = e.range.start.line + moved;
    const added = lineBreaks(e.text);
    moved += added - (e.range.end.line - e.range.start.line);
    return { first, last: first + added };
  });
}

interface Span {
  start: number;
  end: number;
  edits: TextEdit[];
}

function spanOf(edits: readonly TextEdit[]): Span {
  // Insertions at one offset keep their order, and go before a replacement starting there.
  const sorted = [...edits].sort((a, b) => a.range.start.offset - b.range.start.offset || a.range.end.offset - b.range.end.offset);
  let end = 0;
  for (const e of sorted) end = Math.max(end, e.range.end.offset);
  return { start: sorted[0].range.start.offset, end, edits: sorted };
}

/** The edits of the fixes one pass takes, in order, none overlapping another (the language server's fix-all sends these). */
export function takenFixEdits(diagnostics: readonly Diagnostic[]): TextEdit[] {
  return takenSpans(diagnostics).flatMap((span) => span.edits);
}

function takenSpans(diagnostics: readonly Diagnostic[]): Span[] {
  const spans = diagnostics.flatMap((d) => (d.fix && d.fix.edits.length > 0 ? [spanOf(d.fix.edits)] : []));
  spans.sort((a, b) => a.start - b.start || a.end - b.end);
  const taken: Span[] = [];
  // The furthest end taken so far, and where that span starts: an insertion there touches nothing.
  let reach = -1;
  let reachStart = -1;
  for (const span of spans) {
    const empty = span.start === span.end;
    if (span.start < reach && !(empty && span.start === reachStart)) continue;
    taken.push(span);
    if (span.end > reach) {
      reach = span.end;
      reachStart = span.start;
    }
  }
  return taken;
}

export function applyFixes(source: Uint8Array, diagnostics: readonly Diagnostic[]): Applied {
  const taken = takenSpans(diagnostics);
  const text = Buffer.from(source);
  const bom = text[0] === 0xef && text[1] === 0xbb && text[2] === 0xbf ? 3 : 0;
  const parts: Buffer[] = [text.subarray(0, bom)];
  let at = bom;
  for (const span of taken) {
    for (const e of span.edits) {
      parts.push(text.subarray(at, bom + e.range.start.offset), Buffer.from(e.text));
      at = bom + e.range.end.offset;
    }
  }
  parts.push(text.subarray(at));
  return { text: Buffer.concat(parts), fixed: taken.length, lines: writtenLines(taken.flatMap((span) => span.edits)) };
}
