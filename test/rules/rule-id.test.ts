// Rule ids are a union of literal types derived from the registry (src/rules/index.ts): a
// misspelt id where a decoder, the plugin host or a rule names one does not compile. The
// `@ts-expect-error` lines are checked by `npm run typecheck` (an id that compiled would make
// the directive itself an error).
import { describe, expect, it } from 'vitest';
import { allRules, type RuleId } from '../../src/rules/index.js';
import type { SourceDiagnostic } from '../../src/diagnostics/diagnostic.js';
import type { ProviderFinding } from '../../src/plugin-host/provider-input.js';

describe('RuleId', () => {
  it('names exactly the registry ids', () => {
    const ids: RuleId[] = ['policy-conflict', 'hcl-syntax', 'cap-kind-risk', 'plugin-not-installed', 'lock-file-missing', 'unused-suppression'];
    // @ts-expect-error a misspelt id is not a RuleId
    const misspelt: RuleId = 'policy-conflit';
    const known = new Set<string>(allRules.map((r) => r.meta.id));
    expect(ids.filter((id) => !known.has(id))).toEqual([]);
    expect(known.has(misspelt)).toBe(false);
  });

  it("types a decoder's and the plugin host's findings", () => {
    const range = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
    const decoded: SourceDiagnostic<RuleId> = { ruleId: 'duplicate-last-wins', severity: 'warning', message: 'm', range };
    // @ts-expect-error a decoder cannot emit a misspelt id
    const wrong: SourceDiagnostic<RuleId> = { ruleId: 'duplicate-last-win', severity: 'warning', message: 'm', range };
    const host: ProviderFinding = { ruleId: 'plugin-launch-failed', severity: 'error', message: 'm' };
    // @ts-expect-error the plugin host emits only the plugin group's ids
    const notHost: ProviderFinding = { ruleId: 'policy-conflict', severity: 'error', message: 'm' };
    expect([decoded, wrong, host, notHost].map((d) => d.ruleId)).toEqual([
      'duplicate-last-wins',
      'duplicate-last-win',
      'plugin-launch-failed',
      'policy-conflict',
    ]);
  });
});
