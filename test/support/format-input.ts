// A FormatInput for formatter tests: no source texts, no rules, a fixed working directory,
// unless the test says otherwise.
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import type { FormatInput } from '../../src/diagnostics/format/index.js';

export function formatInput(diagnostics: readonly Diagnostic[], more: Partial<FormatInput> = {}): FormatInput {
  return { diagnostics, files: ['agent.hcl'], source: () => undefined, tool: { name: 'harness-lint', version: '0.1.0' }, color: false, rules: [], cwd: '/repo', ...more };
}
