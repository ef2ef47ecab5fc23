// fmt --diff's unified diff (src/cli/fmt-diff.ts): hunks with three lines of context, merged when
// their context would touch, `,1` left out as diff -u does, a last line without a line break
// marked, control characters shown escaped, and texts of unequal length still a correct diff.
import { describe, expect, it } from 'vitest';
import { unifiedDiff } from '../../src/cli/fmt-diff.js';

const lines = (n: number, changed: Record<number, string> = {}) => Array.from({ length: n }, (_, i) => `${changed[i + 1] ?? `l${i + 1}`}\n`).join('');

describe('unifiedDiff', () => {
  it('is empty for equal texts', () => {
    expect(unifiedDiff('f', lines(5), lines(5))).toBe('');
  });

  it('gives each change far from another its own hunk with three lines of context', () => {
    expect(unifiedDiff('f', lines(20), lines(20, { 2: 'x', 15: 'y' }))).toBe(
      '--- f.orig\n+++ f\n' + '@@ -1,5 +1,5 @@\n l1\n-l2\n+x\n l3\n l4\n l5\n' + '@@ -12,7 +12,7 @@\n l12\n l13\n l14\n-l15\n+y\n l16\n l17\n l18\n',
    );
  });

  it('merges changes at most six unchanged lines apart into one hunk, and groups a run of changes', () => {
    expect(unifiedDiff('f', lines(12), lines(12, { 4: 'a', 5: 'b', 12: 'c' }))).toBe(
      '--- f.orig\n+++ f\n@@ -1,12 +1,12 @@\n l1\n l2\n l3\n-l4\n-l5\n+a\n+b\n l6\n l7\n l8\n l9\n l10\n l11\n-l12\n+c\n',
    );
  });

  it('leaves out a count of one and marks a last line without a line break', () => {
    expect(unifiedDiff('f', 'a  = 1', 'a = 1')).toBe(
      '--- f.orig\n+++ f\n@@ -1 +1 @@\n-a  = 1\n\\ No newline at end of file\n+a = 1\n\\ No newline at end of file\n',
    );
    expect(unifiedDiff('f', 'a\nb', 'a\nb\n')).toBe('--- f.orig\n+++ f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n');
  });

  it('shows control characters in lines and the name escaped, tabs kept', () => {
    expect(unifiedDiff('a\x1b.hcl', 'x  = "\x1b[2J"\t\r\n', 'x = "\x1b[2J"\t\r\n')).toBe(
      '--- a\\x1b.hcl.orig\n+++ a\\x1b.hcl\n@@ -1 +1 @@\n-x  = "\\x1b[2J"\t\\r\n+x = "\\x1b[2J"\t\\r\n',
    );
  });

  it('is a correct diff for texts of unequal length', () => {
    expect(unifiedDiff('f', 'a\nb\n', 'a\n')).toBe('--- f.orig\n+++ f\n@@ -1,2 +1 @@\n a\n-b\n');
    expect(unifiedDiff('f', '', 'a\n')).toBe('--- f.orig\n+++ f\n@@ -0,0 +1 @@\n+a\n');
  });
});
