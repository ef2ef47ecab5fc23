// The suppression logic on comments as the real parser reports them.
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/hcl/index.js';
import { sortDiagnostics, type Diagnostic, type Range } from '../../src/diagnostics/diagnostic.js';
import { applySuppressions } from '../../src/engine/suppressions.js';

function r(line: number, from: number, to: number): Range {
  return { start: { line, column: from, offset: 0 }, end: { line, column: to, offset: 0 } };
}

function run(source: string, diagnostics: Diagnostic[]) {
  const { file } = parse(Buffer.from(source));
  return sortDiagnostics(
    applySuppressions({
      file: 'agent.hcl',
      comments: file.comments,
      source: file.source,
      diagnostics,
      knownRuleIds: ['numeric-range', 'policy-conflict', 'policy-empty-match'],
    }),
  );
}

describe('suppressions with parsed comments', () => {
  it('own-line, trailing, // and /* */ directives; a CRLF file; astral characters', () => {
    const source = [
      'settings {',
      '  # harness-lint-ignore: numeric-range -- tuned by hand',
      '  max_retries = -1',
      '  label = "😀😀" // harness-lint-ignore: policy-empty-match',
      '  /* harness-lint-ignore: policy-conflict */',
      '  other = 2',
      '}',
      '',
    ].join('\r\n');
    const out = run(source, [
      { ruleId: 'numeric-range', severity: 'warning', message: 'm', file: 'agent.hcl', range: r(3, 17, 19) },
      { ruleId: 'policy-empty-match', severity: 'warning', message: 'm', file: 'agent.hcl', range: r(4, 3, 8) },
      { ruleId: 'policy-conflict', severity: 'error', message: 'm', file: 'agent.hcl', range: r(6, 3, 8) },
    ]);
    expect(out).toEqual([]);
  });

  it('reports an unused directive at the parsed comment range', () => {
    const source = 'a = 1\nb = "😀" # harness-lint-ignore: numeric-range\n';
    const out = run(source, []);
    expect(out).toEqual([
      {
        ruleId: 'unused-suppression',
        severity: 'warning',
        message: 'unused suppression: no "numeric-range" finding on line 2; remove "numeric-range" from this directive',
        file: 'agent.hcl',
        range: { start: { line: 2, column: 9, offset: 17 }, end: { line: 2, column: 45, offset: 53 } },
      },
    ]);
  });
});
