import { LOCK, testRule } from '../../support/rule-tester.js';
import { declare, entry, lock, override } from './fixtures.js';

/** required_providers with one `name = { source, version }` entry per pair, each on lines of its own. */
const agent = (...providers: [name: string, version: string][]) =>
  `required_providers {\n${providers.map(([name, version]) => `  ${name} = {\n    source  = "github.com/agentco/provider-${name}"\n    version = "${version}"\n  }\n`).join('')}}\n`;

testRule('lock-version-unsatisfied', {
  valid: [
    { name: 'a version within the constraint', agent: declare('anthropic'), lock: lock(entry('anthropic')) },
    {
      name: "malformed constraints and versions are their own rules'",
      agent: agent(['anthropic', '~> 1.0'], ['ripgrep', '^0.5'], ['shell', '~> 2.0']),
      lock: lock(entry('anthropic'), entry('ripgrep', { version: '"9.9.9"' }), entry('shell', { version: '"~> 1.0"' })),
    },
    {
      name: 'an entry a dev override bypasses is never read',
      agent: declare('anthropic'),
      lock: lock(entry('anthropic', { source: '"github.com/x/y"', version: '"9.0.0"' })),
      global: override('/opt/p'),
    },
  ],
  invalid: [
    {
      name: 'a version the constraint excludes',
      agent: declare('anthropic'),
      lock: lock(entry('anthropic', { version: '"2.0.0"' })),
      errors: [
        {
          file: LOCK,
          range: [5, 3, 5, 20],
          message:
            'locked version "2.0.0" of provider "anthropic" does not satisfy the required_providers constraint "~> 1.0"; update the lock entry to a matching release, or change the constraint',
          related: [{ range: [2, 78, 2, 84], message: 'clause "~> 1.0" declared for "anthropic" excludes it' }],
        },
      ],
    },
    {
      name: 'related to the clause that excludes it; a prerelease only an exact clause selects',
      agent: agent(['anthropic', '~> 1.2.3'], ['filesystem', '>= 1.0, != 1.0.2'], ['shell', '>= 1.0']),
      lock: lock(entry('anthropic', { version: '"1.3.0"' }), entry('filesystem', { version: '"1.0.2"' }), entry('shell', { version: '"1.3.0-beta"' })),
      errors: [
        {
          file: LOCK,
          range: [5, 3, 5, 20],
          message:
            'locked version "1.3.0" of provider "anthropic" does not satisfy the required_providers constraint "~> 1.2.3"; update the lock entry to a matching release, or change the constraint',
          related: [{ range: [4, 16, 4, 24], message: 'clause "~> 1.2.3" declared for "anthropic" excludes it' }],
        },
        {
          file: LOCK,
          range: [12, 3, 12, 20],
          message:
            'locked version "1.0.2" of provider "filesystem" does not satisfy the required_providers constraint ">= 1.0, != 1.0.2"; update the lock entry to a matching release, or change the constraint',
          related: [{ range: [8, 24, 8, 32], message: 'clause "!= 1.0.2" declared for "filesystem" excludes it' }],
        },
        {
          file: LOCK,
          range: [19, 3, 19, 25],
          message:
            'locked version "1.3.0-beta" of provider "shell" does not satisfy the required_providers constraint ">= 1.0"; update the lock entry to a matching release, or change the constraint',
          related: [{ range: [12, 5, 12, 23], message: 'version constraint declared for "shell"; a prerelease is only selected by an exact clause naming it' }],
        },
      ],
    },
  ],
});
