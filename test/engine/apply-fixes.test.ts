// applyFixes: the edits of each diagnostic's fix spliced at their byte offsets; a fix that
// overlaps one taken before it (in the order the fixes start) waits for the next pass; a leading
// BOM is kept, offsets after it.
import { describe, expect, it } from 'vitest';
import { applyFixes, takenFixEdits, writtenLines } from '../../src/diagnostics/apply-fixes.js';
import type { Diagnostic, TextEdit } from '../../src/diagnostics/diagnostic.js';

const at = (start: number, end: number, text: string): TextEdit => ({
  range: { start: { line: 1, column: start + 1, offset: start }, end: { line: 1, column: end + 1, offset: end } },
  text,
});
const finding = (...edits: TextEdit[]): Diagnostic => ({
  ruleId: 'r',
  severity: 'error',
  message: 'm',
  file: 'agent.hcl',
  range: edits[0].range,
  fix: { message: 'f', edits },
});

describe('applyFixes', () => {
  it('applies every fix, each edit at its offset, from the end backwards', () => {
    expect(applyFixes(Buffer.from('a = "Deny"\nb = "Allow"\n'), [finding(at(4, 10, '"deny"')), finding(at(15, 22, '"allow"'))])).toMatchObject({
      text: Buffer.from('a = "deny"\nb = "allow"\n'),
      fixed: 2,
    });
  });

  it('leaves a fix that overlaps one already taken for the next pass', () => {
    const out = applyFixes(Buffer.from('abcdef'), [finding(at(0, 3, 'X')), finding(at(2, 4, 'Y'), at(5, 6, 'Z')), finding(at(4, 4, 'W'))]);
    expect(out).toMatchObject({ text: Buffer.from('XdWef'), fixed: 2 });
  });

  it('takes fixes in the order they start: insertions at one offset in turn, before a replacement there; one inside a taken edit waits', () => {
    const out = applyFixes(Buffer.from('abcdef'), [finding(at(2, 4, 'X')), finding(at(2, 2, '1')), finding(at(2, 2, '2')), finding(at(3, 3, 'Y'))]);
    expect(out).toMatchObject({ text: Buffer.from('ab12Xef'), fixed: 3 });
  });

  it('counts a fix of several edits as its whole span, whatever order its edits are listed in', () => {
    const out = applyFixes(Buffer.from('abcdef'), [finding(at(4, 5, 'E'), at(0, 1, 'A')), finding(at(2, 3, 'C')), finding(at(5, 6, 'F'))]);
    expect(out).toMatchObject({ text: Buffer.from('AbcdEF'), fixed: 2 });
  });

  it('hands the edits it takes to the language server in order (takenFixEdits), the same as it applies', () => {
    const findings = [finding(at(2, 4, 'X')), finding(at(2, 2, '1')), finding(at(2, 2, '2')), finding(at(3, 3, 'Y'))];
    expect(takenFixEdits(findings)).toEqual([at(2, 2, '1'), at(2, 2, '2'), at(2, 4, 'X')]);
  });

  it('counts offsets after a leading BOM and keeps it', () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    expect(applyFixes(Buffer.concat([bom, Buffer.from('x = "é"\n')]), [finding(at(4, 8, '"e"'))]).text).toEqual(Buffer.concat([bom, Buffer.from('x = "e"\n')]));
  });

  it('says which lines of the fixed text the taken edits wrote, shifted by the lines earlier edits added or removed', () => {
    const edit = (line: number, endLine: number, text: string): TextEdit => ({
      range: { start: { line, column: 1, offset: 0 }, end: { line: endLine, column: 1, offset: 0 } },
      text,
    });
    expect(writtenLines([edit(2, 2, 'a\nb\n'), edit(5, 7, 'c'), edit(9, 9, '')])).toEqual([
      { first: 2, last: 4 },
      { first: 7, last: 7 },
      { first: 9, last: 9 },
    ]);
    expect(applyFixes(Buffer.from('a = "Deny"\nb = "Allow"\n'), [finding(at(4, 10, '"deny"'))]).lines).toEqual([{ first: 1, last: 1 }]);
  });
});
