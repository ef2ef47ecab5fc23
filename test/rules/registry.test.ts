// The registry (src/rules/index.ts): every rule in catalogue order with its catalogue severity,
// and where its findings come from. Ids are literal types derived from it: a misspelt id in a
// rule, the parser, a decoder or the plugin host does not compile (the `@ts-expect-error` lines
// are checked by `npm run typecheck`: an id that compiled would make the directive an error),
// and each id an emitter declares has exactly one rule.
import { describe, expect, it } from 'vitest';
import { allRules, EMITTED_RULE_IDS, type RuleId } from '../../src/rules/index.js';
import type { SourceDiagnostic } from '../../src/diagnostics/diagnostic.js';
import type { ParserRuleId } from '../../src/hcl/parser.js';
import type { ProviderFinding } from '../../src/plugin-host/provider-input.js';

type Source = 'parser' | 'decoder' | 'plugin-host' | 'check' | 'engine';
type Flag = 'capabilities' | 'opt-in';

/** id, severity, group, what emits it (a check of its own, or the engine: inline suppressions), and whether it needs capabilities or is opt-in. */
const CATALOGUE: [string, string, string, Source, ...Flag[]][] = [
  ['hcl-syntax', 'error', 'hcl', 'parser'],
  ['hcl-single-line-block', 'error', 'hcl', 'parser'],
  ['hcl-duplicate-attribute', 'error', 'hcl', 'parser'],
  ['hcl-unsupported-block', 'error', 'hcl', 'decoder'],
  ['hcl-unsupported-argument', 'error', 'hcl', 'decoder'],
  ['hcl-missing-required-argument', 'error', 'hcl', 'decoder'],
  ['hcl-block-labels', 'error', 'hcl', 'decoder'],
  ['expr-not-allowed', 'error', 'hcl', 'decoder'],
  ['duplicate-last-wins', 'warning', 'hcl', 'decoder'],
  ['duplicate-singleton-block', 'error', 'agent', 'decoder'],
  ['attr-type-mismatch', 'error', 'agent', 'decoder'],
  ['enum-value-invalid', 'error', 'agent', 'check'],
  ['required-provider-shape', 'error', 'agent', 'decoder'],
  ['required-provider-unknown-key', 'warning', 'agent', 'check'],
  ['provider-source-format', 'error', 'agent', 'check'],
  ['version-constraint-syntax', 'error', 'agent', 'check'],
  ['undeclared-provider-reference', 'warning', 'agent', 'check'],
  ['policy-conflict', 'error', 'agent', 'check'],
  ['policy-empty-match', 'warning', 'agent', 'check'],
  ['policy-match-unknown-key', 'warning', 'agent', 'check'],
  ['policy-ask-downgraded', 'warning', 'agent', 'check'],
  ['policy-unsatisfiable', 'warning', 'agent', 'check'],
  ['policy-duplicate-name', 'warning', 'agent', 'check'],
  ['profile-model-missing-primary', 'error', 'agent', 'check'],
  ['profile-tool-scope-malformed', 'error', 'agent', 'check'],
  ['numeric-range', 'warning', 'agent', 'check'],
  ['integer-truncated', 'warning', 'agent', 'decoder'],
  ['hook-point-unknown', 'error', 'agent', 'check'],
  ['hook-provider-undeclared', 'error', 'agent', 'check'],
  ['hook-transform-non-mutable', 'warning', 'agent', 'check'],
  ['hook-duplicate-subscription', 'warning', 'agent', 'check'],
  ['settings-observability-ignored', 'warning', 'agent', 'check'],
  ['env-empty-name', 'error', 'agent', 'check'],
  ['token-budget-convention', 'warning', 'agent', 'check'],
  ['secret-literal', 'error', 'agent', 'check'],
  ['provider-config-unknown-attr', 'error', 'capabilities', 'check', 'capabilities'],
  ['provider-config-missing-required', 'error', 'capabilities', 'check', 'capabilities'],
  ['provider-config-type-mismatch', 'error', 'capabilities', 'check', 'capabilities'],
  ['provider-config-unknown-nested-attr', 'warning', 'capabilities', 'check', 'capabilities'],
  ['secret-not-env', 'error', 'capabilities', 'check', 'capabilities'],
  ['hook-point-unsupported', 'error', 'capabilities', 'check', 'capabilities'],
  ['profile-tool-unknown', 'error', 'capabilities', 'check', 'capabilities'],
  ['profile-tool-wildcard-empty', 'warning', 'capabilities', 'check', 'capabilities'],
  ['profile-slash-command-unresolved', 'warning', 'capabilities', 'check', 'capabilities'],
  ['slash-command-collision', 'error', 'capabilities', 'check', 'capabilities'],
  ['model-ref-unresolvable', 'warning', 'capabilities', 'check', 'capabilities'],
  ['settings-default-frontend', 'warning', 'capabilities', 'check', 'capabilities'],
  ['policy-tool-unknown', 'warning', 'capabilities', 'check', 'capabilities'],
  ['policy-matches-nothing', 'warning', 'capabilities', 'check', 'capabilities'],
  ['policy-shadowed', 'warning', 'capabilities', 'check', 'capabilities'],
  ['high-risk-allowed', 'warning', 'capabilities', 'check', 'capabilities'],
  ['profile-scope-denied', 'warning', 'capabilities', 'check', 'capabilities'],
  ['provider-identity-mismatch', 'warning', 'cross-file', 'check', 'capabilities'],
  ['cap-config-attr-type', 'error', 'advertised', 'check', 'capabilities'],
  ['cap-config-object-attributes', 'error', 'advertised', 'check', 'capabilities'],
  ['cap-config-default-json', 'error', 'advertised', 'check', 'capabilities'],
  ['cap-config-default-json-required', 'warning', 'advertised', 'check', 'capabilities'],
  ['cap-duplicate-name', 'error', 'advertised', 'check', 'capabilities'],
  ['cap-kind-risk', 'error', 'advertised', 'check', 'capabilities'],
  ['cap-concurrency-spec', 'warning', 'advertised', 'check', 'capabilities'],
  ['cap-key-fields', 'warning', 'advertised', 'check', 'capabilities'],
  ['cap-schema-subset', 'error', 'advertised', 'check', 'capabilities'],
  ['cap-description-missing', 'warning', 'advertised', 'check', 'capabilities'],
  ['cap-model-pricing', 'error', 'advertised', 'check', 'capabilities'],
  ['plugin-not-installed', 'warning', 'plugin', 'plugin-host'],
  ['plugin-checksum-mismatch', 'error', 'plugin', 'plugin-host'],
  ['plugin-launch-failed', 'error', 'plugin', 'plugin-host'],
  ['plugin-rpc-failed', 'error', 'plugin', 'plugin-host'],
  ['plugin-describe-missing', 'warning', 'plugin', 'plugin-host'],
  ['plugin-protocol-version', 'error', 'plugin', 'plugin-host'],
  ['plugin-category-mismatch', 'warning', 'plugin', 'plugin-host'],
  ['lock-version-unsupported', 'error', 'lock', 'decoder'],
  ['lock-resolved-at-format', 'error', 'lock', 'check'],
  ['lock-checksums-empty', 'error', 'lock', 'check'],
  ['lock-checksum-format', 'warning', 'lock', 'check'],
  ['lock-checksum-platform-key', 'warning', 'lock', 'check'],
  ['lock-version-not-exact', 'error', 'lock', 'check'],
  ['mirror-duplicate-prefix', 'warning', 'global', 'check'],
  ['lock-entry-missing', 'warning', 'cross-file', 'check'],
  ['lock-entry-orphan', 'warning', 'cross-file', 'check'],
  ['lock-source-mismatch', 'warning', 'cross-file', 'check'],
  ['lock-version-unsatisfied', 'warning', 'cross-file', 'check'],
  ['lock-entry-dev-overridden', 'warning', 'cross-file', 'check'],
  ['lock-file-missing', 'warning', 'cross-file', 'check'],
  ['dev-override-in-checkout', 'warning', 'global', 'check'],
  ['env-var-unset', 'error', 'env', 'check', 'opt-in'],
  ['dev-override-binary', 'error', 'env', 'check', 'opt-in'],
  ['invalid-suppression', 'warning', 'linter', 'engine'],
  ['unused-suppression', 'warning', 'linter', 'engine'],
];

