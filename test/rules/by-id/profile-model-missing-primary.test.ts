import { testRule } from '../../support/rule-tester.js';
import { modelBlock, profile } from './fixtures.js';

const NOTES = ['the kernel requires a primary { provider = ..., id = ... } block in every model block'];

testRule('profile-model-missing-primary', {
  valid: [{ name: 'a primary, and a profile without a model block', agent: profile(modelBlock('anthropic', 'claude-sonnet-5')) + 'agent_profile "b" {}\n' }],
  invalid: [
    {
      name: 'only a fallback',
      agent: profile('  model {\n    fallback {\n      provider = "anthropic"\n      id       = "claude-sonnet-5"\n    }\n  }\n'),
      errors: [
        { range: [2, 3, 2, 8], message: 'agent_profile "default": the model block has no primary block; turn the first fallback into primary', notes: NOTES },
      ],
    },
    {
      name: 'an empty model block',
      agent: profile('  model {\n  }\n'),
      errors: [
        {
          range: [2, 3, 2, 8],
          message: 'agent_profile "default": the model block has no primary block; add primary { provider = ..., id = ... }',
          notes: NOTES,
        },
      ],
    },
    {
      name: 'an earlier model block too: the kernel decodes every one before the last wins',
      agent:
        'agent_profile "d" {\n  model {\n    fallback {\n      provider = "x"\n      id       = "y"\n    }\n  }\n  model {\n    primary {\n      provider = "x"\n      id       = "y"\n    }\n  }\n}\n',
      errors: [
        {
          range: [2, 3, 2, 8],
          message: 'agent_profile "d": the model block has no primary block; turn the first fallback into primary',
          notes: ['the kernel requires a primary { provider = ..., id = ... } block in every model block'],
        },
      ],
    },
  ],
});
