import { type ProviderSpec, testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

const FILES: ProviderSpec = {
  category: 'tool',
  capabilities: {
    tools: [
      { name: 'read_file', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' },
      { name: 'write_file', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_MODERATE' },
    ],
  },
};
/** Asks on a tool each: read_file (a data source) and write_file (a resource). */
const ASKING = `${declare('files')}policy "confirm_reads" {\n  match  = { provider = "files", tool_name = "read_file" }\n  action = "ask"\n}\npolicy "confirm_writes" {\n  match  = { provider = "files", tool_name = "write_file" }\n  action = "ask"\n}\n`;

const policy = (match: string) => `policy "p" {\n  match  = ${match}\n  action = "ask"\n}\n`;

testRule('policy-ask-downgraded', {
  valid: [
    { name: 'ask on resources', agent: policy('{ kind = "resource" }') },
    { name: 'allow on data sources', agent: policy('{ kind = "data_source" }').replace('"ask"', '"allow"') },
    { name: 'ask on a named tool, plugins not asked', agent: ASKING },
  ],
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
    {
      name: 'ask on a tool the plugin advertises as a data source',
      agent: ASKING,
      capabilities: { files: FILES },
      errors: [
        {
          range: [6, 3, 6, 17],
          message:
            'policy "confirm_reads" asks, but provider "files" advertises "read_file" as data_source, for which the kernel downgrades "ask" to "deny" at evaluation time; write action = "deny" (or "allow")',
        },
      ],
      suggestions: [
        { message: 'Replace with "deny" (what the kernel does)', edits: [{ range: [6, 12, 6, 17], text: '"deny"' }] },
        { message: 'Replace with "allow"', edits: [{ range: [6, 12, 6, 17], text: '"allow"' }] },
      ],
    },
  ],
});
