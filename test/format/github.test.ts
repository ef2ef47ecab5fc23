import { describe, expect, it } from 'vitest';
import type { Diagnostic, Range } from '../../src/diagnostics/diagnostic.js';
import type { FormatInput } from '../../src/format/index.js';
import { escapeData, escapeProperty, formatGithub } from '../../src/format/github.js';
import { formatInput } from '../support/format-input.js';

function r(sl: number, sc: number, el: number, ec: number): Range {
  return { start: { line: sl, column: sc, offset: 0 }, end: { line: el, column: ec, offset: 0 } };
}

function input(diagnostics: Diagnostic[]): FormatInput {
  return formatInput(diagnostics);
}

describe('github', () => {
  it('prints one annotation per diagnostic, errors and warnings', () => {
    const out = formatGithub(
      input([
        { ruleId: 'policy-conflict', severity: 'error', message: 'policies "a" and "b" match the same calls', file: 'agent.hcl', range: r(7, 1, 7, 11) },
        { ruleId: 'numeric-range', severity: 'warning', message: 'max_retries should be at least 0', file: 'agent.hcl', range: r(12, 17, 12, 19) },
      ]),
    );
    expect(out).toBe(
      '::error file=agent.hcl,line=7,col=1,endLine=7,endColumn=11,title=policy-conflict::policies "a" and "b" match the same calls\n' +
        '::warning file=agent.hcl,line=12,col=17,endLine=12,endColumn=19,title=numeric-range::max_retries should be at least 0\n',
    );
  });

  it('leaves out columns for a range over several lines', () => {
    const out = formatGithub(input([{ ruleId: 'hcl-syntax', severity: 'error', message: 'unclosed block', file: 'agent.hcl', range: r(3, 5, 9, 2) }]));
    expect(out).toBe('::error file=agent.hcl,line=3,endLine=9,title=hcl-syntax::unclosed block\n');
  });

  it('escapes data and property values, and shows control characters from the input', () => {
    const out = formatGithub(
      input([
        {
          ruleId: 'policy-conflict',
          severity: 'error',
          message: '100% sure: a, b\r\n::error::injected',
          file: 'dir,with:odd%chars/agent.hcl',
          range: r(1, 1, 1, 2),
        },
      ]),
    );
    expect(out).toBe(
      '::error file=dir%2Cwith%3Aodd%25chars/agent.hcl,line=1,col=1,endLine=1,endColumn=2,title=policy-conflict::100%25 sure: a, b\\r\\n::error::injected\n',
    );
    expect(out.split('\n')).toHaveLength(2);
  });

  it('appends related places to the message', () => {
    const out = formatGithub(
      input([
        {
          ruleId: 'policy-conflict',
          severity: 'error',
          message: 'policies "a" and "b" match the same calls',
          file: 'agent.hcl',
          range: r(7, 1, 7, 11),
          related: [{ file: 'agent.hcl', range: r(2, 1, 2, 11), message: 'policy "a"' }],
        },
      ]),
    );
    expect(out).toBe(
      '::error file=agent.hcl,line=7,col=1,endLine=7,endColumn=11,title=policy-conflict::policies "a" and "b" match the same calls%0Aagent.hcl:2:1: policy "a"\n',
    );
  });

  it('prints nothing when there is nothing to report', () => {
    expect(formatGithub(input([]))).toBe('');
  });

  it('escapes % first so escapes are not escaped twice', () => {
    expect(escapeData('%0A\n')).toBe('%250A%0A');
    expect(escapeProperty('a:%,b')).toBe('a%3A%25%2Cb');
  });

  it('appends notes to the message after the related places', () => {
    const out = formatGithub(
      input([
        {
          ruleId: 'policy-conflict',
          severity: 'error',
          message: 'policies "a" and "b" match the same calls',
          file: 'agent.hcl',
          range: r(7, 1, 7, 11),
          related: [{ file: 'agent.hcl', range: r(2, 1, 2, 11), message: 'policy "a"' }],
          notes: ['the kernel refuses 100%\n::error::x'],
        },
      ]),
    );
    expect(out).toBe(
      '::error file=agent.hcl,line=7,col=1,endLine=7,endColumn=11,title=policy-conflict::policies "a" and "b" match the same calls%0Aagent.hcl:2:1: policy "a"%0Anote: the kernel refuses 100%25\\n::error::x\n',
    );
  });
});
