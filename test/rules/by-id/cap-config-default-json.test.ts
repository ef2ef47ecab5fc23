import { testRule } from '../../support/rule-tester.js';
import { attrs } from './fixtures.js';

testRule('cap-config-default-json', {
  valid: [attrs({ name: 'depth', type: 'ATTR_TYPE_NUMBER', default_json: '3' })],
  invalid: [
    {
      name: 'a default of another type',
      ...attrs({ name: 'depth', type: 'ATTR_TYPE_NUMBER', default_json: '"3"' }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": config attribute "depth" has a default_json that does not fit its type: "depth" must be a number in JSON',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
      ],
    },
    {
      name: 'a default that is not JSON',
      ...attrs({ name: 'depth', type: 'ATTR_TYPE_NUMBER', default_json: '3,' }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": config attribute "depth" has a default_json that is not valid JSON',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
      ],
    },
    {
      name: 'a default for a secret',
      ...attrs({ name: 'token', type: 'ATTR_TYPE_STRING', sensitive: true, default_json: '"x"' }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": config attribute "token" is sensitive and must not have a default_json; a secret has no default',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
      ],
    },
    {
      name: 'an object default with a key its schema does not declare',
      ...attrs({
        name: 'opts',
        type: 'ATTR_TYPE_OBJECT',
        object_attributes: [{ name: 'a', type: 'ATTR_TYPE_BOOL', required: true }],
        default_json: '{"b": true}',
      }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message:
            'provider "p": config attribute "opts" has a default_json that does not fit its type: "opts" has key "b", which object_attributes does not declare',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
      ],
    },
    {
      name: 'an object default without a required nested attribute',
      ...attrs({
        name: 'opts',
        type: 'ATTR_TYPE_OBJECT',
        object_attributes: [{ name: 'a', type: 'ATTR_TYPE_LIST_NUMBER', required: true }],
        default_json: '{}',
      }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": config attribute "opts" has a default_json that does not fit its type: "opts" lacks required nested attribute "a"',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
      ],
    },
  ],
});
