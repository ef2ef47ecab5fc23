import { testRule } from '../../support/rule-tester.js';
import { attrs } from './fixtures.js';

testRule('cap-config-attr-type', {
  valid: [attrs({ name: 'root', type: 'ATTR_TYPE_STRING' })],
  invalid: [
    {
      name: 'an attribute without a type',
      ...attrs({ name: 'root' }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": config attribute "root" has type ATTR_TYPE_UNSPECIFIED (unset), which is invalid',
          notes: [
            'it is not one of the seven attribute types; the kernel cannot decode it, so the provider can never be configured',
            'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
    {
      name: 'a nested attribute of no known type',
      ...attrs({ name: 'limits', type: 'ATTR_TYPE_OBJECT', object_attributes: [{ name: 'max', type: 'ATTR_TYPE_INTEGER' }] }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": config attribute "limits.max" has type ATTR_TYPE_INTEGER, which is invalid',
          notes: [
            'it is not one of the seven attribute types; the kernel cannot decode it, so the provider can never be configured',
            'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
    {
      name: 'a type that is none of the seven, and ATTR_TYPE_UNSPECIFIED written out',
      ...attrs(
        { name: 'odd', type: 'ATTR_TYPE_DURATION' },
        { name: 'untyped', type: 'ATTR_TYPE_UNSPECIFIED', object_attributes: [{ name: 'x', type: 'ATTR_TYPE_STRING' }] },
      ),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": config attribute "odd" has type ATTR_TYPE_DURATION, which is invalid',
          notes: [
            'it is not one of the seven attribute types; the kernel cannot decode it, so the provider can never be configured',
            'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
          ],
        },
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": config attribute "untyped" has type ATTR_TYPE_UNSPECIFIED, which is invalid',
          notes: [
            'it is not one of the seven attribute types; the kernel cannot decode it, so the provider can never be configured',
            'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
  ],
});
