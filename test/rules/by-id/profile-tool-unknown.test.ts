import { testRule } from '../../support/rule-tester.js';
import { declare, profile, FILES, SCOPE } from './fixtures.js';

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
    {
      name: 'among others: a direct-invoke command is a tool, a model provider has none, an undeclared provider is not looked at',
      agent:
        declare('anthropic', 'files', 'release') +
        profile(
          '  tools = [\n    "files.read_file",\n    "files.read_fil",\n    "files.read_*",\n    "files.*",\n    "release.changelog",\n    "anthropic.*",\n    "anthropic.review",\n    "unknown.tool",\n  ]\n',
        ),
      capabilities: SCOPE,
      errors: [
        { range: [9, 5, 9, 21], message: 'agent_profile "default": provider "files" has no tool "read_fil"; did you mean "files.read_file"?' },
        { range: [10, 5, 10, 19], message: 'agent_profile "default": provider "files" has no tool "read_*" (only a bare "*" is a wildcard)' },
        { range: [14, 5, 14, 23], message: 'agent_profile "default": provider "anthropic" has no tool "review"; it advertises no tools' },
      ],
      suggestions: [{ message: 'Replace with "files.read_file"', edits: [{ range: [9, 5, 9, 21], text: '"files.read_file"' }] }],
    },
  ],
});
