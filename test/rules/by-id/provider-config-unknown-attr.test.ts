import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

const REQUIRED = declare('files');
const provider = (body: string) => `${REQUIRED}provider "files" {\n${body}}\n`;
const capabilities = {
  files: {
    category: 'tool' as const,
    capabilities: {
      config_schema: {
        attributes: [
          { name: 'roots', type: 'ATTR_TYPE_LIST_STRING' },
          { name: 'route', type: 'ATTR_TYPE_STRING' },
          { name: 'max_results', type: 'ATTR_TYPE_NUMBER' },
        ],
      },
    },
  },
};

testRule('provider-config-unknown-attr', {
  valid: [{ name: 'declared attributes', agent: provider('  max_results = 5\n'), capabilities }],
  invalid: [
    {
      name: 'one declared name near it: renamed',
      agent: provider('  max_result = 5\n'),
      capabilities,
      errors: [
        {
          range: [5, 3, 5, 13],
          message: 'provider "files": attribute "max_result" is not in the plugin\'s config schema; did you mean "max_results"?',
          fixMessage: 'Rename "max_result" to "max_results"',
        },
      ],
      fix: [{ range: [5, 3, 5, 13], text: 'max_results' }],
      output: { agent: provider('  max_results = 5\n') },
    },
    {
      name: 'not when the block sets that name already',
      agent: provider('  max_results = 5\n  max_resultz = 6\n'),
      capabilities,
      errors: [
        { range: [6, 3, 6, 14], message: 'provider "files": attribute "max_resultz" is not in the plugin\'s config schema; did you mean "max_results"?' },
      ],
    },
    {
      name: 'two declared names near it: none is certain',
      agent: provider('  rots = ["/srv"]\n'),
      capabilities,
      errors: [{ range: [5, 3, 5, 7], message: 'provider "files": attribute "rots" is not in the plugin\'s config schema; did you mean "roots"?' }],
    },
  ],
});
