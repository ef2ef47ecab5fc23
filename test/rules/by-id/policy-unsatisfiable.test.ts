import { type ProviderSpec, testRule } from '../../support/rule-tester.js';
import { declare, tool } from './fixtures.js';

const policy = (match: string) => `policy "a" {\n  match  = ${match}\n  action = "deny"\n}\n`;
const P: Record<string, ProviderSpec> = { p: { category: 'tool', capabilities: { tools: [tool()] } } };

testRule('policy-unsatisfiable', {
  valid: [
    {
      name: 'possible combinations',
      agent: policy('{ kind = "resource", risk = "critical" }') + policy('{ kind = "data_source", risk = "read_only" }').replace('"a"', '"b"'),
    },
    { name: "an unknown risk is enum-value-invalid's", agent: policy('{ kind = "data_source", risk = "bogus" }') },
    { name: 'the advertised kind', agent: declare('p') + policy('{ provider = "p", tool_name = "read_file", kind = "data_source" }'), capabilities: P },
  ],
  invalid: [
    {
      name: 'a read_only resource',
      agent: policy('{ kind = "resource", risk = "read_only" }'),
      errors: [
        {
          range: [2, 3, 2, 53],
          message: 'policy "a" can never match kind = "resource" with risk = "read_only"; drop one of the two criteria',
          notes: ['the combination is impossible, because a resource operation is never read_only'],
        },
      ],
    },
    {
      name: 'a critical data_source',
      agent: policy('{ kind = "data_source", risk = "critical" }'),
      errors: [
        {
          range: [2, 3, 2, 55],
          message: 'policy "a" can never match kind = "data_source" with risk = "critical"; drop one of the two criteria',
          notes: ['the combination is impossible, because a data_source operation is always read_only'],
        },
      ],
    },
    {
      name: 'a kind the plugin contradicts',
      agent: declare('p') + policy('{ provider = "p", tool_name = "read_file", kind = "resource" }'),
      capabilities: P,
      errors: [
        {
          range: [5, 3, 5, 74],
          message:
            'policy "a" can never match: provider "p" advertises "read_file", and the rule says kind = "resource" but it is data_source; fix or drop the contradicting criteria',
        },
      ],
    },
    {
      name: 'a risk the plugin contradicts',
      agent: declare('p') + policy('{ provider = "p", tool_name = "read_file", risk = "critical" }'),
      capabilities: P,
      errors: [
        {
          range: [5, 3, 5, 74],
          message:
            'policy "a" can never match: provider "p" advertises "read_file", and the rule says risk = "critical" but its risk is read_only; fix or drop the contradicting criteria',
        },
      ],
    },
    {
      name: 'what the plugin contradicts, and what no operation has, each once',
      agent:
        declare('p') +
        policy('{ provider = "p", tool_name = "write_file", risk = "high" }') +
        policy('{ provider = "p", tool_name = "write_file", kind = "resource", risk = "moderate" }').replace('"a"', '"b"') +
        policy('{ provider = "p", tool_name = "write_file", kind = "resource", risk = "read_only" }').replace('"a"', '"c"'),
      capabilities: {
        p: { category: 'tool', capabilities: { tools: [tool({ name: 'write_file', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_MODERATE' })] } },
      },
      errors: [
        {
          range: [5, 3, 5, 71],
          message:
            'policy "a" can never match: provider "p" advertises "write_file", and the rule says risk = "high" but its risk is moderate; fix or drop the contradicting criteria',
        },
        {
          range: [13, 3, 13, 95],
          message: 'policy "c" can never match kind = "resource" with risk = "read_only"; drop one of the two criteria',
          notes: ['the combination is impossible, because a resource operation is never read_only'],
        },
      ],
    },
  ],
});
