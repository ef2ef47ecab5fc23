import { testRule } from '../../support/rule-tester.js';
import { declare, entry, lock, override } from './fixtures.js';

testRule('lock-file-missing', {
  valid: [
    { name: 'a lock file', agent: declare('anthropic'), lock: lock(entry('anthropic')) },
    { name: 'no providers to pin', agent: 'agent_profile "default" {\n}\n' },
    { name: 'every provider dev-overridden', agent: declare('anthropic'), global: override('/opt/anthropic') },
  ],
  invalid: [
    {
      name: 'providers and no lock file',
      agent: declare('anthropic'),
      errors: [
        { range: [1, 1, 1, 19], message: 'no lock file pins the provider of required_providers: let the kernel write .agent/agent.lock.hcl and commit it' },
      ],
    },
  ],
});
