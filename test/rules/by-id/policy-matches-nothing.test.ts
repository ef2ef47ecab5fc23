import { testRule } from '../../support/rule-tester.js';
import { EXAMPLE_HCL } from '../../permissions/example.js';
import { plugins, policy, withProviders } from './permissions-fixtures.js';

const NOTES = ['a kind criterion never matches an interactive call, and a risk criterion never matches a call whose risk is unset'];
const one = (match: string, action: string) => withProviders(policy('p', match, action));

testRule('policy-matches-nothing', {
  valid: [
    { name: "the worked example's policies each match", agent: EXAMPLE_HCL, capabilities: plugins() },
    { name: 'a guard naming no provider', agent: one('{ risk = "moderate" }', 'deny'), capabilities: plugins() },
    { name: 'an ask naming no provider', agent: one('{ risk = "moderate", kind = "resource" }', 'ask'), capabilities: plugins() },
    {
      name: 'the provider it names did not answer',
      agent: one('{ provider = "agent", kind = "data_source" }', 'allow'),
      capabilities: plugins('filesystem', 'web'),
    },
    { name: 'naming no provider, while one did not answer', agent: one('{ risk = "moderate" }', 'allow'), capabilities: plugins('filesystem', 'agent') },
    {
      name: "a tool_name nobody advertises is policy-tool-unknown's",
      agent: one('{ provider = "agent", tool_name = "spawn" }', 'allow'),
      capabilities: plugins(),
    },
    {
      name: "a tool_name alone nobody advertises is policy-tool-unknown's",
      agent: one('{ tool_name = "spawn", kind = "resource" }', 'allow'),
      capabilities: plugins(),
    },
    { name: 'without plugins', agent: one('{ provider = "agent", kind = "data_source" }', 'allow') },
  ],
  invalid: [
    {
      name: 'a kind the provider has no tool of (an interactive tool is no data_source)',
      agent: one('{ provider = "agent", kind = "data_source" }', 'allow'),
      capabilities: plugins(),
      errors: [{ range: [8, 3, 8, 56], message: 'policy "p" can never apply: provider "agent" advertises no tool with kind = "data_source"', notes: NOTES }],
    },
    {
      name: 'an advertised tool of another kind, with the provider named, even denied',
      agent: one('{ provider = "filesystem", tool_name = "read_file", kind = "resource" }', 'deny'),
      capabilities: plugins('filesystem'),
      errors: [
        {
          range: [8, 3, 8, 83],
          message: 'policy "p" can never apply: provider "filesystem" advertises no tool with tool_name = "read_file" and kind = "resource"',
          notes: NOTES,
        },
      ],
    },
    {
      name: 'an allow naming no provider',
      agent: one('{ risk = "moderate" }', 'allow'),
      capabilities: plugins(),
      errors: [{ range: [8, 3, 8, 33], message: 'policy "p" can never apply: no provider advertises a tool with risk = "moderate"', notes: NOTES }],
    },
    {
      name: 'a provider that advertises no tools',
      agent: one('{ provider = "web" }', 'ask'),
      capabilities: { ...plugins('filesystem', 'agent'), web: { category: 'tool', capabilities: { tools: [] } } },
      errors: [{ range: [8, 3, 8, 32], message: 'policy "p" can never apply: provider "web" advertises no tools', notes: NOTES }],
    },
  ],
});
