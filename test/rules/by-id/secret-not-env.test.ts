import { type ProviderSpec, testRule } from '../../support/rule-tester.js';
import { declare, SECRETS, SECRETS_SCHEMA } from './fixtures.js';

const provider = (value: string) => `${declare('model')}provider "model" {\n  key = ${value}\n}\n`;
const capabilities = {
  model: { category: 'model' as const, capabilities: { config_schema: { attributes: [{ name: 'key', type: 'ATTR_TYPE_STRING', sensitive: true }] } } },
};
/** token, auth.password and auth.inner.key sensitive; org and auth.user not. */
const GH: ProviderSpec = {
  category: 'tool',
  capabilities: {
    config_schema: {
      attributes: [
        { name: 'token', type: 'ATTR_TYPE_STRING', sensitive: true },
        { name: 'org', type: 'ATTR_TYPE_STRING' },
        {
          name: 'auth',
          type: 'ATTR_TYPE_OBJECT',
          object_attributes: [
            { name: 'user', type: 'ATTR_TYPE_STRING' },
            { name: 'password', type: 'ATTR_TYPE_STRING', sensitive: true },
            { name: 'inner', type: 'ATTR_TYPE_OBJECT', object_attributes: [{ name: 'key', type: 'ATTR_TYPE_STRING', sensitive: true }] },
          ],
        },
      ],
    },
  },
};

