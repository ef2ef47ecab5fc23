import { GLOBAL, LOCK, testRule } from '../../support/rule-tester.js';
import { declare, entry, lock, override } from './fixtures.js';

testRule('lock-entry-dev-overridden', {
  valid: [
    { name: 'no override', agent: declare('anthropic'), lock: lock(entry('anthropic')), global: 'dev_overrides {\n}\n' },
    { name: 'an override but no entry', agent: declare('anthropic'), lock: lock(), global: override('/opt/provider-anthropic') },
  ],
  invalid: [
    {
      name: 'an entry the override bypasses',
      agent: declare('anthropic'),
      lock: lock(entry('anthropic')),
      global: override('/opt/provider-anthropic'),
      errors: [
        {
          file: LOCK,
          range: [3, 1, 3, 21],
          message: 'lock entry provider "anthropic" is bypassed by dev_overrides in global.hcl; remove the override when done developing',
          related: [{ file: GLOBAL, range: [2, 3, 2, 40], message: 'dev_overrides entry for "anthropic"' }],
          notes: ['dev_overrides points "anthropic" at a local binary, so this entry and its checksums are not what runs here'],
        },
      ],
    },
  ],
});
