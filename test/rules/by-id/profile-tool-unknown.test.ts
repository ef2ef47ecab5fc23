import { testRule } from '../../support/rule-tester.js';
import { declare, profile, FILES } from './fixtures.js';

testRule('profile-tool-unknown', {
  valid: [{ agent: declare('files') + profile('  tools = ["files.read_file", "files.*"]\n'), capabilities: { files: FILES } }],
  invalid: [
    {
      name: 'a misspelt tool',
      agent: declare('files') + profile('  tools = ["files.read_fil"]\n'),
      capabilities: { files: FILES },
      errors: [{ range: [5, 12, 5, 28], message: 'agent_profile "default": provider "files" has no tool "read_fil"; did you mean "files.read_file"?' }],
      suggestions: [{ message: 'Replace with "files.read_file"', edits: [{ range: [5, 12, 5, 28], text: '"files.read_file"' }] }],
    },
    {
      name: 'a glob is a literal name',
      agent: declare('files') + profile('  tools = ["files.read_*"]\n'),
      capabilities: { files: FILES },
      errors: [{ range: [5, 12, 5, 26], message: 'agent_profile "default": provider "files" has no tool "read_*" (only a bare "*" is a wildcard)' }],
    },
  ],
});
