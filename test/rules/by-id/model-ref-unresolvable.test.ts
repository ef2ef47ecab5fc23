import { testRule } from '../../support/rule-tester.js';
import { declare, modelBlock, profile, ANTHROPIC, FILES } from './fixtures.js';

const ref = (provider: string, id: string) => profile(modelBlock(provider, id));

testRule('model-ref-unresolvable', {
  valid: [{ agent: declare('anthropic') + ref('anthropic', 'claude-opus-4-8'), capabilities: { anthropic: ANTHROPIC } }],
  invalid: [
    {
      name: 'a model id the provider does not serve',
      agent: declare('anthropic') + ref('anthropic', 'claude-opus-4-7'),
      capabilities: { anthropic: ANTHROPIC },
      errors: [
        {
          range: [8, 7, 8, 35],
          message:
            'agent_profile "default": provider "anthropic" serves no model "claude-opus-4-7" (did you mean "claude-opus-4-8"?); the kernel skips this model reference',
        },
      ],
    },
    {
      name: 'a provider that serves no models',
      agent: declare('files') + ref('files', 'x'),
      capabilities: { files: FILES },
      errors: [
        {
          range: [7, 7, 7, 25],
          message:
            'agent_profile "default": primary names provider "files", which is not a model provider (it serves tool); the kernel skips this model reference',
        },
      ],
    },
  ],
});
