import { testRule } from '../../support/rule-tester.js';
import { attrs } from './fixtures.js';

testRule('cap-config-default-json-required', {
  valid: [attrs({ name: 'depth', type: 'ATTR_TYPE_NUMBER', default_json: '3' })],
  invalid: [
    {
      name: 'a required attribute with a default',
      ...attrs({ name: 'depth', type: 'ATTR_TYPE_NUMBER', required: true, default_json: '3' }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": required config attribute "depth" has a default_json; drop it or make the attribute optional',
          notes: [
            'the default_json of a required attribute never applies',
            'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
  ],
});
