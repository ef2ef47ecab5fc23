import { testRule } from '../../support/rule-tester.js';

const policy = (name: string, match: string) => `policy "${name}" {\n  match  = ${match}\n  action = "deny"\n}\n`;
const related = (line: number, name: string) => [{ range: [line, 1, line, 11] as [number, number, number, number], message: `policy "${name}"` }];
const BOTH = ['both match exactly { risk = "critical", kind = "resource" }, which the kernel refuses whatever their actions'];

testRule('policy-conflict', {
  valid: [{ name: 'one more specific', agent: policy('a', '{ kind = "resource" }') + policy('b', '{ kind = "resource", risk = "critical" }') }],
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
  ],
});
