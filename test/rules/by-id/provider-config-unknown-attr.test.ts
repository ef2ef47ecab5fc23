import { testRule } from '../../support/rule-tester.js';
import { declare, MISCONFIGURED } from './fixtures.js';

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
  valid: [
    { name: 'declared attributes', agent: provider('  max_results = 5\n'), capabilities },
    {
      name: 'a provider whose capabilities are unknown',
      agent: `${declare('files', 'other')}provider "other" {\n  anything = 1\n}\n`,
      capabilities: { files: { category: 'tool', capabilities: {} } },
    },
    { name: 'plugins not asked', agent: `${declare('files', 'other')}provider "other" {\n  anything = 1\n}\n` },
  ],
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
      // The fix alone leaves `=` out of line; --fix realigns the run (fixedCanonical, in the RuleTester).
      name: 'renamed within a run of aligned attributes',
      agent: provider('  roots      = ["."] # where\n  max_result = 5     # cap\n'),
      capabilities,
      errors: [
        {
          range: [6, 3, 6, 13],
          message: 'provider "files": attribute "max_result" is not in the plugin\'s config schema; did you mean "max_results"?',
          fixMessage: 'Rename "max_result" to "max_results"',
        },
      ],
      fix: [{ range: [6, 3, 6, 13], text: 'max_results' }],
      output: { agent: provider('  roots      = ["."] # where\n  max_results = 5     # cap\n') },
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
    {
      name: 'no declared name near it: the schema named',
      ...MISCONFIGURED,
      errors: [
        {
          range: [7, 3, 7, 12],
          message: 'provider "files": attribute "roots_dir" is not in the plugin\'s config schema; remove it or use a declared one',
          notes: ['the schema declares "follow_symlinks", "headers", "label", "max_results", "roots", "sandbox", "weights"'],
        },
      ],
    },
    {
      name: 'a plugin with no config_schema accepts nothing',
      agent: `${declare('bare')}provider "bare" {\n  token = "x"\n}\n`,
      capabilities: { bare: { categories: {} } },
      errors: [
        {
          range: [5, 3, 5, 8],
          message: 'provider "bare": attribute "token" is not in the plugin\'s config schema; remove it',
          notes: ['the plugin accepts no configuration attributes'],
        },
      ],
    },
    {
      name: '__proto__ is a plain name',
      agent: `${declare('p')}provider "p" {\n  __proto__   = 1\n  constructor = "x"\n}\n`,
      capabilities: { p: { category: 'tool', capabilities: { config_schema: { attributes: [{ name: 'constructor', type: 'ATTR_TYPE_NUMBER' }] } } } },
      errors: [
        {
          range: [5, 3, 5, 12],
          message: 'provider "p": attribute "__proto__" is not in the plugin\'s config schema; remove it or use a declared one',
          notes: ['the schema declares "constructor"'],
        },
      ],
    },
  ],
});
