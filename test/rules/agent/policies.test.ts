import { describe, expect, it } from 'vitest';
import { parse } from '../../../src/hcl/index.js';
import { decodeAgentConfig } from '../../../src/models/agent/decode.js';
import { runRules } from '../../../src/engine/run-rules.js';
import * as policyConflict from '../../../src/rules/agent/policy-conflict.js';
import * as policyDuplicateName from '../../../src/rules/agent/policy-duplicate-name.js';
import * as policyEmptyMatch from '../../../src/rules/agent/policy-empty-match.js';
import * as policyMatchUnknownKey from '../../../src/rules/agent/policy-match-unknown-key.js';
import * as policyAskDowngraded from '../../../src/rules/agent/policy-ask-downgraded.js';
import * as policyUnsatisfiable from '../../../src/rules/agent/policy-unsatisfiable.js';
import { at, findings, lintAgent } from './helpers.js';
import { growthAt10x, LINEAR_AT_10X } from '../../support/cpu-time.js';

const policy = (name: string, match: string, action = 'ask') => `policy "${name}" {\n  match  = ${match}\n  action = "${action}"\n}\n`;

describe('policy-conflict', () => {
  const rules = [policyConflict, policyDuplicateName];
  it('reports identical criteria whatever the actions and key order, naming both policies', () => {
    const src = policy('a', '{ provider = "fs", kind = "resource" }', 'allow') + policy('b', '{ kind = "resource", provider = "fs" }', 'deny');
    expect(findings(src, 'policy-conflict', rules)).toEqual([
      {
        ruleId: 'policy-conflict',
        severity: 'error',
        message: 'policy "b" conflicts with policy "a" on line 1; merge them or make one more specific',
        notes: ['both match exactly { provider = "fs", kind = "resource" }, which the kernel refuses whatever their actions'],
        range: at(src, 'policy "b"'),
        related: [{ range: at(src, 'policy "a"'), message: 'policy "a"' }],
      },
    ]);
  });

  it('reports every conflicting pair at the later policy, same actions and empty matches too', () => {
    const src = policy('a', '{}') + policy('b', '{}') + policy('c', '{}');
    expect(findings(src, 'policy-conflict', rules).map((d) => [d.range.start.line, d.message, d.related?.map((r) => r.range.start.line)])).toEqual([
      [5, 'policy "b" conflicts with policy "a" on line 1; merge them or make one more specific', [1]],
      [9, 'policy "c" conflicts with policy "a" on line 1; merge them or make one more specific', [1]],
      [9, 'policy "c" conflicts with policy "b" on line 5; merge them or make one more specific', [5]],
    ]);
  });

  it('names at most ten earlier copies of a policy repeated many times, then how many more', () => {
    const src = Array.from({ length: 13 }, (_, i) => policy(`p${i}`, '{ tool_name = "rm" }')).join('');
    const last = findings(src, 'policy-conflict', rules).filter((d) => d.message.startsWith('policy "p12"'));
    expect(last.map((d) => d.message.replace(/; merge them.*/, ''))).toEqual([
      ...Array.from({ length: 9 }, (_, j) => `policy "p12" conflicts with policy "p${j}" on line ${4 * j + 1}`),
      'policy "p12" conflicts with policy "p9" on line 37 (and 2 more earlier policies with the same criteria)',
    ]);
    expect(findings(src, 'policy-conflict', rules)).toHaveLength(1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 10 + 10);
  });

  it('ignores unknown keys and uses the last of duplicate keys', () => {
    const src = policy('a', '{ tool_name = "x", tool_name = "read_file" }') + policy('b', '{ tool_name = "read_file", category = "io" }');
    expect(findings(src, 'policy-conflict', rules).map((d) => d.range)).toEqual([at(src, 'policy "b"')]);
  });

  it('does not report the same keys with different values, or different keys', () => {
    const src =
      policy('a', '{ tool_name = "read_file" }') + policy('b', '{ tool_name = "write_file" }') + policy('c', '{ tool_name = "read_file", provider = "fs" }');
    expect(findings(src, 'policy-conflict', rules)).toEqual([]);
  });

  it('finds the 2,500 conflicting pairs among 5,000 policies', () => {
    const parts: string[] = [];
    for (let i = 0; i < 5000; i++) parts.push(policy(`p${i}`, `{ tool_name = "t${i % 2500}", provider = "fs" }`));
    const parsed = parse(parts.join(''));
    const decoded = decodeAgentConfig(parsed.file);
    const diags = runRules({ agent: { file: { path: 'agent.hcl', parse: parsed }, model: decoded.model }, capabilities: null }, rules);
    expect(diags.filter((d) => d.ruleId === 'policy-conflict')).toHaveLength(2500);
  });
});

