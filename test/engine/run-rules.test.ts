// runRules: which rules run, and what a finding becomes.
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/hcl/index.js';
import { runRules } from '../../src/engine/run-rules.js';
import type { Project } from '../../src/models/project.js';
import type { Rule } from '../../src/rules/rule.js';

const range = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 2, offset: 1 } };
const project = (capabilities: Project['capabilities']): Project => ({ agent: { file: { path: 'agent.hcl', parse: parse('') }, model: null }, capabilities });
const rule = (id: string, extra: Partial<Rule['meta']> = {}): Rule => ({
  meta: { id, severity: 'warning', description: id, group: 'agent', needsCapabilities: false, ...extra },
  check: (ctx) =>
    ctx.report({ file: 'agent.hcl', range, message: `from ${id}`, related: id === 'plain' ? [{ file: 'agent.hcl', range, message: 'other' }] : [] }),
});

describe('runRules', () => {
  const rules = [
    rule('plain'),
    rule('caps', { needsCapabilities: true, severity: 'error' }),
    rule('opt', { optIn: true }),
    { meta: { id: 'emitted', severity: 'error', description: 'e', group: 'hcl', needsCapabilities: false, emittedBy: 'parser' } } as Rule,
  ];

  it('attaches the default severity, keeps non-empty related, and skips capability and opt-in rules', () => {
    expect(runRules(project(null), rules)).toEqual([
      { ruleId: 'plain', severity: 'warning', message: 'from plain', file: 'agent.hcl', range, related: [{ file: 'agent.hcl', range, message: 'other' }] },
    ]);
  });

  it('runs capability rules when capabilities exist and opt-in rules when enabled', () => {
    expect(runRules(project(new Map()), rules, { enabledOptIn: new Set(['opt']) }).map((d) => [d.ruleId, d.severity, d.related])).toEqual([
      ['plain', 'warning', [{ file: 'agent.hcl', range, message: 'other' }]],
      ['caps', 'error', undefined],
      ['opt', 'warning', undefined],
    ]);
  });
});
