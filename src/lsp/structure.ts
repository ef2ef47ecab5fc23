// Folding ranges and document links. Folds: blocks, multi-line objects, lists and heredocs
// (each leaving its closing line in view), and comments over several lines. Links: a provider's
// `source` (in required_providers or a lock entry) to its repository: a valid source is a
// git-forge address (github.com/<owner>/<repo>, gitlab.com/<group>/.../<project>, catalogue 2.6),
// which is the repository's https URL without its scheme.
import { FoldingRangeKind, type DocumentLink, type FoldingRange } from 'vscode-languageserver';
import type { Body, HclFile, Range } from '../hcl/ast.js';
import { walkExpression } from '../hcl/walk.js';
import { checkProviderSource } from '../models/lock/source.js';
import type { SourceText } from './positions.js';
// Bounded as the outline is: a pathological nesting is not walked to the end.
import { MAX_DEPTH } from './symbols.js';

export function foldingRanges(file: HclFile): FoldingRange[] {
  const out: FoldingRange[] = [];
  // AST lines count from 1, the protocol's from 0.
  const fold = (start: number, end: number, kind?: FoldingRangeKind): void => {
    if (end > start) out.push({ startLine: start - 1, endLine: end - 1, ...(kind && { kind }) });
  };
  const inBody = (body: Body, depth: number): void => {
    for (const item of body.items) {
      if (item.kind === 'block') {
        fold(item.range.start.line, item.closeBraceRange.start.line - 1);
        if (depth + 1 < MAX_DEPTH) inBody(item.body, depth + 1);
        continue;
      }
      walkExpression(item.expr, (e) => {
        if (e.type === 'Object' || e.type === 'Tuple' || (e.type === 'Template' && e.heredoc)) fold(e.range.start.line, e.range.end.line - 1);
      });
    }
  };
  inBody(file.body, 0);
  // A run of line comments on consecutive lines folds as one; a block comment over lines folds whole.
  let run: { start: number; end: number } | undefined;
  const endRun = (): void => {
    if (run) fold(run.start, run.end, FoldingRangeKind.Comment);
    run = undefined;
  };
  for (const c of file.comments) {
    const line = c.range.start.line;
    if (c.style === '/*') {
      endRun();
      fold(line, c.range.end.line, FoldingRangeKind.Comment);
    } else if (run && line === run.end + 1) run.end = line;
    else {
      endRun();
      run = { start: line, end: line };
    }
  }
  endRun();
  return out.sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine);
}

/** A provider source, as written at `range`, of provider `name`. */
export interface SourceMention {
  name: string;
  value: string;
  range: Range;
}

/** Each valid source's repository (an invalid one is a finding of its own, and links nowhere). */
export function sourceLinks(mentions: readonly SourceMention[], source: SourceText): DocumentLink[] {
  return mentions
    .filter((m) => checkProviderSource(m.value).ok)
    .map((m) => ({
      range: source.toRange(m.range),
      target: `https://${m.value}`,
      tooltip: `the repository of provider "${m.name}"`,
    }));
}
