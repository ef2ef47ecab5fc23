import { testRule } from '../../support/rule-tester.js';
import { attrs, ops, models, paid } from './fixtures.js';

testRule('cap-duplicate-name', {
  valid: [
    ops({}, { name: 'write_file' }),
  ],
  invalid: [
    {
      name: 'a tool twice',
      ...ops({}, {}),
      errors: [{ range: [2, 3, 2, 4], message: 'provider "p": tool "read_file" is advertised more than once; tool names must be unique within a provider' }],
    },
    {
      name: 'a config attribute twice',
      ...attrs({ name: 'root', type: 'ATTR_TYPE_STRING' }, { name: 'root', type: 'ATTR_TYPE_STRING' }),
      errors: [{ range: [2, 3, 2, 4], message: 'provider "p": config attribute "root" is declared more than once; the kernel would silently keep the last' }],
    },
    {
      name: 'a model twice',
      ...models(paid(), paid()),
      errors: [{ range: [2, 3, 2, 4], message: 'provider "m": model "big" is advertised more than once; model ids must be unique within a provider, since routing is by provider and id' }],
    },
  ],
});
