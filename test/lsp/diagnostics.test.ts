// A finished diagnostic as the editor gets it: its notes on the lines after the message.
import { describe, expect, it } from 'vitest';
import { toLspDiagnostic, TextsOf } from '../../src/lsp/diagnostics.js';
import { SourceText } from '../../src/lsp/positions.js';

const RANGE = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 4, offset: 3 } };

describe('toLspDiagnostic', () => {
  const texts = new TextsOf(() => new SourceText('abc\n', 'utf-16'), 'utf-16');

  it('appends each note on its own line after the message', () => {
    const d = toLspDiagnostic(
      { ruleId: 'x-rule', severity: 'warning', message: 'short', file: '/p/agent.hcl', range: RANGE, notes: ['why', 'what else'] },
      texts,
    );
    expect(d.message).toBe('short\nwhy\nwhat else');
    expect(d.range).toEqual({ start: { line: 0, character: 0 }, end: { line: 0, character: 3 } });
  });

  it('leaves a message without notes as it is', () => {
    expect(toLspDiagnostic({ ruleId: 'x-rule', severity: 'error', message: 'short', file: '/p/agent.hcl', range: RANGE }, texts).message).toBe('short');
  });
});
