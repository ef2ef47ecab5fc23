import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

const provider = (body: string) => `${declare('files')}provider "files" {\n${body}}\n`;
const capabilities = {
  files: {
    category: 'tool' as const,
    capabilities: {
      config_schema: {
        attributes: [
          { name: 'roots', type: 'ATTR_TYPE_LIST_STRING' },
          { name: 'max_results', type: 'ATTR_TYPE_NUMBER' },
          { name: 'weights', type: 'ATTR_TYPE_LIST_NUMBER' },
          { name: 'token', type: 'ATTR_TYPE_NUMBER', sensitive: true },
        ],
      },
    },
  },
};

testRule('provider-config-type-mismatch', {
  valid: [
    { name: 'values of the declared types', agent: provider('  roots = ["/src"]\n  max_results = 5\n  weights = [1, 2]\n'), capabilities },
    { name: 'a numeric string converts to a number', agent: provider('  max_results = "5"\n'), capabilities },
  ],
  invalid: [
    {
      name: 'a scalar for a list, a word for a number: at the value',
      agent: provider('  roots = "/src"\n  max_results = "many"\n'),
      capabilities,
      errors: [
        {
          range: [5, 11, 5, 17],
          message: 'provider "files": attribute "roots" must be a list of strings, got "/src"; wrap it in [ ]',
          notes: ['a single value is not turned into a list'],
        },
        { range: [6, 17, 6, 23], message: 'provider "files": attribute "max_results" must be a number, got "many"' },
      ],
    },
    {
      name: 'a list element at the list, named by index; a sensitive value never quoted',
      agent: provider('  weights = [1, "x"]\n  token = "abc"\n'),
      capabilities,
      errors: [
        { range: [5, 13, 5, 21], message: 'provider "files": attribute "weights[1]" must be a number, got "x"' },
        { range: [6, 11, 6, 16], message: 'provider "files": attribute "token" must be a number, got a string' },
      ],
    },
  ],
});
