import { testRule } from '../../support/rule-tester.js';
import { attrs } from './fixtures.js';

testRule('cap-config-object-attributes', {
  valid: [attrs({ name: 'limits', type: 'ATTR_TYPE_OBJECT', object_attributes: [{ name: 'max', type: 'ATTR_TYPE_NUMBER' }] })],
  invalid: [
    {
      name: 'an object without its attributes',
      ...attrs({ name: 'limits', type: 'ATTR_TYPE_OBJECT' }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": config attribute "limits" is ATTR_TYPE_OBJECT but declares no object_attributes',
          notes: [
            'an object attribute needs its nested schema',
            'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
    {
      name: 'attributes under a string',
      ...attrs({ name: 'root', type: 'ATTR_TYPE_STRING', object_attributes: [{ name: 'max', type: 'ATTR_TYPE_NUMBER' }] }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": config attribute "root" is ATTR_TYPE_STRING but declares object_attributes',
          notes: [
            'only an ATTR_TYPE_OBJECT attribute may have object_attributes',
            'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
    {
      name: 'attributes under no type',
      ...attrs({ name: 'untyped', type: 'ATTR_TYPE_UNSPECIFIED', object_attributes: [{ name: 'x', type: 'ATTR_TYPE_STRING' }] }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": config attribute "untyped" is ATTR_TYPE_UNSPECIFIED but declares object_attributes',
          notes: [
            'only an ATTR_TYPE_OBJECT attribute may have object_attributes',
            'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
  ],
});
