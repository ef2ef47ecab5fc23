import { describe, expect, it } from 'vitest';
import { parse } from '../../../src/hcl/index.js';
import { decodeAgentConfig } from '../../../src/models/agent/decode.js';
import { runRules } from '../../../src/engine/run-rules.js';
import * as policyConflict from '../../../src/rules/agent/policy-conflict.js';
import * as policyDuplicateName from '../../../src/rules/agent/policy-duplicate-name.js';
import { testRule } from '../../support/rule-tester.js';
import { growthAt10x, LINEAR_AT_10X } from '../../support/cpu-time.js';

const policy = (name: string, match: string, action = 'ask') => `policy "${name}" {\n  match  = ${match}\n  action = "${action}"\n}\n`;

testRule('policy-duplicate-name', {
  valid: [
    {
      name: 'two names',
      agent:
        'policy "gate" {\n  match  = { kind = "resource" }\n  action = "ask"\n}\npolicy "stop" {\n  match  = { risk = "critical" }\n  action = "deny"\n}\n',
    },
    {
      name: 'one name on two conflicting policies: policy-conflict alone',
      agent: policy('gate', '{ kind = "resource" }') + policy('gate', '{ kind = "resource" }', 'deny'),
    },
  ],
  invalid: [
    {
      name: 'one name twice',
      agent:
        'policy "gate" {\n  match  = { kind = "resource" }\n  action = "ask"\n}\npolicy "gate" {\n  match  = { risk = "critical" }\n  action = "deny"\n}\n',
      errors: [
        {
          range: [5, 1, 5, 14],
          message: 'policy "gate" is declared again (first on line 1): the kernel accepts both, but its messages cannot tell them apart; rename one',
          related: [{ range: [1, 1, 1, 14], message: 'policy "gate"' }],
        },
      ],
    },
    {
      name: "each re-declaration once, naming the first it does not conflict with; the conflicting pair is policy-conflict's",
      agent: policy('p', '{ kind = "resource" }') + policy('p', '{ risk = "high" }') + policy('p', '{ kind = "resource" }'),
      errors: [
        {
          range: [5, 1, 5, 11],
          message: 'policy "p" is declared again (first on line 1): the kernel accepts both, but its messages cannot tell them apart; rename one',
          related: [{ range: [1, 1, 1, 11], message: 'policy "p"' }],
        },
        {
          range: [9, 1, 9, 11],
          message: 'policy "p" is declared again (first on line 5): the kernel accepts both, but its messages cannot tell them apart; rename one',
          related: [{ range: [5, 1, 5, 11], message: 'policy "p"' }],
        },
      ],
    },
  ],
});

describe('policy-duplicate-name on many policies', () => {
  it('gives one finding per re-declaration, in linear time, when thousands of policies share one label', async () => {
    const checking = (n: number) => {
      const parsed = parse(Array.from({ length: n }, (_, i) => policy('same', `{ tool_name = "t${i}" }`)).join(''));
      return () =>
        runRules({ agent: { file: { path: 'agent.hcl', parse: parsed }, model: decodeAgentConfig(parsed.file).model }, capabilities: null }, [
          policyConflict,
          policyDuplicateName,
        ]);
    };
    const diags = checking(5000)();
    // One finding per re-declaration (not one per pair: 12,497,500), each naming the first.
    const found = diags.filter((d) => d.ruleId === 'policy-duplicate-name');
    expect(found).toHaveLength(4999);
    expect(found.every((d) => d.message.includes('(first on line 1)'))).toBe(true);
    expect(await growthAt10x(500, checking)).toBeLessThan(LINEAR_AT_10X);
  });
});
