import { testRule } from '../../support/rule-tester.js';
import { declare, modelBlock, profile, ANTHROPIC, FILES, SCOPE } from './fixtures.js';

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
    {
      name: 'no near id among many: the first ten it serves, and how many more',
      agent: declare('anthropic') + ref('anthropic', 'gpt'),
      capabilities: { anthropic: { category: 'model', capabilities: { models: Array.from({ length: 12 }, (_, i) => ({ id: `model-${i}` })) } } },
      errors: [
        {
          range: [8, 7, 8, 23],
          message:
            'agent_profile "default": provider "anthropic" serves no model "gpt" (it serves "model-0", "model-1", "model-2", "model-3", "model-4", "model-5", "model-6", "model-7", "model-8", "model-9" and 2 more); the kernel skips this model reference',
        },
      ],
    },
    {
      name: 'every model block, also one a later block replaces',
      agent: declare('anthropic') + profile(modelBlock('anthropic', 'no-such-model') + modelBlock('anthropic', 'claude-opus-4-8')),
      capabilities: SCOPE,
      errors: [
        {
          range: [8, 7, 8, 33],
          message:
            'agent_profile "default": provider "anthropic" serves no model "no-such-model" (it serves "claude-opus-4-8", "claude-haiku-4-5"); the kernel skips this model reference',
        },
      ],
    },
    {
      name: 'fallbacks too',
      agent:
        declare('anthropic', 'files') +
        profile(
          '  model {\n    primary {\n      provider = "anthropic"\n      id       = "claude-opus-4-9"\n    }\n    fallback {\n      provider = "files"\n      id       = "read_file"\n    }\n    fallback {\n      provider = "anthropic"\n      id       = "claude-haiku-4-5"\n    }\n  }\n',
        ),
      capabilities: SCOPE,
      errors: [
        {
          range: [9, 7, 9, 35],
          message:
            'agent_profile "default": provider "anthropic" serves no model "claude-opus-4-9" (did you mean "claude-opus-4-8"?); the kernel skips this model reference',
        },
        {
          range: [12, 7, 12, 25],
          message:
            'agent_profile "default": fallback names provider "files", which is not a model provider (it serves tool); the kernel skips this model reference',
        },
      ],
    },
  ],
});
