import { testRule } from '../../support/rule-tester.js';

const policy = (match: string) => `policy "p" {\n  match  = ${match}\n  action = "ask"\n}\n`;

testRule('policy-ask-downgraded', {
  valid: [{ name: 'ask on resources', agent: policy('{ kind = "resource" }') }],
  invalid: [
    {
      name: 'ask on data sources: deny (what the kernel does) or allow, the person picks',
      agent: policy('{ kind = "data_source" }'),
      errors: [
        {
          range: [3, 3, 3, 17],
          message: 'policy "p" asks, but the kernel denies kind = "data_source" calls; write action = "deny" (or "allow")',
          notes: ['it only matches kind = "data_source" calls, for which the kernel downgrades "ask" to "deny" at evaluation time'],
        },
      ],
      suggestions: [
        { message: 'Replace with "deny" (what the kernel does)', edits: [{ range: [3, 12, 3, 17], text: '"deny"' }] },
        { message: 'Replace with "allow"', edits: [{ range: [3, 12, 3, 17], text: '"allow"' }] },
      ],
    },
    {
      name: 'ask on read_only calls',
      agent: policy('{ risk = "read_only" }'),
      errors: [
        {
          range: [3, 3, 3, 17],
          message: 'policy "p" asks, but the kernel denies risk = "read_only" calls; write action = "deny" (or "allow")',
          notes: ['it only matches risk = "read_only" calls, for which the kernel downgrades "ask" to "deny" at evaluation time'],
        },
      ],
      suggestions: [
        { message: 'Replace with "deny" (what the kernel does)', edits: [{ range: [3, 12, 3, 17], text: '"deny"' }] },
        { message: 'Replace with "allow"', edits: [{ range: [3, 12, 3, 17], text: '"allow"' }] },
      ],
    },
  ],
});