testRule('secret-not-env', {
  valid: [
    { name: 'env("NAME")', agent: provider('env("MODEL_KEY")'), capabilities },
    // expr-not-allowed's one finding there says to quote it, with the quotes as its fix (issue 28 item 6).
    { name: 'env(NAME), a bare name, is not a second error at the same place', agent: provider('env(MODEL_KEY)'), capabilities },
    {
      name: 'env("NAME") at any depth; other attributes are not looked at',
      agent: `${declare('gh')}provider "gh" {\n  token = env("GH_TOKEN")\n  org   = "acme"\n  auth  = { user = "bot", password = env("GH_PASSWORD"), inner = { key = env("GH_KEY") } }\n}\n`,
      capabilities: { gh: GH },
    },
    {
      name: 'env("") is env-empty-name\'s; a provider with unknown capabilities is not looked at',
      agent: `${declare('gh', 'other')}provider "gh" {\n  token = env("")\n}\nprovider "other" {\n  token = "x"\n}\n`,
      capabilities: { gh: GH },
    },
  ],
  invalid: [
    {
      name: 'a literal: replaced by env() of a variable named after the provider and attribute (only suggested)',
      agent: provider('"sk-live-123"'),
      capabilities,
      errors: [
        {
          range: [5, 9, 5, 22],
          message: 'provider "model": sensitive attribute "key" must be env("VARIABLE_NAME"), but it is a literal string',
          notes: ['write it exactly as env("VARIABLE_NAME"): keep the secret out of agent.hcl and read it from the environment'],
        },
      ],
      suggestions: [
        { message: 'Read it from the environment: env("MODEL_KEY"), then set MODEL_KEY', edits: [{ range: [5, 9, 5, 22], text: 'env("MODEL_KEY")' }] },
      ],
    },
    {
      name: 'env() in a template',
      agent: provider('"Bearer ${env("T")}"'),
      capabilities,
      errors: [
        {
          range: [5, 9, 5, 29],
          message: 'provider "model": sensitive attribute "key" must be env("VARIABLE_NAME"), but it is a string template',
          notes: ['write it exactly as env("VARIABLE_NAME"): keep the secret out of agent.hcl and read it from the environment'],
        },
      ],
      suggestions: [
        { message: 'Read it from the environment: env("MODEL_KEY"), then set MODEL_KEY', edits: [{ range: [5, 9, 5, 29], text: 'env("MODEL_KEY")' }] },
      ],
    },
    {
      name: 'env() alone in a template is exactly env(): fixed',
      agent: provider('"${env("MODEL_KEY")}"'),
      capabilities,
      errors: [
        {
          range: [5, 9, 5, 30],
          message: 'provider "model": sensitive attribute "key" must be env("VARIABLE_NAME"), but it is an interpolation',
          fixMessage: 'Write env("MODEL_KEY") without the "${…}" around it',
          notes: ['write it exactly as env("VARIABLE_NAME"): keep the secret out of agent.hcl and read it from the environment'],
        },
      ],
      fix: [{ range: [5, 9, 5, 30], text: 'env("MODEL_KEY")' }],
      output: { agent: provider('env("MODEL_KEY")') },
    },
    {
      name: 'a call, env() of a reference, of no or two arguments',
      agent:
        declare('a', 'b', 'c', 'd') +
        ['coalesce(env("GH_TOKEN"), "d")', 'env(var.name)', 'env()', 'env("A", "B")'].map((v, i) => `provider "${'abcd'[i]}" {\n  token = ${v}\n}\n`).join(''),
      capabilities: { a: GH, b: GH, c: GH, d: GH },
      errors: [
        {
          range: [8, 11, 8, 41],
          message: 'provider "a": sensitive attribute "token" must be env("VARIABLE_NAME"), but it is a call to coalesce()',
          notes: ['write it exactly as env("VARIABLE_NAME"): keep the secret out of agent.hcl and read it from the environment'],
        },
        {
          range: [11, 11, 11, 24],
          message:
            'provider "b": sensitive attribute "token" must be env("VARIABLE_NAME"), but the argument of env() is an expression, not a plain quoted variable name',
          notes: ['write it exactly as env("VARIABLE_NAME"): keep the secret out of agent.hcl and read it from the environment'],
        },
        {
          range: [14, 11, 14, 16],
          message: 'provider "c": sensitive attribute "token" must be env("VARIABLE_NAME"), but env() takes exactly one quoted variable name, got 0 arguments',
          notes: ['write it exactly as env("VARIABLE_NAME"): keep the secret out of agent.hcl and read it from the environment'],
        },
        {
          range: [17, 11, 17, 24],
          message: 'provider "d": sensitive attribute "token" must be env("VARIABLE_NAME"), but env() takes exactly one quoted variable name, got 2 arguments',
          notes: ['write it exactly as env("VARIABLE_NAME"): keep the secret out of agent.hcl and read it from the environment'],
        },
      ],
      suggestions: [
        { message: 'Read it from the environment: env("A_TOKEN"), then set A_TOKEN', edits: [{ range: [8, 11, 8, 41], text: 'env("A_TOKEN")' }] },
        { message: 'Read it from the environment: env("B_TOKEN"), then set B_TOKEN', edits: [{ range: [11, 11, 11, 24], text: 'env("B_TOKEN")' }] },
        { message: 'Read it from the environment: env("C_TOKEN"), then set C_TOKEN', edits: [{ range: [14, 11, 14, 16], text: 'env("C_TOKEN")' }] },
        { message: 'Read it from the environment: env("D_TOKEN"), then set D_TOKEN', edits: [{ range: [17, 11, 17, 24], text: 'env("D_TOKEN")' }] },
      ],
    },
    {
      name: 'nested in objects (056: upstream misses these)',
      agent: `${declare('gh')}provider "gh" {\n  auth = {\n    password = "hunter2"\n    inner    = { key = "k-123" }\n  }\n}\n`,
      capabilities: { gh: GH },
      errors: [
        {
          range: [6, 16, 6, 25],
          message: 'provider "gh": sensitive attribute "auth.password" must be env("VARIABLE_NAME"), but it is a literal string',
          notes: ['write it exactly as env("VARIABLE_NAME"): keep the secret out of agent.hcl and read it from the environment'],
        },
        {
          range: [7, 24, 7, 31],
          message: 'provider "gh": sensitive attribute "auth.inner.key" must be env("VARIABLE_NAME"), but it is a literal string',
          notes: ['write it exactly as env("VARIABLE_NAME"): keep the secret out of agent.hcl and read it from the environment'],
        },
      ],
      suggestions: [
        {
          message: 'Read it from the environment: env("GH_AUTH_PASSWORD"), then set GH_AUTH_PASSWORD',
          edits: [{ range: [6, 16, 6, 25], text: 'env("GH_AUTH_PASSWORD")' }],
        },
        {
          message: 'Read it from the environment: env("GH_AUTH_INNER_KEY"), then set GH_AUTH_INNER_KEY',
          edits: [{ range: [7, 24, 7, 31], text: 'env("GH_AUTH_INNER_KEY")' }],
        },
      ],
    },
    {
      name: 'the literals secret-literal leaves to it',
      agent: SECRETS,
      capabilities: { m: SECRETS_SCHEMA },
      errors: [
        {
          range: [5, 19, 5, 32],
          message: 'provider "m": sensitive attribute "api_key" must be env("VARIABLE_NAME"), but it is a literal string',
          notes: ['write it exactly as env("VARIABLE_NAME"): keep the secret out of agent.hcl and read it from the environment'],
        },
        {
          range: [8, 16, 8, 32],
          message: 'provider "m": sensitive attribute "proxy.auth" must be env("VARIABLE_NAME"), but it is a literal string',
          notes: ['write it exactly as env("VARIABLE_NAME"): keep the secret out of agent.hcl and read it from the environment'],
        },
      ],
      suggestions: [
        { message: 'Read it from the environment: env("M_API_KEY"), then set M_API_KEY', edits: [{ range: [5, 19, 5, 32], text: 'env("M_API_KEY")' }] },
        {
          message: 'Read it from the environment: env("M_PROXY_AUTH"), then set M_PROXY_AUTH',
          edits: [{ range: [8, 16, 8, 32], text: 'env("M_PROXY_AUTH")' }],
        },
      ],
    },
  ],
});
