import { type ProviderSpec, testRule } from '../../support/rule-tester.js';
import { declare, entry, lock, override, tool } from './fixtures.js';

const describing = (source: string, version: string): Record<string, ProviderSpec> => ({
  anthropic: { category: 'tool', capabilities: { tools: [tool()] }, describe: { name: 'anthropic', source, version, protocol_version: 1 } },
});
const OURS = 'github.com/agentco/provider-anthropic';
const THEIRS = 'github.com/someone-else/provider-anthropic';
const project = { agent: declare('anthropic'), lock: lock(entry('anthropic')) };

testRule('provider-identity-mismatch', {
  valid: [
    { name: 'the declared source and the locked version', ...project, capabilities: describing(OURS, '1.0.2') },
    { name: 'a dev override may come from elsewhere', ...project, global: override('/opt/p'), capabilities: describing(THEIRS, '1.0.2') },
    { name: 'no Describe', ...project, capabilities: { anthropic: { category: 'tool', capabilities: { tools: [tool()] } } } },
    {
      name: 'a dev override and no lock entry to compare the version with',
      agent: declare('anthropic'),
      global: override('/opt/p'),
      capabilities: describing(THEIRS, '9.9.9'),
    },
  ],
  invalid: [
    {
      name: 'another source',
      ...project,
      capabilities: describing(THEIRS, '1.0.2'),
      errors: [
        {
          range: [2, 3, 2, 12],
          message: `provider "anthropic": plugin source "${THEIRS}" is not the declared one; reinstall`,
          notes: [
            `its Describe reports source "${THEIRS}", but required_providers declares "${OURS}"; the installed binary is not the plugin this project asks for`,
          ],
        },
      ],
    },
    {
      name: 'another version than the lock pins',
      ...project,
      capabilities: describing(OURS, '1.1.0'),
      errors: [
        {
          range: [2, 3, 2, 12],
          message:
            'provider "anthropic": the plugin\'s Describe reports version 1.1.0, but the lock file pins version 1.0.2; reinstall the locked version or update the lock file',
        },
      ],
    },
    {
      name: 'a dev override of another version',
      ...project,
      global: override('/opt/p'),
      capabilities: describing(THEIRS, '1.1.0'),
      errors: [
        {
          range: [2, 3, 2, 12],
          message:
            'provider "anthropic": the dev_overrides binary\'s Describe reports version 1.1.0, but the lock file pins version 1.0.2; once this build replaces the locked one, re-lock the provider',
        },
      ],
    },
  ],
});
