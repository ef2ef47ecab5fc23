import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { applySeverityOverrides, effectiveSeverity, isRuleEnabled } from '../../src/engine/severity.js';

function d(ruleId: string, severity: 'error' | 'warning', line: number): Diagnostic {
  return {
    ruleId,
    severity,
    message: `${ruleId} at ${line}`,
    file: 'agent.hcl',
    range: { start: { line, column: 1, offset: 0 }, end: { line, column: 5, offset: 0 } },
  };
}

describe('applySeverityOverrides', () => {
  const input = [d('policy-conflict', 'error', 3), d('numeric-range', 'warning', 1), d('policy-empty-match', 'warning', 2), d('policy-conflict', 'error', 5)];

  it('drops rules set to off, rewrites the rest, keeps unconfigured ones, in their order', () => {
    const out = applySeverityOverrides(input, { 'policy-conflict': 'warning', 'policy-empty-match': 'off', 'numeric-range': 'error' });
    expect(out).toEqual([
      { ...d('policy-conflict', 'error', 3), severity: 'warning' },
      { ...d('numeric-range', 'warning', 1), severity: 'error' },
      { ...d('policy-conflict', 'error', 5), severity: 'warning' },
    ]);
  });

  it('leaves diagnostics untouched with an empty config', () => {
    expect(applySeverityOverrides(input, {})).toEqual(input);
  });

  it('does not mutate its input', () => {
    const copy = structuredClone(input);
    applySeverityOverrides(input, { 'policy-conflict': 'warning' });
    expect(input).toEqual(copy);
  });

  it('ignores inherited object keys as rule ids', () => {
    const odd = [d('constructor', 'error', 1), d('toString', 'warning', 2)];
    expect(applySeverityOverrides(odd, {})).toEqual(odd);
  });
});

describe('which rules run', () => {
  const conflict = { id: 'policy-conflict', severity: 'error' as const };
  const envVar = { id: 'env-var-unset', severity: 'error' as const, optIn: true };

  it('an ordinary rule runs unless turned off', () => {
    expect(isRuleEnabled(conflict, {})).toBe(true);
    expect(isRuleEnabled(conflict, { 'policy-conflict': 'off' })).toBe(false);
    expect(effectiveSeverity(conflict, { 'policy-conflict': 'warning' })).toBe('warning');
  });

  it('an opt-in rule runs only when given a severity', () => {
    expect(isRuleEnabled(envVar, {})).toBe(false);
    expect(effectiveSeverity(envVar, {})).toBe('off');
    expect(isRuleEnabled(envVar, { 'env-var-unset': 'warning' })).toBe(true);
    expect(effectiveSeverity(envVar, { 'env-var-unset': 'warning' })).toBe('warning');
    expect(effectiveSeverity(envVar, { 'env-var-unset': 'error' })).toBe('error');
  });
});
