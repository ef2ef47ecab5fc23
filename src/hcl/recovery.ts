// A file with syntax errors, as far as it parsed. The parser recovers item by item (a broken
// item is skipped to its end, bracket-aware), so every top-level item that holds no error is
// exactly what a clean parse of it gives. recoverTopLevel hands back those items as a file of
// their own, and the ranges of the rest: a top-level item with an error inside, or the stretch
// between two intact items where a broken one was skipped. What the file means is not this
// module's business (it knows nothing of agent.hcl): the caller decodes the intact items and
// decides which findings the broken parts leave uncertain.
import type { Attribute, Block, BodyItem, HclFile, ParseResult, Range } from './ast.js';

export interface BrokenPart {
  range: Range;
  /** The top-level block's type; undefined when the part is not a block that parsed (it could have been anything). */
  blockType?: string;
}

export interface Recovered {
  /** The intact top-level items, in source order; comments and source as in the parse. */
  file: HclFile;
  /** In source order, not overlapping. Empty when the parse has no error. */
  broken: BrokenPart[];
}

/** Linear in the items and errors: both come in source order. */
export function recoverTopLevel(result: ParseResult): Recovered {
  const { file } = result;
  const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.range.start.offset);
  if (errors.length === 0) return { file, broken: [] };
  errors.sort((a, b) => a - b);
  const items = file.body.items;
  const intact: BodyItem[] = [];
  const broken: BrokenPart[] = [];
  let e = 0;
  let gapStart = file.body.range.start;
  for (const item of items) {
    const { start, end } = item.range;
    // Errors before this item lie in the gap since the previous one.
    if (e < errors.length && errors[e] < start.offset) broken.push({ range: { start: gapStart, end: start } });
    while (e < errors.length && errors[e] < start.offset) e++;
    let hit = false;
    while (e < errors.length && errors[e] < end.offset) {
      hit = true;
      e++;
    }
    if (hit) broken.push({ range: item.range, ...(item.kind === 'block' && { blockType: item.type }) });
    else intact.push(item);
    gapStart = end;
  }
  if (e < errors.length) broken.push({ range: { start: gapStart, end: file.body.range.end } });
  const body = {
    items: intact,
    attributes: intact.filter((i): i is Attribute => i.kind === 'attribute'),
    blocks: intact.filter((i): i is Block => i.kind === 'block'),
    range: file.body.range,
  };
  return { file: { ...file, body }, broken };
}
