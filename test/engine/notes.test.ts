// Notes travel with a finding from the rule or decoder that made it to the finished diagnostics.
import { describe, expect, it } from 'vitest';
import { withFile, type Diagnostic, type Range } from '../../src/diagnostics/diagnostic.js';
import { mergeOutputs, type LintOutput } from '../../src/engine/index.js';
import { runRules } from '../../src/engine/run-rules.js';
import type { Project } from '../../src/models/project.js';
import type { Rule } from '../../src/rules/rule.js';

const RANGE: Range = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 4, offset: 3 } };

function output(diagnostics: Diagnostic[]): LintOutput {
  return { files: ['agent.hcl'], projects: [{ agent: 'agent.hcl' }], diagnostics };
}

describe('notes', () => {
  it('a rule reports them and runRules keeps them; none become no field', () => {
    const rule: Rule = {
      meta: { id: 'x-rule', severity: 'warning', description: 'x', group: 'agent', needsCapabilities: false },
      check: (ctx) => {
        ctx.report({ file: 'agent.hcl', range: RANGE, message: 'short', notes: ['why it matters'] });
        ctx.report({ file: 'agent.hcl', range: RANGE, message: 'bare', notes: [] });
      },
    };
    const out = runRules({ capabilities: null } as unknown as Project, [rule]);
    expect(out).toEqual([
      { ruleId: 'x-rule', severity: 'warning', message: 'short', file: 'agent.hcl', range: RANGE, notes: ['why it matters'] },
      { ruleId: 'x-rule', severity: 'warning', message: 'bare', file: 'agent.hcl', range: RANGE },
    ]);
  });

  it("a decoder's finding keeps them when it is tied to its file", () => {
    expect(withFile('agent.hcl', { ruleId: 'hcl-syntax', severity: 'error', message: 'm', range: RANGE, notes: ['n'] })).toEqual({
      ruleId: 'hcl-syntax',
      severity: 'error',
      message: 'm',
      file: 'agent.hcl',
      range: RANGE,
      notes: ['n'],
    });
  });

  it('dedupe drops a repeat with the same notes and keeps one whose notes differ', () => {
    const d: Diagnostic = { ruleId: 'x-rule', severity: 'warning', message: 'm', file: 'agent.hcl', range: RANGE, notes: ['one'] };
    expect(mergeOutputs([output([d]), output([{ ...d, notes: ['one'] }])]).diagnostics).toEqual([d]);
    expect(mergeOutputs([output([d]), output([{ ...d, notes: ['two'] }])]).diagnostics).toEqual([d, { ...d, notes: ['two'] }]);
  });
});