describe('policy-duplicate-name', () => {
  const rules = [policyConflict, policyDuplicateName];
  it('warns at a later policy with the same label that does not conflict', () => {
    const src = policy('gate', '{ kind = "resource" }') + policy('gate', '{ risk = "critical" }', 'deny');
    expect(findings(src, 'policy-duplicate-name', rules)).toEqual([
      {
        ruleId: 'policy-duplicate-name',
        severity: 'warning',
        message: 'policy "gate" is declared again (also on line 1): the kernel accepts both, but its messages cannot tell them apart; rename one',
        range: at(src, 'policy "gate"', 2),
        related: [{ range: at(src, 'policy "gate"'), message: 'policy "gate"' }],
      },
    ]);
  });
  it('reports every same-label pair that does not conflict, and leaves the conflicting pair to policy-conflict', () => {
    const src = policy('p', '{ kind = "resource" }') + policy('p', '{ risk = "high" }') + policy('p', '{ kind = "resource" }');
    expect(lintAgent(src, rules).map((d) => [d.ruleId, d.range.start.line, d.related?.[0].range.start.line])).toEqual([
      ['policy-duplicate-name', 5, 1],
      ['policy-conflict', 9, 1],
      ['policy-duplicate-name', 9, 5],
    ]);
  });
  it('stays linear when thousands of policies share one label', async () => {
    const checking = (n: number) => {
      const parsed = parse(Array.from({ length: n }, (_, i) => policy('same', `{ tool_name = "t${i}" }`)).join(''));
      return () => runRules({ agent: { file: { path: 'agent.hcl', parse: parsed }, model: decodeAgentConfig(parsed.file).model }, capabilities: null }, rules);
    };
    const diags = checking(5000)();
    // Each later policy names at most ten earlier ones: 1 + 2 + … + 10, then 10 for each of the other 4,989.
    expect(diags.filter((d) => d.ruleId === 'policy-duplicate-name')).toHaveLength(55 + 10 * 4989);
    expect(diags.filter((d) => d.message.includes('and 4989 more'))).toHaveLength(1);
    expect(await growthAt10x(500, checking)).toBeLessThan(LINEAR_AT_10X);
  });

  it('leaves conflicting same-name policies to policy-conflict alone', () => {
    const src = policy('gate', '{ kind = "resource" }') + policy('gate', '{ kind = "resource" }', 'deny');
    expect(lintAgent(src, rules).map((d) => d.ruleId)).toEqual(['policy-conflict']);
  });
});

describe('policy-empty-match', () => {
  const rules = [policyEmptyMatch];
  it('warns at match when none of the four keys is set', () => {
    const src = policy('everything', '{}') + policy('typo', '{ tool = "x" }');
    expect(findings(src, 'policy-empty-match', rules)).toEqual([
      {
        ruleId: 'policy-empty-match',
        severity: 'warning',
        message: 'policy "everything" has an empty match, so it matches every call; add criteria if that is not intended',
        notes: ['a match sets any of tool_name, provider, risk, kind'],
        range: at(src, 'match  = {}'),
      },
      {
        ruleId: 'policy-empty-match',
        severity: 'warning',
        message: 'policy "typo" has an empty match ("tool" is not recognised), so it matches every call; add criteria if that is not intended',
        notes: ['a match sets any of tool_name, provider, risk, kind'],
        range: at(src, 'match  = { tool = "x" }'),
      },
    ]);
  });
  it('accepts a match with criteria', () => {
    expect(findings(policy('p', '{ risk = "high" }'), 'policy-empty-match', rules)).toEqual([]);
  });
});

