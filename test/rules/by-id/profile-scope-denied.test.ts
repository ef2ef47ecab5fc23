import { testRule } from '../../support/rule-tester.js';
import { EXAMPLE_HCL } from '../../permissions/example.js';
import { plugins, policy, withProviders } from './permissions-fixtures.js';

const DENY_FILES = policy('no_files', '{ provider = "filesystem" }', 'deny');
const OFFERED = 'the model is offered tools it can never use';
const PROFILE = 'agent_profile "default" {\n  tools = [\n    "agent.*",\n    # every file tool\n    "filesystem.*",\n    "web.web_search",\n  ]\n}\n';

testRule('profile-scope-denied', {
  valid: [
    {
      name: 'a wildcard with a tool that is not denied',
      agent: withProviders(policy('no_deletes', '{ provider = "filesystem", risk = "critical" }', 'deny') + PROFILE),
      capabilities: plugins(),
    },
    { name: 'the provider did not answer', agent: withProviders(DENY_FILES + PROFILE), capabilities: plugins('agent') },
    { name: 'without plugins', agent: withProviders(DENY_FILES + PROFILE) },
  ],
  invalid: [
    {
      name: "the worked example's downgraded search",
      agent: EXAMPLE_HCL,
      capabilities: plugins(),
      errors: [
        {
          range: [33, 39, 33, 55],
          message: 'agent_profile "default": "web.web_search" brings into scope only tools the policies deny; remove the entry',
          notes: ['web.web_search: denied by policy "review_search" ("ask" downgraded to deny)', OFFERED],
        },
      ],
      suggestions: [{ message: 'Remove "web.web_search" from the tools list', edits: [{ range: [33, 37, 33, 55], text: '' }] }],
    },
    {
      name: 'a wildcard whose every tool is denied: its line and the comment above it go',
      agent: withProviders(DENY_FILES + PROFILE),
      capabilities: plugins(),
      errors: [
        {
          range: [15, 5, 15, 19],
          message: 'agent_profile "default": "filesystem.*" brings into scope only tools the policies deny; remove the entry',
          notes: [
            'filesystem.delete_tree: denied by policy "no_files"',
            'filesystem.read_file: denied by policy "no_files"',
            'filesystem.write_file: denied by policy "no_files"',
            OFFERED,
          ],
        },
      ],
      suggestions: [{ message: 'Remove "filesystem.*" from the tools list', edits: [{ range: [14, 1, 16, 1], text: '' }] }],
    },
  ],
});
