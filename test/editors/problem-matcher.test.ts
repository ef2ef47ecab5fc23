// The VS Code problem matcher in docs/editors.md must read what `--format compact` prints.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { formatCompact } from '../../src/format/compact.js';
import { formatInput } from '../support/format-input.js';

const doc = readFileSync(fileURLToPath(new URL('../../docs/editors.md', import.meta.url)), 'utf8');

function tasksJson(): { tasks: { problemMatcher: { pattern: Record<string, string | number> } }[] } {
  const marker = doc.indexOf('<!-- problem-matcher:');
  expect(marker).toBeGreaterThan(-1);
  const block = /```json\n([\s\S]*?)\n```/.exec(doc.slice(marker));
  expect(block).not.toBeNull();
  return JSON.parse(block![1]);
}

const pattern = tasksJson().tasks[0].problemMatcher.pattern;
const regexp = new RegExp(String(pattern.regexp));

function compactLine(d: Omit<Diagnostic, 'range'> & { line: number; column: number }): string {
  const diagnostic: Diagnostic = {
    ruleId: d.ruleId,
    severity: d.severity,
    message: d.message,
    file: d.file,
    range: { start: { line: d.line, column: d.column, offset: 0 }, end: { line: d.line, column: d.column + 1, offset: 0 } },
  };
  const out = formatCompact(formatInput([diagnostic], { files: [d.file] }));
  return out.replace(/\n$/, '');
}

function read(line: string) {
  const m = regexp.exec(line);
  expect(m, line).not.toBeNull();
  return {
    file: m![Number(pattern.file)],
    line: Number(m![Number(pattern.line)]),
    column: Number(m![Number(pattern.column)]),
    severity: m![Number(pattern.severity)],
    message: m![Number(pattern.message)],
    code: m![Number(pattern.code)],
  };
}

describe('VS Code problem matcher (docs/editors.md)', () => {
  it.each([
    {
      file: 'agent.hcl',
      line: 7,
      column: 1,
      severity: 'error' as const,
      message: 'policies "a" and "b" match the same calls',
      ruleId: 'policy-conflict',
    },
    {
      file: 'my projects/team a/agent.hcl',
      line: 12,
      column: 3,
      severity: 'warning' as const,
      message: 'max_retries = -1: must be at least 0',
      ruleId: 'numeric-range',
    },
    {
      file: 'services/agent.hcl',
      line: 3,
      column: 14,
      severity: 'error' as const,
      message: 'tool_name "fs:[read]" does not match [a-z_]+ [x]',
      ruleId: 'profile-tool-unknown',
    },
    {
      file: '/abs/path with: colon/agent.hcl',
      line: 100,
      column: 42,
      severity: 'warning' as const,
      message: 'see agent.hcl:3:4: error: quoted text',
      ruleId: 'unused-suppression',
    },
    {
      file: 'émoji-😀/agent.hcl',
      line: 1,
      column: 2,
      severity: 'error' as const,
      message: 'provider "ünïcode" is not declared',
      ruleId: 'hook-provider-undeclared',
    },
  ])('reads $file:$line:$column', (d) => {
    const line = compactLine(d);
    expect(read(line)).toEqual({ file: d.file, line: d.line, column: d.column, severity: d.severity, message: d.message, code: d.ruleId });
  });

  it('does not match lines that are not findings', () => {
    for (const line of ['', 'harness-lint 0.1.0', '2 errors, 1 warning', 'agent.hcl:3: error: no column [x]', 'agent.hcl:3:4: info: not a severity [x]']) {
      expect(regexp.test(line), line).toBe(false);
    }
  });

  it('maps every group the matcher names', () => {
    expect(Object.keys(pattern).sort()).toEqual(['code', 'column', 'file', 'line', 'message', 'regexp', 'severity']);
  });
});
