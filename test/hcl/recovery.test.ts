// recoverTopLevel: the top-level items that hold no syntax error, and the ranges of the rest.
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/hcl/index.js';
import { recoverTopLevel } from '../../src/hcl/recovery.js';

const slices = (text: string) => {
  const { file, broken } = recoverTopLevel(parse(text));
  return {
    intact: file.body.items.map((i) => text.slice(i.range.start.offset, i.range.end.offset)),
    broken: broken.map((b) => [b.blockType, text.slice(b.range.start.offset, b.range.end.offset)]),
  };
};

describe('recoverTopLevel', () => {
  it('hands back a clean parse as it is', () => {
    const result = parse('a {\n  x = 1\n}\n');
    expect(recoverTopLevel(result)).toEqual({ file: result.file, broken: [] });
  });

  it('leaves out a block with an error inside, naming its type', () => {
    expect(slices('a {\n  x = 1\n}\nb "l" {\n  y = \n}\nc {\n}\n')).toEqual({
      intact: ['a {\n  x = 1\n}', 'c {\n}'],
      broken: [['b', 'b "l" {\n  y = \n}']],
    });
  });

  it('an argument set twice breaks its block', () => {
    expect(slices('a {\n  x = 1\n  x = 2\n}\nb {\n}\n').broken).toEqual([['a', 'a {\n  x = 1\n  x = 2\n}']]);
  });

  it('an item skipped between blocks is a broken stretch of no known type', () => {
    const { intact, broken } = slices('a {\n}\n= oops\nb {\n}\n');
    expect(intact).toEqual(['a {\n}', 'b {\n}']);
    expect(broken).toEqual([[undefined, '\n= oops\n']]);
  });

  it('an error after the last item reaches the end of the file', () => {
    expect(slices('a {\n}\nb = \n')).toEqual({ intact: ['a {\n}'], broken: [[undefined, '\nb = \n']] });
  });

  it('keeps the comments and the source', () => {
    const result = parse('# c\na {\n  = \n}\n');
    const { file } = recoverTopLevel(result);
    expect(file.comments).toBe(result.file.comments);
    expect(file.source).toBe(result.file.source);
    expect(file.body.items).toEqual([]);
  });
});
