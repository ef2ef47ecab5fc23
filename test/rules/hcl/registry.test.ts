// Groups 1 and 2 are registered with the catalogue's ids and severities, and group-1 ids are
// emitted by the parser or a decoder rather than checked by a rule function.
import { describe, expect, it } from 'vitest';
import { allRules } from '../../../src/rules/index.js';
import { hclRules } from '../../../src/rules/hcl/index.js';
import { agentRules } from '../../../src/rules/agent/index.js';

const GROUP_1: Record<string, string> = {
  'hcl-syntax': 'error',
  'hcl-single-line-block': 'error',
  'hcl-duplicate-attribute': 'error',
  'hcl-unsupported-block': 'error',
  'hcl-unsupported-argument': 'error',
  'hcl-missing-required-argument': 'error',
  'hcl-block-labels': 'error',
  'expr-not-allowed': 'error',
  'duplicate-last-wins': 'warning',
};

const GROUP_2: Record<string, string> = {
  'duplicate-singleton-block': 'error',
  'attr-type-mismatch': 'error',
  'enum-value-invalid': 'error',
  'required-provider-shape': 'error',
  'required-provider-unknown-key': 'warning',
  'provider-source-format': 'error',
  'version-constraint-syntax': 'error',
  'undeclared-provider-reference': 'warning',
  'policy-conflict': 'error',
  'policy-empty-match': 'warning',
  'policy-match-unknown-key': 'warning',
  'policy-ask-downgraded': 'warning',
  'policy-unsatisfiable': 'warning',
  'policy-duplicate-name': 'warning',
  'profile-model-missing-primary': 'error',
  'profile-tool-scope-malformed': 'error',
  'numeric-range': 'warning',
  'integer-truncated': 'warning',
  'hook-point-unknown': 'error',
  'hook-provider-undeclared': 'error',
  'hook-transform-non-mutable': 'warning',
  'hook-duplicate-subscription': 'warning',
  'settings-observability-ignored': 'warning',
  'env-empty-name': 'error',
  'token-budget-convention': 'warning',
  // The linter's own, after the catalogue's entries.
  'secret-literal': 'error',
};

const severities = (rules: typeof allRules) => Object.fromEntries(rules.map((r) => [r.meta.id, r.meta.severity]));

describe('rule registry for groups 1 and 2', () => {
  it('registers group 1 in catalogue order with catalogue severities, all parser- or decoder-emitted', () => {
    expect(Object.keys(severities(hclRules))).toEqual(Object.keys(GROUP_1));
    expect(severities(hclRules)).toEqual(GROUP_1);
    for (const r of hclRules) {
      expect(r.check, r.meta.id).toBeUndefined();
      expect(['parser', 'decoder'], r.meta.id).toContain(r.meta.emittedBy);
      expect(r.meta.group, r.meta.id).toBe('hcl');
    }
  });

  it('registers group 2 in catalogue order with catalogue severities', () => {
    expect(Object.keys(severities(agentRules))).toEqual(Object.keys(GROUP_2));
    expect(severities(agentRules)).toEqual(GROUP_2);
    for (const r of agentRules) {
      expect(r.meta.group, r.meta.id).toBe('agent');
      expect(r.meta.needsCapabilities, r.meta.id).toBe(false);
      expect(r.meta.description.includes('\n'), r.meta.id).toBe(false);
      expect(Boolean(r.check) !== Boolean(r.meta.emittedBy), `${r.meta.id}: a check function or an emitter, not both`).toBe(true);
    }
  });

  it('includes both groups in allRules', () => {
    const ids = allRules.map((r) => r.meta.id);
    for (const id of [...Object.keys(GROUP_1), ...Object.keys(GROUP_2)]) expect(ids).toContain(id);
  });
});