const registered = allRules.map(({ meta, check }): [string, string, string, Source, ...Flag[]] => {
  const flags: Flag[] = [...(meta.needsCapabilities ? (['capabilities'] as const) : []), ...(meta.optIn ? (['opt-in'] as const) : [])];
  return [meta.id, meta.severity, meta.group, meta.emittedBy ?? (check ? 'check' : 'engine'), ...flags];
});

describe('allRules', () => {
  it('holds every rule in catalogue order, with its severity, group and source', () => {
    expect(registered).toEqual(CATALOGUE);
  });

  it('has rules with a check function or an emitter, not both, and one-line descriptions', () => {
    for (const { meta, check } of allRules) {
      expect(Boolean(check) && Boolean(meta.emittedBy), meta.id).toBe(false);
      expect(meta.description.includes('\n'), meta.id).toBe(false);
    }
  });
});

describe('the ids emitters declare', () => {
  const kind = (module: string) => (module.endsWith('parser.ts') ? 'parser' : module.includes('plugin-host') ? 'plugin-host' : 'decoder');
  const lists = Object.entries(EMITTED_RULE_IDS);

  it('each have exactly one rule, and no list names an id twice', () => {
    for (const [module, ids] of lists) {
      expect(new Set(ids).size, module).toBe(ids.length);
      for (const id of ids) expect(allRules.filter((r) => r.meta.id === id).length, `${module}: ${id}`).toBe(1);
    }
  });

  it("cover every rule that has no check, but the engine's own", () => {
    for (const { meta } of allRules.filter((r) => r.meta.emittedBy)) {
      const by = lists.filter(([, ids]) => (ids as readonly string[]).includes(meta.id)).map(([module]) => kind(module));
      expect(by, meta.id).toContain(meta.emittedBy);
      expect(new Set(by), meta.id).toEqual(new Set([meta.emittedBy]));
    }
    expect(allRules.filter((r) => !r.check && !r.meta.emittedBy).map((r) => r.meta.group)).toEqual(['linter', 'linter']);
  });

  it("name two ids that a rule's check reports too: the global config's auth is decoded, agent.hcl's is checked", () => {
    const both = allRules.filter((r) => r.check && lists.some(([, ids]) => (ids as readonly string[]).includes(r.meta.id))).map((r) => r.meta.id);
    expect(both).toEqual(['env-empty-name', 'secret-not-env']);
  });
});

