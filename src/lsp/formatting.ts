// textDocument/formatting and rangeFormatting: what `harness-lint fmt` would write (src/hcl/format.ts,
// byte for byte hclwrite.Format), as the formatter's smallest edits, one per gap between tokens
// whose blanks change, never one replacement of the whole document (which would move the cursor
// and lose folds and marks), in the negotiated position encoding. A range gets the edits of the
// whole document's formatting that touch it, so formatting a selection aligns it as the file does.
import type { Range, TextEdit } from 'vscode-languageserver';
import { editsInRange, formatEdits } from '../hcl/format.js';
import type { SourceText } from './positions.js';

export function formattingEdits(source: SourceText, range?: Range): TextEdit[] {
  const all = formatEdits(source.text);
  const edits = range ? editsInRange(all, source.offsetAt(range.start), source.offsetAt(range.end)) : all;
  const positions = source.positionsAt(edits.flatMap((e) => [e.start, e.end]));
  return edits.map((e, k) => ({ range: { start: positions[2 * k], end: positions[2 * k + 1] }, newText: e.text }));
}
