import { testRule } from '../../support/rule-tester.js';
import { ANTHROPIC, FILES, declare, profile } from './fixtures.js';

testRule('profile-tool-wildcard-empty', {
  valid: [{ name: 'a provider with tools', agent: declare('files') + profile('  tools = ["files.*"]\n'), capabilities: { files: FILES } }],
  invalid: [
    {
      name: 'a model provider advertises no tools',
      agent: declare('anthropic') + profile('  tools = ["anthropic.*"]\n'),
      capabilities: { anthropic: ANTHROPIC },
      errors: [
        {
          range: [5, 12, 5, 25],
          message: 'agent_profile "default": "anthropic.*" grants nothing, provider "anthropic" advertises no tools; remove the entry',
          notes: ['provider "anthropic" serves model, and advertises no tools or direct-invoke commands'],
        },
      ],
    },
  ],
});
