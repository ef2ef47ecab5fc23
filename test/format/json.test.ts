import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import type { FormatInput } from '../../src/format/index.js';
import { formatJson } from '../../src/format/json.js';
import { formatInput } from '../support/format-input.js';

const conflict: Diagnostic = {
  ruleId: 'policy-conflict',
  severity: 'error',
  message: 'policies "a" and "b" match the same calls with different actions',
  file: 'agent.hcl',
  range: { start: { line: 7, column: 1, offset: 60 }, end: { line: 7, column: 11, offset: 70 } },
  related: [{ file: 'agent.hcl', range: { start: { line: 2, column: 1, offset: 9 }, end: { line: 2, column: 11, offset: 19 } }, message: 'policy "a"' }],
};

const warning: Diagnostic = {
  ruleId: 'undeclared-provider-reference',
  severity: 'warning',
  message: 'settings default_frontend "tui" is not a required_providers entry \u001b',
  file: 'agent.hcl',
  range: { start: { line: 9, column: 3, offset: 80 }, end: { line: 9, column: 19, offset: 96 } },
  related: [],
};

function input(diagnostics: Diagnostic[]): FormatInput {
  return formatInput(diagnostics, { files: ['agent.hcl', '.agent/agent.lock.hcl'], color: true });
}

describe('json formatter', () => {
  it('prints exactly the DESIGN.md schema, 2-space indented with a trailing newline', () => {
    const out = formatJson(input([conflict, warning]));
    expect(out).toBe(`{
  "version": 1,
  "tool": {
    "name": "harness-lint",
    "version": "0.1.0"
  },
  "files": [
    "agent.hcl",
    ".agent/agent.lock.hcl"
  ],
  "diagnostics": [
    {
      "ruleId": "policy-conflict",
      "severity": "error",
      "message": "policies \\"a\\" and \\"b\\" match the same calls with different actions",
      "file": "agent.hcl",
      "range": {
        "start": {
          "line": 7,
          "column": 1
        },
        "end": {
          "line": 7,
          "column": 11
        }
      },
      "related": [
        {
          "file": "agent.hcl",
          "range": {
            "start": {
              "line": 2,
              "column": 1
            },
            "end": {
              "line": 2,
              "column": 11
            }
          },
          "message": "policy \\"a\\""
        }
      ]
    },
    {
      "ruleId": "undeclared-provider-reference",
      "severity": "warning",
      "message": "settings default_frontend \\"tui\\" is not a required_providers entry \\u001b",
      "file": "agent.hcl",
      "range": {
        "start": {
          "line": 9,
          "column": 3
        },
        "end": {
          "line": 9,
          "column": 19
        }
      }
    }
  ],
  "summary": {
    "errors": 1,
    "warnings": 1
  }
}
`);
  });

  it('omits related when empty and drops byte offsets', () => {
    const doc = JSON.parse(formatJson(input([warning])));
    expect(Object.keys(doc)).toEqual(['version', 'tool', 'files', 'diagnostics', 'summary']);
    expect(Object.keys(doc.diagnostics[0])).toEqual(['ruleId', 'severity', 'message', 'file', 'range']);
    expect(doc.diagnostics[0].range.start).toEqual({ line: 9, column: 3 });
  });

  it('prints an empty document for a clean run', () => {
    const doc = JSON.parse(formatJson(input([])));
    expect(doc.diagnostics).toEqual([]);
    expect(doc.summary).toEqual({ errors: 0, warnings: 0 });
  });

  it('carries notes as an array after related, only when there are any', () => {
    const doc = JSON.parse(
      formatJson(
        input([
          { ...conflict, notes: ['the kernel refuses the file'] },
          { ...warning, notes: [] },
        ]),
      ),
    );
    expect(Object.keys(doc.diagnostics[0])).toEqual(['ruleId', 'severity', 'message', 'file', 'range', 'related', 'notes']);
    expect(doc.diagnostics[0].notes).toEqual(['the kernel refuses the file']);
    expect(Object.keys(doc.diagnostics[1])).toEqual(['ruleId', 'severity', 'message', 'file', 'range']);
  });
});
