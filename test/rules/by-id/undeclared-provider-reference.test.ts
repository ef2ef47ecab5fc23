import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

const DECLARED = declare('files');

testRule('undeclared-provider-reference', {
  valid: [{ name: 'a declared provider', agent: DECLARED + 'provider "files" {}\n' }],
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
  ],
});
