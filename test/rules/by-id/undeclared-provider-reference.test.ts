import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';
import { REQUIRED } from '../../support/lint-agent.js';

const DECLARED = declare('files');

testRule('undeclared-provider-reference', {
  valid: [
    { name: 'a declared provider', agent: DECLARED + 'provider "files" {}\n' },
    {
      name: 'every kind of reference to declared providers',
      agent: `${REQUIRED}provider "anthropic" {}\nagent_profile "d" {\n  tools = ["filesystem.*"]\n}\nsettings {\n  default_frontend = "anthropic"\n  log_level        = "info"\n  telemetry        = true\n}\n`,
    },
  ],
  invalid: [
    {
      name: 'a near name in a provider block label, a tools entry and match.provider: suggested, never fixed',
      agent:
        DECLARED +
        'provider "file" {}\nagent_profile "d" {\n  tools = ["fils.read"]\n}\npolicy "p" {\n  match  = { provider = "filez" }\n  action = "deny"\n}\n',
      errors: [
        {
          range: [4, 1, 4, 16],
          message: 'provider "file" has no required_providers entry; did you mean "files"?',
          notes: ['provider "file" has no required_providers entry: the block is never used'],
        },
        {
          range: [6, 12, 6, 23],
          message: 'agent_profile "d": "fils.read" names undeclared provider "fils"; did you mean "files"?',
          notes: ['provider "fils" has no required_providers entry: the tools entry silently grants nothing'],
        },
        {
          range: [9, 14, 9, 32],
          message: 'policy "p": match.provider names undeclared provider "filez"; did you mean "files"?',
          notes: ['provider "filez" has no required_providers entry: the policy can never match'],
        },
      ],
      suggestions: [
        { message: 'Replace with "files"', edits: [{ range: [4, 10, 4, 16], text: '"files"' }] },
        { message: 'Replace with "files.read"', edits: [{ range: [6, 12, 6, 23], text: '"files.read"' }] },
        { message: 'Replace with "files"', edits: [{ range: [9, 25, 9, 32], text: '"files"' }] },
      ],
    },
    {
      name: 'no near name: nothing to suggest',
      agent: DECLARED + 'provider "web" {}\n',
      errors: [
        {
          range: [4, 1, 4, 15],
          message: 'provider "web" has no required_providers entry; add "web" to required_providers',
          notes: ['provider "web" has no required_providers entry: the block is never used'],
        },
      ],
    },
    {
      name: 'every model block, also one a later block replaces',
      agent: `${REQUIRED}agent_profile "d" {\n  model {\n    primary {\n      provider = "ghost1"\n      id       = "m"\n    }\n  }\n  model {\n    primary {\n      provider = "ghost2"\n      id       = "m"\n    }\n  }\n}\n`,
      errors: [
        {
          range: [14, 7, 14, 26],
          message: 'agent_profile "d": model primary names undeclared provider "ghost1"; add "ghost1" to required_providers',
          notes: ['provider "ghost1" has no required_providers entry: the kernel skips this model as ineligible'],
        },
        {
          range: [20, 7, 20, 26],
          message: 'agent_profile "d": model primary names undeclared provider "ghost2"; add "ghost2" to required_providers',
          notes: ['provider "ghost2" has no required_providers entry: the kernel skips this model as ineligible'],
        },
      ],
    },
    {
      name: 'every kind of reference: a provider block, match.provider, a model, tools entries, default_frontend',
      agent: `${REQUIRED}\nprovider "openai" {}\n\npolicy "deny_shell" {\n  match  = { provider = "shell" }\n  action = "deny"\n}\n\nagent_profile "default" {\n  model {\n    primary {\n      provider = "anthropic"\n      id       = "m"\n    }\n    fallback {\n      provider = "openai"\n      id       = "gpt"\n    }\n  }\n  tools = ["filesytem.write_file", "*.read_file", "filesystem.*", "broken"]\n}\n\nsettings {\n  default_frontend = "tui"\n  log_level        = "info"\n  telemetry        = true\n}\n`,
      errors: [
        {
          range: [12, 1, 12, 18],
          message: 'provider "openai" has no required_providers entry; add "openai" to required_providers',
          notes: ['provider "openai" has no required_providers entry: the block is never used'],
        },
        {
          range: [15, 14, 15, 32],
          message: 'policy "deny_shell": match.provider names undeclared provider "shell"; add "shell" to required_providers',
          notes: ['provider "shell" has no required_providers entry: the policy can never match'],
        },
        {
          range: [26, 7, 26, 26],
          message: 'agent_profile "default": model fallback names undeclared provider "openai"; add "openai" to required_providers',
          notes: ['provider "openai" has no required_providers entry: the kernel skips this model as ineligible'],
        },
        {
          range: [30, 12, 30, 34],
          message: 'agent_profile "default": "filesytem.write_file" names undeclared provider "filesytem"; did you mean "filesystem"?',
          notes: ['provider "filesytem" has no required_providers entry: the tools entry silently grants nothing'],
        },
        {
          range: [30, 36, 30, 49],
          message: 'agent_profile "default": tools entry "*.read_file" grants nothing; list "<provider>.read_file" per provider',
          notes: ['"*" is no provider wildcard'],
        },
        {
          range: [34, 3, 34, 27],
          message: 'settings: default_frontend names undeclared provider "tui"; add "tui" to required_providers',
          notes: ['provider "tui" has no required_providers entry: the CLI has no frontend to attach'],
        },
      ],
      suggestions: [{ message: 'Replace with "filesystem.write_file"', edits: [{ range: [30, 12, 30, 34], text: '"filesystem.write_file"' }] }],
    },
    {
      name: 'an empty default_frontend names none of the declared providers',
      agent: `${REQUIRED}\nsettings {\n  default_frontend = ""\n  log_level        = "info"\n  telemetry        = true\n}\n`,
      errors: [
        {
          range: [13, 22, 13, 24],
          message: 'settings: default_frontend is empty; name the frontend among "anthropic", "filesystem"',
          notes: ['an empty name names no provider, so the CLI has no frontend to attach'],
        },
      ],
    },
    {
      name: 'an empty default_frontend with no provider declared',
      agent: 'settings {\n  default_frontend = ""\n}\n',
      errors: [
        {
          range: [2, 22, 2, 24],
          message: 'settings: default_frontend is empty; declare the frontend provider in required_providers and name it here',
          notes: ['an empty name names no provider, so the CLI has no frontend to attach'],
        },
      ],
    },
  ],
});