describe('RuleId', () => {
  it('names exactly the registry ids', () => {
    const ids: RuleId[] = ['policy-conflict', 'hcl-syntax', 'cap-kind-risk', 'plugin-not-installed', 'lock-file-missing', 'unused-suppression'];
    // @ts-expect-error a misspelt id is not a RuleId
    const misspelt: RuleId = 'policy-conflit';
    const known = new Set<string>(allRules.map((r) => r.meta.id));
    expect(ids.filter((id) => !known.has(id))).toEqual([]);
    expect(known.has(misspelt)).toBe(false);
  });

  it("types the parser's, a decoder's and the plugin host's findings, and the emitters' lists", () => {
    const range = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
    const parsed: SourceDiagnostic<ParserRuleId> = { ruleId: 'hcl-syntax', severity: 'error', message: 'm', range };
    // @ts-expect-error the parser emits only its own ids
    const notParsed: SourceDiagnostic<ParserRuleId> = { ruleId: 'duplicate-last-wins', severity: 'error', message: 'm', range };
    const decoded: SourceDiagnostic<RuleId> = { ruleId: 'duplicate-last-wins', severity: 'warning', message: 'm', range };
    // @ts-expect-error a decoder cannot emit a misspelt id
    const wrong: SourceDiagnostic<RuleId> = { ruleId: 'duplicate-last-win', severity: 'warning', message: 'm', range };
    const host: ProviderFinding = { ruleId: 'plugin-launch-failed', severity: 'error', message: 'm' };
    // @ts-expect-error the plugin host emits only the plugin group's ids
    const notHost: ProviderFinding = { ruleId: 'policy-conflict', severity: 'error', message: 'm' };
    // As EMITTED_RULE_IDS checks every emitter's list:
    // @ts-expect-error a list naming an id no rule has does not compile
    const list = ['hcl-syntx'] as const satisfies readonly RuleId[];
    expect([parsed, notParsed, decoded, wrong, host, notHost].map((d) => d.ruleId)).toEqual([
      'hcl-syntax',
      'duplicate-last-wins',
      'duplicate-last-wins',
      'duplicate-last-win',
      'plugin-launch-failed',
      'policy-conflict',
    ]);
    expect(list).toEqual(['hcl-syntx']);
  });
});
