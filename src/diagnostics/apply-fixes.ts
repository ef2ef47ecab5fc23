// Applies the `fix` edits of a file's diagnostics to its bytes, as --fix and the RuleTester do.
// Edits are spliced at their UTF-8 byte offsets from the end of the file backwards, so earlier
// offsets stay valid; a fix whose edits overlap an edit already taken is left for the next run
// (ESLint's rule), which keeps every applied change one some rule certainly asked for. Offsets
// count from after a leading BOM (as the parser's do), which is kept.
import type { Diagnostic, TextEdit } from './diagnostic.js';

export interface Applied {
  text: Buffer;
  /** How many diagnostics' fixes were applied. */
  fixed: number;
}

export function applyFixes(source: Uint8Array, diagnostics: readonly Diagnostic[]): Applied {
  const taken: TextEdit[] = [];
  let fixed = 0;
  const overlaps = (e: TextEdit) => taken.some((t) => e.range.start.offset < t.range.end.offset && t.range.start.offset < e.range.end.offset);
  for (const d of diagnostics) {
    if (!d.fix || d.fix.edits.some(overlaps)) continue;
    taken.push(...d.fix.edits);
    fixed++;
  }
  taken.sort((a, b) => b.range.start.offset - a.range.start.offset);
  let text = Buffer.from(source);
  const bom = text[0] === 0xef && text[1] === 0xbb && text[2] === 0xbf ? 3 : 0;
  for (const e of taken) text = Buffer.concat([text.subarray(0, bom + e.range.start.offset), Buffer.from(e.text), text.subarray(bom + e.range.end.offset)]);
  return { text, fixed };
}
