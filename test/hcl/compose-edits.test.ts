// composeEdits (src/hcl/format.ts): edits of a text that do what two rounds of edits do one after
// the other, merged only where they meet; checked against applying the rounds in turn on random
// texts and edits; and realignEdits realigns only the runs of the touched lines.
import { describe, expect, it } from 'vitest';
import { applyEdits, composeEdits, type FormatEdit, realignEdits } from '../../src/hcl/format.js';

/** A deterministic generator (mulberry32), so a failure replays. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random edits of `text`, in order and apart (insertions, deletions, replacements; adjacent ones too). */
function edits(text: string, next: () => number): FormatEdit[] {
  const out: FormatEdit[] = [];
  let at = 0;
  while (at <= text.length && next() < 0.7) {
    const start = at + Math.floor(next() * 3);
    if (start > text.length) break;
    const end = Math.min(text.length, start + Math.floor(next() * 3));
    out.push({ start, end, text: 'xyz'.slice(0, Math.floor(next() * 4)) });
    at = end + (next() < 0.5 ? 0 : 1);
  }
  return out;
}

describe('composeEdits', () => {
  it('gives what the two rounds give, on 2,000 random cases', () => {
    const next = random(27);
    for (let n = 0; n < 2000; n++) {
      const text = 'abcdefghij'.slice(0, Math.floor(next() * 11));
      const first = edits(text, next);
      const middle = applyEdits(text, first);
      const then = edits(middle, next);
      const composed = composeEdits(first, middle, then);
      expect(applyEdits(text, composed), JSON.stringify({ text, first, then })).toBe(applyEdits(middle, then));
      composed.forEach((e, k) => k > 0 && expect(e.start).toBeGreaterThanOrEqual(composed[k - 1].end));
    }
  });

  it('keeps apart edits apart', () => {
    expect(composeEdits([{ start: 1, end: 2, text: 'XY' }], 'aXYcdef', [{ start: 5, end: 6, text: '' }])).toEqual([
      { start: 1, end: 2, text: 'XY' },
      { start: 4, end: 5, text: '' },
    ]);
  });
});

describe('realignEdits', () => {
  const text = 'a {\n  abcdef = 1 # one\n  c  = 2 # two\n\n  d  = 3\n}\nb  =  1\n';
  it('formats the touched lines and the runs of = and comments they are in, nothing else', () => {
    expect(applyEdits(text, realignEdits(text, [{ first: 2, last: 2 }]))).toBe('a {\n  abcdef = 1 # one\n  c      = 2 # two\n\n  d  = 3\n}\nb  =  1\n');
    expect(applyEdits(text, realignEdits(text, [{ first: 7, last: 7 }]))).toBe('a {\n  abcdef = 1 # one\n  c  = 2 # two\n\n  d  = 3\n}\nb = 1\n');
    expect(realignEdits(text, [])).toEqual([]);
  });
});
