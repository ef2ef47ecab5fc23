// A FormatInput for formatter tests: no source texts, no rules, a fixed working directory,
// unless the test says otherwise.
import type { Diagnostic, Range } from '../../src/diagnostics/diagnostic.js';
import type { FormatInput } from '../../src/format/index.js';

export function formatInput(diagnostics: readonly Diagnostic[], more: Partial<FormatInput> = {}): FormatInput {
  return {
    diagnostics,
    files: ['agent.hcl'],
    source: () => undefined,
    tool: { name: 'harness-lint', version: '0.1.0' },
    color: false,
    rules: [],
    cwd: '/repo',
    ...more,
  };
}

/** A range from line:column to line:column (byte offsets unused by formatters). */
export function range(sl: number, sc: number, el: number, ec: number): Range {
  return { start: { line: sl, column: sc, offset: 0 }, end: { line: el, column: ec, offset: 0 } };
}

/** An error with a related place, and every XML markup character in its message. */
export const policyConflict: Diagnostic = {
  ruleId: 'policy-conflict',
  severity: 'error',
  message: 'policies "a" & "b" match <the same> calls',
  file: 'agent.hcl',
  range: range(7, 3, 9, 2),
  related: [{ file: 'agent.hcl', range: range(2, 1, 2, 11), message: 'policy "a"' }],
};
