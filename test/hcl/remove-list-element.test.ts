// removeListElement: the element, its comma and (alone on its line) its line go; what remains
// parses, and the neighbours' comments stay.
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/hcl/index.js';
import type { Attribute, TupleExpr } from '../../src/hcl/ast.js';
import { removeListElement } from '../../src/hcl/edits.js';

function removed(text: string, index: number): string {
  const { file } = parse(text);
  const list = (file.body.items[0] as Attribute).expr as TupleExpr;
  const edit = removeListElement(
    list.range,
    list.elements.map((e) => e.range),
    index,
    file.comments,
  );
  const bytes = Buffer.from(text);
  const out = Buffer.concat([bytes.subarray(0, edit.range.start.offset), Buffer.from(edit.text), bytes.subarray(edit.range.end.offset)]).toString();
  expect(parse(out).diagnostics).toEqual([]);
  return out;
}

describe('removeListElement', () => {
  it('on one line: the first, a middle and the last element, and the only one', () => {
    expect(removed('tools = ["a", "b", "c"]\n', 0)).toBe('tools = ["b", "c"]\n');
    expect(removed('tools = ["a", "b", "c"]\n', 1)).toBe('tools = ["a", "c"]\n');
    expect(removed('tools = ["a", "b", "c"]\n', 2)).toBe('tools = ["a", "b"]\n');
    expect(removed('tools = ["a", "b", "c",]\n', 2)).toBe('tools = ["a", "b",]\n');
    expect(removed('tools = ["a",]\n', 0)).toBe('tools = []\n');
  });

  it('on lines of their own: the line goes with its comments, the neighbours keep theirs', () => {
    const text = 'tools = [\n  "a", # about a\n  # about b\n  "b",\n  "c",\n]\n';
    expect(removed(text, 0)).toBe('tools = [\n  # about b\n  "b",\n  "c",\n]\n');
    expect(removed(text, 1)).toBe('tools = [\n  "a", # about a\n  "c",\n]\n');
    expect(removed(text, 2)).toBe('tools = [\n  "a", # about a\n  # about b\n  "b",\n]\n');
    expect(removed('tools = [\n  "a",\n  # about b\n  "b",\n]\n', 1)).toBe('tools = [\n  "a",\n]\n');
    expect(removed('tools = [\n  "a", # about a\n  "b"\n]\n', 1)).toBe('tools = [\n  "a", # about a\n]\n');
  });

  it('elements sharing lines with the brackets, and text that is not ASCII before them', () => {
    expect(removed('tools = ["a",\n  "b"]\n', 1)).toBe('tools = ["a"]\n');
    expect(removed('tools = ["a",\n  "b"]\n', 0)).toBe('tools = ["b"]\n');
    expect(removed('tools = [\n  "é.*", "b",\n  "ü",\n]\n', 1)).toBe('tools = [\n  "é.*", "ü",\n]\n');
    expect(removed('tools = [\n  "é.*",\n  "ü", # ü\n]\n', 1)).toBe('tools = [\n  "é.*",\n]\n');
  });
});
