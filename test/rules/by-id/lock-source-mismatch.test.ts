import { LOCK, testRule } from '../../support/rule-tester.js';
import { declare, entry, lock, override } from './fixtures.js';

testRule('lock-source-mismatch', {
  valid: [
    { name: 'the declared source', agent: declare('anthropic'), lock: lock(entry('anthropic')) },
    {
      name: 'an entry a dev override bypasses is never read',
      agent: declare('anthropic'),
      lock: lock(entry('anthropic', { source: '"github.com/x/y"', version: '"9.0.0"' })),
      global: override('/opt/p'),
    },
    {
      name: "a declared source that is not a forge address is provider-source-format's alone (issue 28 item 6: no cascade)",
      agent: declare('anthropic').replace('"github.com/agentco/provider-anthropic"', '"https://github.com/agentco/provider-anthropic"'),
      lock: lock(entry('anthropic')),
    },
    {
      name: 'nor is a lock source that is not one',
      agent: declare('anthropic'),
      lock: lock(entry('anthropic', { source: '"https://github.com/agentco/provider-anthropic"' })),
    },
  ],
  invalid: [
    {
      name: 'another source',
      agent: declare('anthropic'),
      lock: lock(entry('anthropic', { source: '"github.com/someone-else/provider-anthropic"' })),
      errors: [
        {
          file: LOCK,
          range: [4, 3, 4, 56],
          message:
            'lock entry provider "anthropic" has source "github.com/someone-else/provider-anthropic", but required_providers declares "github.com/agentco/provider-anthropic": the project would run a different plugin than it declares; update the lock entry',
          related: [{ range: [2, 17, 2, 65], message: 'source declared for "anthropic"' }],
        },
      ],
    },
  ],
});
