// Issue 28 item 1's target, over the fuzz generators: on any agent.hcl that parses, a syntax
// error added to one top-level block changes only the findings of that block. Elsewhere no
// finding appears, and the findings of rules that read only their own block stay exactly as
// they were; those of rules that read other blocks (src/engine/broken-blocks.ts) may only go.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readsOtherBlocks } from '../../src/engine/broken-blocks.js';
import { lintProject } from '../../src/engine/index.js';
import { parse } from '../../src/hcl/index.js';
import { loadCorpus } from './support/corpus.js';
import { fcParams, timeLimit } from './support/fuzz-config.js';
import { vocabularyHcl } from './support/projects.js';

const corpus = loadCorpus();

/** Each finding outside lines [from, to], by what it says and where. */
function outside(text: string, from: number, to: number): { ruleId: string; key: string }[] {
  return lintProject({ agent: { path: 'agent.hcl', text } })
    .diagnostics.filter((d) => d.range.end.line < from || d.range.start.line > to)
    .map((d) => ({
      ruleId: d.ruleId,
      key: `${d.range.start.line}:${d.range.start.column}-${d.range.end.line}:${d.range.end.column} ${d.ruleId} ${d.message}`,
    }));
}

const agentText = fc.oneof(fc.constantFrom(...corpus.agent.map((i) => i.source)), vocabularyHcl);

describe('a syntax error in one top-level block', () => {
  it(
    'changes only the findings of that block',
    () => {
      let checked = 0;
      fc.assert(
        fc.property(agentText, fc.nat(), (text, pick) => {
          const parsed = parse(text);
          // Blocks written over several lines, whose opening line ends at the brace.
          const blocks = parsed.file.body.blocks.filter((b) => b.range.end.line > b.range.start.line && text[b.body.range.start.offset + 1] === '\n');
          fc.pre(parsed.diagnostics.length === 0 && blocks.length > 0);
          const block = blocks[pick % blocks.length];
          // "{ @": an invalid character after the brace, which keeps every line and column elsewhere.
          const at = block.body.range.start.offset + 1;
          const broken = `${text.slice(0, at)} @${text.slice(at)}`;
          expect(parse(broken).diagnostics.length).toBeGreaterThan(0);
          const from = block.range.start.line;
          const to = block.range.end.line;
          const before = outside(text, from, to);
          const after = outside(broken, from, to);
          const kept = new Set(after.map((d) => d.key));
          const beforeKeys = new Set(before.map((d) => d.key));
          expect(after.filter((d) => !beforeKeys.has(d.key))).toEqual([]);
          expect(before.filter((d) => !kept.has(d.key) && !readsOtherBlocks(d.ruleId))).toEqual([]);
          checked++;
        }),
        fcParams(300),
      );
      expect(checked).toBeGreaterThan(50);
    },
    timeLimit(60_000),
  );
});
