import { testRule } from '../../support/rule-tester.js';
import { attrs, ops, models, paid } from './fixtures.js';

testRule('cap-duplicate-name', {
  valid: [ops({}, { name: 'write_file' })],
  invalid: [
    {
      name: 'a tool twice',
      ...ops({}, {}),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" is advertised more than once',
          notes: [
            'tool names must be unique within a provider',
            'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
    {
      name: 'a config attribute twice',
      ...attrs({ name: 'root', type: 'ATTR_TYPE_STRING' }, { name: 'root', type: 'ATTR_TYPE_STRING' }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": config attribute "root" is declared more than once',
          notes: [
            'the kernel would silently keep the last',
            'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
    {
      name: 'a model twice',
      ...models(paid(), paid()),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "m": model "big" is advertised more than once',
          notes: [
            'model ids must be unique within a provider, since routing is by provider and id',
            'plugin github.com/agentco/provider-m advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
    {
      name: 'a nested attribute twice in one object_attributes',
      ...attrs({
        name: 'o',
        type: 'ATTR_TYPE_OBJECT',
        object_attributes: [
          { name: 'x', type: 'ATTR_TYPE_STRING' },
          { name: 'x', type: 'ATTR_TYPE_BOOL' },
        ],
      }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": config attribute "o.x" is declared more than once in the object_attributes of "o"',
          notes: [
            'the kernel would silently keep the last',
            'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
  ],
});
