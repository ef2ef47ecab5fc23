import { describe, expect, it } from 'vitest';
import { parse } from '../../../src/hcl/index.js';
import { decodeAgentConfig } from '../../../src/models/agent/decode.js';
import { runRules } from '../../../src/engine/run-rules.js';
import * as policyConflict from '../../../src/rules/agent/policy-conflict.js';
import { ruleDiagnostics, testRule } from '../../support/rule-tester.js';

const policy = (name: string, match: string, action = 'deny') => `policy "${name}" {\n  match  = ${match}\n  action = "${action}"\n}\n`;
const related = (line: number, name: string) => [{ range: [line, 1, line, 11] as [number, number, number, number], message: `policy "${name}"` }];
const BOTH = ['both match exactly { risk = "critical", kind = "resource" }, which the kernel refuses whatever their actions'];

testRule('policy-conflict', {
  valid: [
    { name: 'one more specific', agent: policy('a', '{ kind = "resource" }') + policy('b', '{ kind = "resource", risk = "critical" }') },
    {
      name: 'the same keys with other values',
      agent:
        policy('a', '{ tool_name = "read_file" }') + policy('b', '{ tool_name = "write_file" }') + policy('c', '{ tool_name = "read_file", provider = "fs" }'),
    },
  ],
  invalid: [
    {
      name: 'the same criteria in any order, every pair at the later policy',
      agent:
        policy('a', '{ kind = "resource", risk = "critical" }') +
        policy('b', '{ risk = "critical", kind = "resource" }') +
        policy('c', '{ kind = "resource", risk = "critical" }'),
      errors: [
        {
          range: [5, 1, 5, 11],
          message: 'policy "b" conflicts with policy "a" on line 1; merge them or make one more specific',
          related: related(1, 'a'),
          notes: BOTH,
        },
        {
          range: [9, 1, 9, 11],
          message: 'policy "c" conflicts with policy "a" on line 1; merge them or make one more specific',
          related: related(1, 'a'),
          notes: BOTH,
        },
        {
          range: [9, 1, 9, 11],
          message: 'policy "c" conflicts with policy "b" on line 5; merge them or make one more specific',
          related: related(5, 'b'),
          notes: BOTH,
        },
      ],
    },
    {
      name: 'two empty matches',
      agent: policy('a', '{}') + policy('b', '{}'),
      errors: [
        {
          range: [5, 1, 5, 11],
          message: 'policy "b" conflicts with policy "a" on line 1; merge them or make one more specific',
          related: related(1, 'a'),
          notes: ['both match exactly {}, which the kernel refuses whatever their actions'],
        },
      ],
    },
    {
      name: 'whatever the actions',
      agent: policy('a', '{ provider = "fs", kind = "resource" }', 'allow') + policy('b', '{ kind = "resource", provider = "fs" }', 'deny'),
      errors: [
        {
          range: [5, 1, 5, 11],
          message: 'policy "b" conflicts with policy "a" on line 1; merge them or make one more specific',
          related: [{ range: [1, 1, 1, 11], message: 'policy "a"' }],
          notes: ['both match exactly { provider = "fs", kind = "resource" }, which the kernel refuses whatever their actions'],
        },
      ],
    },
    {
      name: 'unknown keys ignored, the last of duplicate keys used',
      agent: policy('a', '{ tool_name = "x", tool_name = "read_file" }') + policy('b', '{ tool_name = "read_file", category = "io" }'),
      errors: [
        {
          range: [5, 1, 5, 11],
          message: 'policy "b" conflicts with policy "a" on line 1; merge them or make one more specific',
          related: [{ range: [1, 1, 1, 11], message: 'policy "a"' }],
          notes: ['both match exactly { tool_name = "read_file" }, which the kernel refuses whatever their actions'],
        },
      ],
    },
  ],
});

describe('policy-conflict on many policies', () => {
  it('names at most ten earlier copies of a policy repeated many times, then how many more', () => {
    const found = ruleDiagnostics({ agent: Array.from({ length: 13 }, (_, i) => policy(`p${i}`, '{ tool_name = "rm" }')).join('') }, 'policy-conflict');
    const last = found.filter((d) => d.message.startsWith('policy "p12"'));
    expect(last.map((d) => d.message.replace(/; merge them.*/, ''))).toEqual([
      ...Array.from({ length: 9 }, (_, j) => `policy "p12" conflicts with policy "p${j}" on line ${4 * j + 1}`),
      'policy "p12" conflicts with policy "p9" on line 37 (and 2 more earlier policies with the same criteria)',
    ]);
    expect(found).toHaveLength(1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 10 + 10);
  });

  it('finds the 2,500 conflicting pairs among 5,000 policies', () => {
    const parsed = parse(Array.from({ length: 5000 }, (_, i) => policy(`p${i}`, `{ tool_name = "t${i % 2500}", provider = "fs" }`)).join(''));
    const project = { agent: { file: { path: 'agent.hcl', parse: parsed }, model: decodeAgentConfig(parsed.file).model }, capabilities: null };
    expect(runRules(project, [policyConflict])).toHaveLength(2500);
  });
});