describe('policy-match-unknown-key', () => {
  const rules = [policyMatchUnknownKey];
  it('warns at each unknown key, suggesting near names', () => {
    const src = policy('p', '{ tools_name = "x", category = "io", kind = "resource" }');
    expect(findings(src, 'policy-match-unknown-key', rules)).toEqual([
      {
        ruleId: 'policy-match-unknown-key',
        severity: 'warning',
        message: 'policy "p": match key "tools_name" is not recognised; did you mean "tool_name"?',
        notes: ['the kernel silently ignores an unknown match key, which widens the rule'],
        range: at(src, 'tools_name'),
      },
      {
        ruleId: 'policy-match-unknown-key',
        severity: 'warning',
        message: 'policy "p": match key "category" is not recognised; use tool_name, provider, risk or kind',
        notes: ['the kernel silently ignores an unknown match key, which widens the rule'],
        range: at(src, 'category'),
      },
    ]);
  });
  it('accepts the four recognised keys', () => {
    expect(findings(policy('p', '{ tool_name = "a", provider = "b", risk = "low", kind = "resource" }'), 'policy-match-unknown-key', rules)).toEqual([]);
  });
});

describe('policy-ask-downgraded', () => {
  const rules = [policyAskDowngraded];
  it('warns at action for ask on data_source or read_only rules', () => {
    const src = policy('reads', '{ kind = "data_source" }') + policy('safe', '{ risk = "read_only" }');
    expect(findings(src, 'policy-ask-downgraded', rules)).toEqual([
      {
        ruleId: 'policy-ask-downgraded',
        severity: 'warning',
        message: 'policy "reads" asks, but the kernel denies kind = "data_source" calls; write action = "deny" (or "allow")',
        notes: ['it only matches kind = "data_source" calls, for which the kernel downgrades "ask" to "deny" at evaluation time'],
        range: at(src, 'action = "ask"'),
      },
      {
        ruleId: 'policy-ask-downgraded',
        severity: 'warning',
        message: 'policy "safe" asks, but the kernel denies risk = "read_only" calls; write action = "deny" (or "allow")',
        notes: ['it only matches risk = "read_only" calls, for which the kernel downgrades "ask" to "deny" at evaluation time'],
        range: at(src, 'action = "ask"', 2),
      },
    ]);
  });
  it('accepts ask on resources and allow on data sources', () => {
    const src = policy('writes', '{ kind = "resource" }') + policy('reads', '{ kind = "data_source" }', 'allow');
    expect(findings(src, 'policy-ask-downgraded', rules)).toEqual([]);
  });
});

describe('policy-unsatisfiable', () => {
  const rules = [policyUnsatisfiable];
  it('warns at match for impossible kind/risk pairs', () => {
    const src = policy('a', '{ kind = "resource", risk = "read_only" }', 'allow') + policy('b', '{ kind = "data_source", risk = "high" }', 'deny');
    expect(findings(src, 'policy-unsatisfiable', rules)).toEqual([
      {
        ruleId: 'policy-unsatisfiable',
        severity: 'warning',
        message: 'policy "a" can never match kind = "resource" with risk = "read_only"; drop one of the two criteria',
        notes: ['the combination is impossible, because a resource operation is never read_only'],
        range: at(src, 'match  = { kind = "resource", risk = "read_only" }'),
      },
      {
        ruleId: 'policy-unsatisfiable',
        severity: 'warning',
        message: 'policy "b" can never match kind = "data_source" with risk = "high"; drop one of the two criteria',
        notes: ['the combination is impossible, because a data_source operation is always read_only'],
        range: at(src, 'match  = { kind = "data_source", risk = "high" }'),
      },
    ]);
  });
  it('accepts possible combinations and leaves unknown risks to enum-value-invalid', () => {
    const src =
      policy('a', '{ kind = "resource", risk = "low" }') +
      policy('b', '{ kind = "data_source", risk = "read_only" }', 'allow') +
      policy('c', '{ kind = "data_source", risk = "bogus" }', 'deny');
    expect(findings(src, 'policy-unsatisfiable', rules)).toEqual([]);
  });
});
