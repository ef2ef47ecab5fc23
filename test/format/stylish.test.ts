import { describe, expect, it } from 'vitest';
import type { Diagnostic, RelatedInfo } from '../../src/diagnostics/diagnostic.js';
import type { FormatInput } from '../../src/format/index.js';
import { formatStylish } from '../../src/format/stylish.js';
import { formatInput } from '../support/format-input.js';

function diag(
  file: string,
  [line, column, endLine, endColumn]: [number, number, number, number],
  severity: Diagnostic['severity'],
  ruleId: string,
  message: string,
  related?: RelatedInfo[],
): Diagnostic {
  const d: Diagnostic = {
    ruleId,
    severity,
    message,
    file,
    range: { start: { line, column, offset: 0 }, end: { line: endLine, column: endColumn, offset: 0 } },
  };
  if (related) d.related = related;
  return d;
}

function input(diagnostics: Diagnostic[], sources: Record<string, string>, color = false): FormatInput {
  return formatInput(diagnostics, { files: Object.keys(sources), source: (f) => sources[f], color });
}

const AGENT = 'provider "x" {\n\tkey = "日本"\n  other = 1\n}\n';

describe('stylish formatter', () => {
  it('groups by file, aligns columns, draws tab-aware code frames and a summary', () => {
    const out = formatStylish(
      input(
        [
          diag('agent.hcl', [2, 2, 2, 5], 'error', 'provider-config-unknown-attr', 'provider "x" has no attribute "key"'),
          diag('agent.hcl', [2, 8, 2, 12], 'warning', 'some-warning', 'wide "日本"', [
            { file: 'agent.hcl', range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 9, offset: 8 } }, message: 'provider "x"' },
          ]),
          diag('lock.hcl', [1, 1, 1, 18], 'error', 'lock-version-unsupported', 'lock_file_version 9 is not supported'),
        ],
        { 'agent.hcl': AGENT, 'lock.hcl': 'lock_file_version = 9\n' },
      ),
    );
    expect(out).toBe(
      [
        'agent.hcl',
        '  2:2  error    provider "x" has no attribute "key"  provider-config-unknown-attr',
        '',
        '  > 2 |     key = "日本"',
        '      |     ^^^',
        '',
        '  2:8  warning  wide "日本"  some-warning',
        '    note: agent.hcl:1:1: provider "x"',
        '',
        '  > 2 |     key = "日本"',
        '      |           ^^^^^^',
        '',
        'lock.hcl',
        '  1:1  error  lock_file_version 9 is not supported  lock-version-unsupported',
        '',
        '  > 1 | lock_file_version = 9',
        '      | ^^^^^^^^^^^^^^^^^',
        '',
        '✖ 3 problems (2 errors, 1 warning)',
        '',
      ].join('\n'),
    );
  });

  it('prints nothing when there is nothing to report', () => {
    expect(formatStylish(input([], { 'agent.hcl': AGENT }))).toBe('');
  });

  it('underlines every line of a multi-line range, up to three lines', () => {
    const out = formatStylish(input([diag('agent.hcl', [1, 14, 5, 1], 'error', 'hcl-syntax', 'block')], { 'agent.hcl': AGENT }));
    expect(out).toBe(
      [
        'agent.hcl',
        '  1:14  error  block  hcl-syntax',
        '',
        '  > 1 | provider "x" {',
        '      |              ^',
        '    2 |     key = "日本"',
        '      | ^^^^^^^^^^^^^^^^',
        '    3 |   other = 1',
        '      | ^^^^^^^^^^^',
        '      | …',
        '',
        '✖ 1 problem (1 error, 0 warnings)',
        '',
      ].join('\n'),
    );
  });

  it('puts one caret at an empty range, also past the end of the line', () => {
    const out = formatStylish(input([diag('agent.hcl', [3, 12, 3, 12], 'error', 'hcl-syntax', 'Missing newline')], { 'agent.hcl': AGENT }));
    expect(out).toContain('  > 3 |   other = 1\n      |            ^\n');
  });

  it('counts columns in code points (astral characters are one column)', () => {
    const out = formatStylish(input([diag('a.hcl', [1, 7, 1, 8], 'warning', 'w', 'm')], { 'a.hcl': 'x = "🚀" # ok\n' }));
    // Column 7 is the closing quote: "x", " ", "=", " ", '"', then the rocket (one column, two cells).
    expect(out).toContain('  > 1 | x = "🚀" # ok\n      |        ^\n');
  });

  it('escapes control characters in messages, file names and source lines', () => {
    const out = formatStylish(input([diag('a\u001b.hcl', [1, 6, 1, 7], 'error', 'r', 'name "\u001b[2J" \u202e')], { 'a\u001b.hcl': 'a = "\u001b[2J"\n' }));
    expect(out).not.toMatch(/[\u001b\u202e]/u);
    expect(out).toContain('a\\x1b.hcl\n');
    expect(out).toContain('name "\\x1b[2J" \\u202e  r');
    // The escaped ESC (column 6) is four cells wide, so it gets four carets.
    expect(out).toContain('  > 1 | a = "\\x1b[2J"\n      |      ^^^^\n');
    const after = formatStylish(input([diag('a.hcl', [1, 7, 1, 8], 'error', 'r', 'm')], { 'a.hcl': 'a = "\u001b[2J"\n' }));
    expect(after).toContain('  > 1 | a = "\\x1b[2J"\n      |          ^\n');
  });

  it('skips the code frame when the source is unavailable', () => {
    const out = formatStylish(input([diag('gone.hcl', [1, 1, 1, 2], 'error', 'r', 'm')], {}));
    expect(out).toBe('gone.hcl\n  1:1  error  m  r\n\n✖ 1 problem (1 error, 0 warnings)\n');
  });

  it('styles with ANSI colours only when asked', () => {
    const diagnostics = [diag('agent.hcl', [3, 3, 3, 8], 'warning', 'r', 'm')];
    const plain = formatStylish(input(diagnostics, { 'agent.hcl': AGENT }, false));
    const coloured = formatStylish(input(diagnostics, { 'agent.hcl': AGENT }, true));
    expect(plain).not.toContain('\u001b[');
    expect(coloured).toContain('\u001b[33mwarning\u001b[39m');
    expect(coloured).toContain('\u001b[4magent.hcl\u001b[24m');
    expect(coloured.replace(/\u001b\[\d+m/g, '')).toBe(plain);
  });

  it('never shows the value of an attribute a secret rule points at, in any frame', () => {
    const source = 'provider "p" {\n  api_key = "sk-LIVE" # key\n  note = <<EOT\nsk-HEREDOC\nEOT\n}\n';
    const out = formatStylish(
      input(
        [
          diag('agent.hcl', [2, 3, 2, 22], 'error', 'secret-not-env', 'api_key must be env("NAME")'),
          diag('agent.hcl', [2, 13, 2, 22], 'error', 'provider-config-type-mismatch', 'api_key is a string'),
          diag('agent.hcl', [3, 3, 5, 4], 'error', 'secret-not-env', 'note must be env("NAME")'),
        ],
        { 'agent.hcl': source },
      ),
    );
    expect(out).not.toMatch(/sk-LIVE|sk-HEREDOC/);
    // api_key is also a credential name, so the rest of its line is masked too.
    expect(out).toContain('  > 2 |   api_key = ********* * ***\n      |   ^^^^^^^^^^^^^^^^^^^\n');
    expect(out).toContain('  > 2 |   api_key = ********* * ***\n      |             ^^^^^^^^^\n');
    expect(out).toContain('  > 3 |   note = *****\n      |   ^^^^^^^^^^^^\n    4 | **********\n      | ^^^^^^^^^^\n    5 | ***\n      | ^^^\n');
  });

  it('masks what follows a credential-named attribute even without a finding about it', () => {
    const source = 'mirror {\n  url  = "https://r.example.com"\n  auth = "hunter2" oops\n  "api-token" = "t0k"\n}\n';
    const out = formatStylish(
      input(
        [
          diag('g.hcl', [2, 3, 2, 6], 'warning', 'w', 'not a secret'),
          diag('g.hcl', [3, 20, 3, 24], 'error', 'hcl-syntax', 'Missing newline after argument'),
          diag('g.hcl', [4, 3, 4, 14], 'error', 'x', 'quoted key'),
        ],
        { 'g.hcl': source },
      ),
    );
    expect(out).not.toMatch(/hunter2|t0k/);
    expect(out).toContain('  > 2 |   url  = "https://r.example.com"\n');
    expect(out).toContain('  > 3 |   auth = ********* ****\n      | ' + ' '.repeat(19) + '^^^^\n');
    expect(out).toContain('  > 4 |   "api-token" = *****\n');
  });

  it('shows a window of a very long line around the range', () => {
    const line = Array.from({ length: 300 }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');
    const out = formatStylish(input([diag('min.hcl', [1, 200, 1, 203], 'error', 'hcl-syntax', 'm')], { 'min.hcl': `${line}\n` }));
    expect(out).toContain(`  > 1 | …${line.slice(179, 243)}…\n      |  ${' '.repeat(20)}^^^\n`);
    // The window keeps each frame line within an 80-column terminal, carets under their code.
    for (const l of out.split('\n')) expect([...l].length).toBeLessThanOrEqual(80);
    const atStart = formatStylish(input([diag('min.hcl', [1, 1, 1, 2], 'error', 'hcl-syntax', 'm')], { 'min.hcl': `${line}\n` }));
    expect(atStart).toContain(`  > 1 | ${line.slice(0, 64)}…\n      | ^\n`);
    const atEnd = formatStylish(input([diag('min.hcl', [1, 301, 1, 301], 'error', 'hcl-syntax', 'm')], { 'min.hcl': `${line}\n` }));
    expect(atEnd).toContain(`  > 1 | …${line.slice(236)}\n      |  ${' '.repeat(64)}^\n`);
  });

  it('prints notes under the finding, after its code frame, escaped; without a frame right under it', () => {
    const noted = {
      ...diag('agent.hcl', [3, 3, 3, 8], 'warning', 'some-warning', 'other is odd'),
      notes: ['the kernel does not check it yet', 'plugin text \u001b[2J'],
    };
    const out = formatStylish(input([noted, { ...noted, file: 'gone.hcl' }], { 'agent.hcl': AGENT }));
    expect(out).toBe(
      [
        'agent.hcl',
        '  3:3  warning  other is odd  some-warning',
        '',
        '  > 3 |   other = 1',
        '      |   ^^^^^',
        '    note: the kernel does not check it yet',
        '    note: plugin text \\x1b[2J',
        '',
        'gone.hcl',
        '  3:3  warning  other is odd  some-warning',
        '    note: the kernel does not check it yet',
        '    note: plugin text \\x1b[2J',
        '',
        '✖ 2 problems (0 errors, 2 warnings)',
        '',
      ].join('\n'),
    );
  });
});
