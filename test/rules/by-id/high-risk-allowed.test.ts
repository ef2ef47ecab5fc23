import { testRule } from '../../support/rule-tester.js';
import { EXAMPLE_HCL } from '../../permissions/example.js';
import { plugins, policy, withProviders } from './permissions-fixtures.js';

const FILES = withProviders(policy('trust_files', '{ provider = "filesystem" }', 'allow'));

testRule('high-risk-allowed', {
  valid: [
    { name: 'high-risk tools ask', agent: withProviders(policy('gate', '{ kind = "resource" }', 'ask')), capabilities: plugins() },
    { name: 'the default asks for resource calls', agent: withProviders(''), capabilities: plugins() },
    {
      name: 'a low-risk command and reads allowed',
      agent: withProviders(policy('compact', '{ provider = "agent", risk = "low" }', 'allow') + policy('reads', '{ kind = "data_source" }', 'allow')),
      capabilities: plugins(),
    },
    { name: 'the provider did not answer', agent: FILES, capabilities: plugins('agent', 'web') },
  ],
  invalid: [
    {
      name: "the worked example: the agent's critical spawn over block_critical",
      agent: EXAMPLE_HCL,
      capabilities: plugins(),
      errors: [
        {
          range: [24, 3, 24, 19],
          message: 'policy "trust_agent" allows agent.spawn_subagent (risk critical) without asking',
          notes: ['it outranks "block_critical" (deny), which matches agent.spawn_subagent too'],
          related: [{ range: [17, 1, 17, 24], message: 'policy "block_critical" (deny) matches agent.spawn_subagent but is outranked' }],
        },
      ],
    },
    {
      name: 'one finding per tool, at the action of the policy allowing it',
      agent: FILES,
      capabilities: plugins(),
      errors: [
        { range: [9, 3, 9, 19], message: 'policy "trust_files" allows filesystem.delete_tree (risk critical) without asking' },
        { range: [9, 3, 9, 19], message: 'policy "trust_files" allows filesystem.write_file (risk high) without asking' },
      ],
    },
  ],
});
