import { testRule } from '../../support/rule-tester.js';
import { attrs } from './fixtures.js';

testRule('cap-config-default-json-required', {
  valid: [
    attrs({ name: 'depth', type: 'ATTR_TYPE_NUMBER', default_json: '3' }),
  ],
  invalid: [
    {
      name: 'a required attribute with a default',
      ...attrs({ name: 'depth', type: 'ATTR_TYPE_NUMBER', required: true, default_json: '3' }),
      errors: [{ range: [2, 3, 2, 4], message: 'provider "p": config attribute "depth" is required, so its default_json never applies; drop the default or make the attribute optional' }],
    },
  ],
});
