import { testRule } from '../../support/rule-tester.js';
import { declare, entry, lock, override } from './fixtures.js';

testRule('lock-file-missing', {
  valid: [
    { name: 'a lock file', agent: declare('anthropic'), lock: lock(entry('anthropic')) },
    { name: 'no providers to pin', agent: 'required_providers {\n}\n' },
    { name: 'a lock file of an unsupported version', agent: declare('anthropic'), lock: 'lock_file_version = 99\n' },
    { name: 'a lock file that does not parse', agent: declare('anthropic'), lock: 'provider {\n' },
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
    {
      name: 'the providers counted',
      agent: declare('anthropic', 'ripgrep'),
      errors: [
        { range: [1, 1, 1, 19], message: 'no lock file pins the 2 providers of required_providers: let the kernel write .agent/agent.lock.hcl and commit it' },
      ],
    },
    {
      name: 'at the block header',
      agent: `# header\n\n${declare('anthropic')}`,
      errors: [
        { range: [3, 1, 3, 19], message: 'no lock file pins the provider of required_providers: let the kernel write .agent/agent.lock.hcl and commit it' },
      ],
    },
  ],
});
