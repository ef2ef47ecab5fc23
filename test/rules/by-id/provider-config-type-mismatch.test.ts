import { testRule } from '../../support/rule-tester.js';
import { CONFIGURED, configured, declare, MISCONFIGURED, PROTO, SLASHED } from './fixtures.js';

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
    {
      name: 'what cty converts: numeric strings, scalars as strings, "true", env(), templates',
      ...configured(
        '  roots           = ["/srv", 42, true]\n  follow_symlinks = "true"\n  max_results     = "200"\n  label           = 7\n  weights         = [1, "2.5", -3e2]\n  headers         = { accept = "json", retries = 3 }\n  sandbox         = { mode = env("MODE"), limits = { cpu = "2" } }\n',
        'files',
      ),
    },
    { name: '"1" for a bool, as go-cty converts it', ...configured('  roots           = ["/srv"]\n  follow_symlinks = "1"\n', 'files') },
    { name: '"0" for a bool', ...configured('  roots           = ["/srv"]\n  follow_symlinks = "0"\n', 'files') },
    { name: "a value that is not evaluable (expr-not-allowed's)", ...configured('  roots = upper("x")\n', 'files') },
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
    {
      name: '"True" and "yes" are no bools',
      agent: `${declare('files', 'files2')}provider "files" {\n  roots           = ["/srv"]\n  follow_symlinks = "True"\n}\nprovider "files2" {\n  roots           = ["/srv"]\n  follow_symlinks = "yes"\n}\n`,
      capabilities: { files: CONFIGURED, files2: CONFIGURED },
      errors: [
        { range: [7, 21, 7, 27], message: 'provider "files": attribute "follow_symlinks" must be a bool, got "True"' },
        { range: [11, 21, 11, 26], message: 'provider "files2": attribute "follow_symlinks" must be a bool, got "yes"' },
      ],
    },
    {
      name: 'env() and templates over it are strings: fine for a number or a bool, not for a list',
      ...configured('  roots           = env("ROOTS")\n  follow_symlinks = env("FOLLOW")\n  max_results     = "${env("MAX")}"\n', 'files'),
      errors: [
        {
          range: [5, 21, 5, 33],
          message: 'provider "files": attribute "roots" must be a list of strings, got env() or a template, which yields a string; wrap it in [ ]',
          notes: ['a single value is not turned into a list'],
        },
      ],
    },
    {
      name: 'an element that does not convert, where its list starts, as hcldec reports it',
      ...configured('  roots   = ["."]\n  weights = [\n    1,\n    "two",\n  ]\n', 'files'),
      errors: [{ range: [6, 13, 9, 4], message: 'provider "files": attribute "weights[1]" must be a number, got "two"' }],
    },
    {
      name: 'a map element of another type, among others',
      ...MISCONFIGURED,
      errors: [
        { range: [5, 21, 5, 26], message: 'provider "files": attribute "follow_symlinks" must be a bool, got "yes"' },
        { range: [6, 21, 6, 27], message: 'provider "files": attribute "max_results" must be a number, got "lots"' },
        { range: [8, 21, 8, 31], message: 'provider "files": attribute "weights[1]" must be a number, got "two"' },
        { range: [9, 21, 9, 42], message: 'provider "files": attribute "headers.accept" must be a string, got a list' },
      ],
    },
    {
      name: 'an object attribute needs an object (054: sandbox = "strict")',
      ...configured('  roots   = "/srv"\n  sandbox = "strict"\n', 'files'),
      errors: [
        {
          range: [5, 13, 5, 19],
          message: 'provider "files": attribute "roots" must be a list of strings, got "/srv"; wrap it in [ ]',
          notes: ['a single value is not turned into a list'],
        },
        { range: [6, 13, 6, 21], message: 'provider "files": attribute "sandbox" must be an object, got "strict"' },
      ],
    },
    {
      name: 'a bool is no number (cty has no bool-to-number conversion)',
      ...configured('  roots       = []\n  max_results = true\n', 'files'),
      errors: [{ range: [6, 17, 6, 21], message: 'provider "files": attribute "max_results" must be a number, got true' }],
    },
    {
      name: 'a key holding "/" and "~" mapped back to its range',
      agent: `${declare('p')}provider "p" {\n  headers = { "a/b" = ["x"], "c~d" = "ok" }\n  sandbox = { "x/y" = 1 }\n}\n`,
      capabilities: { p: SLASHED },
      errors: [{ range: [5, 13, 5, 44], message: 'provider "p": attribute "headers.a/b" must be a string, got a list' }],
    },
    {
      name: 'constructor is a plain name',
      agent: `${declare('p')}provider "p" {\n  __proto__   = 1\n  constructor = "x"\n}\n`,
      capabilities: { p: { category: 'tool', capabilities: { config_schema: { attributes: [{ name: 'constructor', type: 'ATTR_TYPE_NUMBER' }] } } } },
      errors: [{ range: [6, 17, 6, 20], message: 'provider "p": attribute "constructor" must be a number, got "x"' }],
    },
    {
      name: '__proto__ is a plain name',
      agent: `${declare('p')}provider "p" {\n  __proto__   = "yes"\n  constructor = "x"\n}\n`,
      capabilities: { p: PROTO },
      errors: [{ range: [5, 17, 5, 22], message: 'provider "p": attribute "__proto__" must be a bool, got "yes"' }],
    },
  ],
});
