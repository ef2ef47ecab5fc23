// No comment text or diagnostic list makes suppression handling throw, lose findings it did
// not silence, or depend on input order.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Comment } from '../../src/hcl/ast.js';
import { sortDiagnostics, type Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { applySuppressions } from '../../src/engine/suppressions.js';

const IDS = ['policy-conflict', 'numeric-range', 'hcl-syntax', 'hook-point-unknown'];

const directiveText = fc.oneof(
  fc.string(),
  fc
    .tuple(
      fc.constantFrom('harness-lint-ignore', 'harness-lint-ignore-file', 'harness-lint-ignorefile', 'harness-lint-ignore-'),
      fc.constantFrom(':', ' :', '', '::'),
      fc.array(fc.oneof(fc.constantFrom(...IDS), fc.string({ unit: 'binary' })), { maxLength: 3 }),
      fc.option(fc.string()),
    )
    .map(([head, colon, ids, reason]) => `${head}${colon} ${ids.join(',')}${reason === null ? '' : ` -- ${reason}`}`),
);

const arbComment = fc
  .record({
    line: fc.integer({ min: 1, max: 6 }),
    column: fc.integer({ min: 1, max: 10 }),
    style: fc.constantFrom('#', '//', '/*' as const),
    body: directiveText,
  })
  .map(({ line, column, style, body }): Comment => {
    const text = style === '/*' ? `/*${body}*/` : `${style}${body}`;
    return { text, style, range: { start: { line, column, offset: 0 }, end: { line, column: column + [...text].length, offset: 0 } } };
  });

const arbDiagnostic = fc.record({ ruleId: fc.constantFrom(...IDS), line: fc.integer({ min: 1, max: 7 }), file: fc.constantFrom('agent.hcl', 'other.hcl') }).map(
  ({ ruleId, line, file }): Diagnostic => ({
    ruleId,
    severity: 'error',
    message: `${ruleId}@${line}`,
    file,
    range: { start: { line, column: 1, offset: 0 }, end: { line, column: 2, offset: 0 } },
  }),
);

describe('applySuppressions properties', () => {
  it('never throws; keeps or silences each finding; adds only its own warnings; ignores input order', () => {
    fc.assert(
      fc.property(fc.array(arbComment, { maxLength: 5 }), fc.array(arbDiagnostic, { maxLength: 8 }), fc.string(), (comments, diagnostics, source) => {
        const input = { file: 'agent.hcl', comments, source, knownRuleIds: IDS };
        const out = sortDiagnostics(applySuppressions({ ...input, diagnostics }));
        const reversed = sortDiagnostics(applySuppressions({ ...input, diagnostics: [...diagnostics].reverse() }));
        expect(JSON.stringify(reversed)).toBe(JSON.stringify(out));
        for (const d of out) {
          if (d.ruleId === 'unused-suppression' || d.ruleId === 'invalid-suppression') {
            expect(d.severity).toBe('warning');
            expect(d.message).not.toMatch(/[\n\r]/);
          } else expect(diagnostics).toContainEqual(d);
        }
        for (const d of diagnostics) {
          if (d.file !== 'agent.hcl' || d.ruleId === 'hcl-syntax') expect(out).toContainEqual(d);
        }
      }),
      { numRuns: 500 },
    );
  });
});
