import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

const provider = (value: string) => `${declare('model')}provider "model" {\n  key = ${value}\n}\n`;
const capabilities = {
  model: { category: 'model' as const, capabilities: { config_schema: { attributes: [{ name: 'key', type: 'ATTR_TYPE_STRING', sensitive: true }] } } },
};

testRule('secret-not-env', {
  valid: [{ name: 'env("NAME")', agent: provider('env("MODEL_KEY")'), capabilities }],
  invalid: [
    {
      name: 'a literal: replaced by env() of a variable named after the provider and attribute (only suggested)',
      agent: provider('"sk-live-123"'),
      capabilities,
      errors: [
        {
          range: [5, 9, 5, 22],
          message: 'provider "model": sensitive attribute "key" must be env("VARIABLE_NAME"), but it is a literal string',
          notes: ['write it exactly as env("VARIABLE_NAME"): keep the secret out of agent.hcl and read it from the environment'],
        },
      ],
      suggestions: [
        { message: 'Read it from the environment: env("MODEL_KEY"), then set MODEL_KEY', edits: [{ range: [5, 9, 5, 22], text: 'env("MODEL_KEY")' }] },
      ],
    },
    {
      name: 'env() in a template',
      agent: provider('"Bearer ${env("T")}"'),
      capabilities,
      errors: [
        {
          range: [5, 9, 5, 29],
          message: 'provider "model": sensitive attribute "key" must be env("VARIABLE_NAME"), but it is a string template',
          notes: ['write it exactly as env("VARIABLE_NAME"): keep the secret out of agent.hcl and read it from the environment'],
        },
      ],
      suggestions: [
        { message: 'Read it from the environment: env("MODEL_KEY"), then set MODEL_KEY', edits: [{ range: [5, 9, 5, 29], text: 'env("MODEL_KEY")' }] },
      ],
    },
    {
      name: 'env() alone in a template is exactly env(): fixed',
      agent: provider('"${env("MODEL_KEY")}"'),
      capabilities,
      errors: [
        {
          range: [5, 9, 5, 30],
          message: 'provider "model": sensitive attribute "key" must be env("VARIABLE_NAME"), but it is an interpolation',
          fixMessage: 'Write env("MODEL_KEY") without the "${…}" around it',
          notes: ['write it exactly as env("VARIABLE_NAME"): keep the secret out of agent.hcl and read it from the environment'],
        },
      ],
      fix: [{ range: [5, 9, 5, 30], text: 'env("MODEL_KEY")' }],
      output: { agent: provider('env("MODEL_KEY")') },
    },
  ],
});
