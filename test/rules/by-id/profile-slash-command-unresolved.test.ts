import { type ProviderSpec, testRule } from '../../support/rule-tester.js';
import { declare, profile } from './fixtures.js';

const RELEASE: ProviderSpec = { category: 'slashcommand', capabilities: { commands: [{ name: 'changelog' }] } };
const ANTHROPIC: ProviderSpec = { category: 'model', capabilities: { models: [{ id: 'claude-opus-4-8' }], slash_commands: [{ name: 'review' }] } };
const capabilities = { anthropic: ANTHROPIC, release: RELEASE };

testRule('profile-slash-command-unresolved', {
  valid: [
    {
      name: 'a prompt expansion, and the direct-invoke command under tools',
      agent: declare('anthropic', 'release') + profile('  tools          = ["release.changelog"]\n  slash_commands = ["review"]\n'),
      capabilities,
    },
    {
      name: "every provider's capabilities are needed",
      agent: declare('anthropic', 'release') + profile('  slash_commands = ["review", "compact", "changelog"]\n'),
      capabilities: { anthropic: ANTHROPIC },
    },
  ],
  invalid: [
    {
      name: 'a leading "/", an unknown name, a direct-invoke command',
      agent: declare('anthropic', 'release') + profile('  slash_commands = ["/review", "compact", "changelog"]\n'),
      capabilities,
      errors: [
        {
          range: [6, 21, 6, 30],
          message: 'agent_profile "default": slash command "/review" is listed with its leading "/"; write "review"',
          notes: ['the name of a slash command does not include the "/"'],
        },
        {
          range: [6, 32, 6, 41],
          message: 'agent_profile "default": no provider advertises a prompt-expansion command "compact", so this entry grants nothing',
        },
        {
          range: [6, 43, 6, 54],
          message: 'agent_profile "default": "changelog" is a direct-invoke command; scope it with tools = ["release.changelog"]',
          notes: ['"changelog" is a direct-invoke command of provider "release", and slash_commands scopes prompt-expansion commands only'],
        },
      ],
    },
  ],
});
