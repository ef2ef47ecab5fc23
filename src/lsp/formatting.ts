// textDocument/formatting and rangeFormatting: what `harness-lint fmt` would write (src/hcl/format.ts,
// byte for byte hclwrite.Format), as the formatter's smallest edits, one per gap between tokens
// whose blanks change, never one replacement of the whole document (which would move the cursor
// and lose folds and marks), in the negotiated position encoding. A range gets the edits of the
// whole document's formatting that touch it, so formatting a selection aligns it as the file does.
// And a code action's edits, realigned as --fix realigns them.
import type { Range, TextEdit } from 'vscode-languageserver';
import { writtenLines } from '../diagnostics/apply-fixes.js';
import type { TextEdit as FixEdit } from '../diagnostics/diagnostic.js';
import { applyEdits, composeEdits, editsInRange, type FormatEdit, formatEdits, realignEdits } from '../hcl/format.js';
import type { SourceText } from './positions.js';

/** Edits as LSP edits, in the negotiated encoding. */
function toLsp(source: SourceText, edits: readonly FormatEdit[]): TextEdit[] {
  return edits.map((e) => ({ range: { start: source.positionAt(e.start), end: source.positionAt(e.end) }, newText: e.text }));
}

export function formattingEdits(source: SourceText, range?: Range): TextEdit[] {
  const all = formatEdits(source.text);
  return toLsp(source, range ? editsInRange(all, source.offsetAt(range.start), source.offsetAt(range.end)) : all);
}

/**
 * A fix's (or suggestion's) edits, and the realignment of the lines they write and the runs of `=`
 * and comments those are in (realignEdits), as edits of the text as it is: one where they touch.
 */
export function realignedEdits(source: SourceText, edits: readonly FixEdit[]): TextEdit[] {
  const sorted = [...edits].sort((a, b) => a.range.start.offset - b.range.start.offset);
  const first = sorted.map((e) => ({ start: source.indexOfLinePos(e.range.start), end: source.indexOfLinePos(e.range.end), text: e.text }));
  const middle = applyEdits(source.text, first);
  const then = realignEdits(middle, writtenLines(sorted));
  return toLsp(source, then.length === 0 ? first : composeEdits(first, middle, then));
}
