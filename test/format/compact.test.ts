import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { formatCompact } from '../../src/format/compact.js';
import type { FormatInput } from '../../src/format/index.js';
import { formatInput } from '../support/format-input.js';

function diag(file: string, line: number, column: number, severity: Diagnostic['severity'], ruleId: string, message: string): Diagnostic {
  return { ruleId, severity, message, file, range: { start: { line, column, offset: 0 }, end: { line, column: column + 1, offset: 1 } } };
}

function input(diagnostics: Diagnostic[]): FormatInput {
  return formatInput(diagnostics, { tool: { name: 'harness-lint', version: '9.9.9' } });
}

describe('compact formatter', () => {
  it('prints one gcc-shaped line per diagnostic', () => {
    const out = formatCompact(
      input([
        diag('agent.hcl', 3, 5, 'error', 'hcl-syntax', 'Unclosed configuration block'),
        diag('.agent/agent.lock.hcl', 12, 7, 'warning', 'lock-checksum-format', 'checksum for "linux_amd64" is not sha256: plus 64 hex digits'),
      ]),
    );
    expect(out).toBe(
      'agent.hcl:3:5: error: Unclosed configuration block [hcl-syntax]\n' +
        '.agent/agent.lock.hcl:12:7: warning: checksum for "linux_amd64" is not sha256: plus 64 hex digits [lock-checksum-format]\n',
    );
  });

  it('prints nothing for no diagnostics', () => {
    expect(formatCompact(input([]))).toBe('');
  });

  it('escapes control characters and bidi overrides that came from the input', () => {
    const out = formatCompact(input([diag('a\nb.hcl', 1, 1, 'error', 'policy-conflict', 'policy "x\u001b[31my\u202e" \t\r done\u0085')]));
    expect(out).toBe('a\\nb.hcl:1:1: error: policy "x\\x1b[31my\\u202e" \\t\\r done\\x85 [policy-conflict]\n');
    expect(out.split('\n')).toHaveLength(2);
  });

  it('keeps printable Unicode as is', () => {
    const out = formatCompact(input([diag('agent.hcl', 2, 3, 'warning', 'x', 'profile "日本語 🚀"')]));
    expect(out).toBe('agent.hcl:2:3: warning: profile "日本語 🚀" [x]\n');
  });
});
