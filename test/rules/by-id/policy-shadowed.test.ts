import { testRule } from '../../support/rule-tester.js';
import { EXAMPLE_HCL } from '../../permissions/example.js';
import { plugins, policy, withProviders } from './permissions-fixtures.js';

const WEB = withProviders(policy('trust_web', '{ provider = "web" }', 'allow') + policy('search', '{ provider = "web", tool_name = "web_search" }', 'deny'));
const RULE = 'the most specific match wins: tool_name > provider > risk > kind';

testRule('policy-shadowed', {
  valid: [
    {
      name: 'each policy decides some tool',
      agent: withProviders(policy('reads', '{ kind = "data_source" }', 'allow') + policy('writes', '{ kind = "resource" }', 'ask')),
      capabilities: plugins(),
    },
    { name: 'a policy naming no provider, while one provider did not answer', agent: EXAMPLE_HCL, capabilities: plugins('filesystem', 'web') },
    { name: 'the provider it names did not answer', agent: WEB, capabilities: plugins('filesystem', 'agent') },
    { name: 'a policy that matches nothing is not shadowed', agent: withProviders(policy('none', '{ risk = "moderate" }', 'deny')), capabilities: plugins() },
    { name: 'without plugins', agent: EXAMPLE_HCL },
  ],
  invalid: [
    {
      name: "the worked example's guard: provider outranks risk",
      agent: EXAMPLE_HCL,
      capabilities: plugins(),
      errors: [
        {
          range: [17, 1, 17, 24],
          message: 'policy "block_critical" decides nothing: a more specific policy decides each of the 2 tools it matches',
          notes: [
            'agent.spawn_subagent: decided by "trust_agent", which specifies provider',
            'filesystem.delete_tree: decided by "gate_writes", which specifies provider',
            RULE,
          ],
          related: [
            { range: [12, 1, 12, 21], message: 'policy "gate_writes" wins' },
            { range: [22, 1, 22, 21], message: 'policy "trust_agent" wins' },
          ],
        },
      ],
    },
    {
      name: 'a provider-wide policy whose one tool a tool_name policy takes, known while another provider did not answer',
      agent: WEB,
      capabilities: plugins('web'),
      errors: [
        {
          range: [7, 1, 7, 19],
          message: 'policy "trust_web" decides nothing: a more specific policy decides the one tool it matches',
          notes: ['web.web_search: decided by "search", which specifies tool_name', RULE],
          related: [{ range: [11, 1, 11, 16], message: 'policy "search" wins' }],
        },
      ],
    },
  ],
});
