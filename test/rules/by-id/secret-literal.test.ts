import { describe, expect, it } from 'vitest';
import { lintProject } from '../../../src/engine/index.js';
import { testRule } from '../../support/rule-tester.js';
import { declare, fake, SECRETS, SECRETS_SCHEMA } from './fixtures.js';

/** Values that are no secret, or no literal, each in a provider of its own. */
const ACCEPTED = [
  'api_key = env("ANTHROPIC_API_KEY")',
  'base = "Bearer ${env("TOKEN")}"',
  'token = ""',
  'token_budget = "4000"',
  'max_tokens = "4096"',
  'auth_type = "bearer"',
  'token = 12',
  'password = local.password',
  'base_url = "https://api.anthropic.com"',
];

testRule('secret-literal', {
  valid: [
    {
      name: 'env() and a count named like a token',
      agent: declare('anthropic') + 'provider "anthropic" {\n  api_key    = env("ANTHROPIC_API_KEY")\n  max_tokens = "4096"\n}\n',
    },
    {
      name: 'env(), templates over it, empty strings, numbers, variables, names that are no credential',
      agent: ACCEPTED.map((line, i) => `provider "p${i}" {\n  ${line}\n}\n`).join(''),
    },
    { name: 'only provider blocks are looked at', agent: `agent_profile "x" {\n  description = "${fake('sk-ant-api03-', 40)}"\n}\n` },
  ],
  invalid: [
    {
      name: 'a literal under a credential name',
      agent: declare('anthropic') + 'provider "anthropic" {\n  api_key = "hunter2-not-a-real-key"\n}\n',
      errors: [
        { range: [5, 13, 5, 37], message: 'provider "anthropic": api_key is named like a credential but is a literal; write env("ANTHROPIC_API_KEY") instead' },
      ],
      // The secret is replaced, never quoted: only the variable's name is in the edit and its title.
      suggestions: [
        {
          message: 'Read it from the environment: env("ANTHROPIC_API_KEY"), then set ANTHROPIC_API_KEY',
          edits: [{ range: [5, 13, 5, 37], text: 'env("ANTHROPIC_API_KEY")' }],
        },
      ],
    },
    {
      name: 'a token format under any name',
      agent: declare('gh') + 'provider "gh" {\n  url = "ghp_Ex4mpleN0tRealEx4mpleN0tRealEx4mpleN"\n}\n',
      errors: [{ range: [5, 9, 5, 51], message: 'provider "gh": url holds a literal GitHub token (by its format); write env("GH_URL") instead' }],
      suggestions: [{ message: 'Read it from the environment: env("GH_URL"), then set GH_URL', edits: [{ range: [5, 9, 5, 51], text: 'env("GH_URL")' }] }],
    },
    {
      name: 'a literal nested in an object: its path names the variable',
      agent: declare('proxy') + 'provider "proxy" {\n  upstream = { auth_token = "tok-123" }\n}\n',
      errors: [
        {
          range: [5, 29, 5, 38],
          message: 'provider "proxy": upstream.auth_token is named like a credential but is a literal; write env("PROXY_UPSTREAM_AUTH_TOKEN") instead',
        },
      ],
      suggestions: [
        {
          message: 'Read it from the environment: env("PROXY_UPSTREAM_AUTH_TOKEN"), then set PROXY_UPSTREAM_AUTH_TOKEN',
          edits: [{ range: [5, 29, 5, 38], text: 'env("PROXY_UPSTREAM_AUTH_TOKEN")' }],
        },
      ],
    },
    {
      name: 'at any depth, list elements and heredocs too, at the value',
      agent:
        'provider "anthropic" {\n  api_key = "not-a-known-format"\n  proxy = {\n    url        = "https://proxy.internal"\n    auth_token = "also-plain"\n  }\n  headers = [{ password = "p4ss" }]\n  github_token = <<EOT\nplain\nEOT\n}\n',
      errors: [
        { range: [2, 13, 2, 33], message: 'provider "anthropic": api_key is named like a credential but is a literal; write env("ANTHROPIC_API_KEY") instead' },
        {
          range: [5, 18, 5, 30],
          message: 'provider "anthropic": proxy.auth_token is named like a credential but is a literal; write env("ANTHROPIC_PROXY_AUTH_TOKEN") instead',
        },
        {
          range: [7, 27, 7, 33],
          message: 'provider "anthropic": headers[0].password is named like a credential but is a literal; write env("ANTHROPIC_HEADERS_PASSWORD") instead',
        },
        {
          range: [8, 18, 10, 4],
          message: 'provider "anthropic": github_token is named like a credential but is a literal; write env("ANTHROPIC_GITHUB_TOKEN") instead',
        },
      ],
      suggestions: [
        {
          message: 'Read it from the environment: env("ANTHROPIC_API_KEY"), then set ANTHROPIC_API_KEY',
          edits: [{ range: [2, 13, 2, 33], text: 'env("ANTHROPIC_API_KEY")' }],
        },
        {
          message: 'Read it from the environment: env("ANTHROPIC_PROXY_AUTH_TOKEN"), then set ANTHROPIC_PROXY_AUTH_TOKEN',
          edits: [{ range: [5, 18, 5, 30], text: 'env("ANTHROPIC_PROXY_AUTH_TOKEN")' }],
        },
        {
          message: 'Read it from the environment: env("ANTHROPIC_HEADERS_PASSWORD"), then set ANTHROPIC_HEADERS_PASSWORD',
          edits: [{ range: [7, 27, 7, 33], text: 'env("ANTHROPIC_HEADERS_PASSWORD")' }],
        },
        {
          message: 'Read it from the environment: env("ANTHROPIC_GITHUB_TOKEN"), then set ANTHROPIC_GITHUB_TOKEN',
          edits: [{ range: [8, 18, 10, 4], text: 'env("ANTHROPIC_GITHUB_TOKEN")' }],
        },
      ],
    },
    {
      name: 'a token format inside a template',
      agent: `provider "a" {\n  base_url = "${fake('sk-ant-api03-', 40)}"\n  header = "Bearer ${fake('ghp_', 36)} for \${env("USER")}"\n}\n`,
      errors: [
        { range: [2, 14, 2, 69], message: 'provider "a": base_url holds a literal Anthropic API key (by its format); write env("A_BASE_URL") instead' },
        { range: [3, 12, 3, 80], message: 'provider "a": header holds a literal GitHub token (by its format); write env("A_HEADER") instead' },
      ],
      suggestions: [
        { message: 'Read it from the environment: env("A_BASE_URL"), then set A_BASE_URL', edits: [{ range: [2, 14, 2, 69], text: 'env("A_BASE_URL")' }] },
        { message: 'Read it from the environment: env("A_HEADER"), then set A_HEADER', edits: [{ range: [3, 12, 3, 80], text: 'env("A_HEADER")' }] },
      ],
    },
    {
      name: 'a known format under a credential name: the format is named, neither value quoted',
      agent: `provider "a" {\n  api_key = "${fake('sk-ant-api03-', 40)}"\n  password = "hunter2"\n}\n`,
      errors: [
        { range: [2, 13, 2, 68], message: 'provider "a": api_key holds a literal Anthropic API key (by its format); write env("A_API_KEY") instead' },
        { range: [3, 14, 3, 23], message: 'provider "a": password is named like a credential but is a literal; write env("A_PASSWORD") instead' },
      ],
      suggestions: [
        { message: 'Read it from the environment: env("A_API_KEY"), then set A_API_KEY', edits: [{ range: [2, 13, 2, 68], text: 'env("A_API_KEY")' }] },
        { message: 'Read it from the environment: env("A_PASSWORD"), then set A_PASSWORD', edits: [{ range: [3, 14, 3, 23], text: 'env("A_PASSWORD")' }] },
      ],
    },
    {
      name: "schema known: sensitive attributes are secret-not-env's, declared ones judged by value only",
      agent: SECRETS,
      capabilities: { m: SECRETS_SCHEMA },
      errors: [
        { range: [9, 16, 9, 71], message: 'provider "m": proxy.user holds a literal Anthropic API key (by its format); write env("M_PROXY_USER") instead' },
        { range: [10, 16, 10, 28], message: 'provider "m": proxy.password is named like a credential but is a literal; write env("M_PROXY_PASSWORD") instead' },
        { range: [12, 19, 12, 35], message: 'provider "m": client_secret is named like a credential but is a literal; write env("M_CLIENT_SECRET") instead' },
      ],
      suggestions: [
        {
          message: 'Read it from the environment: env("M_PROXY_USER"), then set M_PROXY_USER',
          edits: [{ range: [9, 16, 9, 71], text: 'env("M_PROXY_USER")' }],
        },
        {
          message: 'Read it from the environment: env("M_PROXY_PASSWORD"), then set M_PROXY_PASSWORD',
          edits: [{ range: [10, 16, 10, 28], text: 'env("M_PROXY_PASSWORD")' }],
        },
        {
          message: 'Read it from the environment: env("M_CLIENT_SECRET"), then set M_CLIENT_SECRET',
          edits: [{ range: [12, 19, 12, 35], text: 'env("M_CLIENT_SECRET")' }],
        },
      ],
    },
    {
      name: 'schema unknown: every attribute judged',
      agent: SECRETS,
      capabilities: { other: SECRETS_SCHEMA },
      errors: [
        { range: [5, 19, 5, 32], message: 'provider "m": api_key is named like a credential but is a literal; write env("M_API_KEY") instead' },
        { range: [6, 19, 6, 43], message: 'provider "m": session_token is named like a credential but is a literal; write env("M_SESSION_TOKEN") instead' },
        { range: [8, 16, 8, 32], message: 'provider "m": proxy.auth is named like a credential but is a literal; write env("M_PROXY_AUTH") instead' },
        { range: [9, 16, 9, 71], message: 'provider "m": proxy.user holds a literal Anthropic API key (by its format); write env("M_PROXY_USER") instead' },
        { range: [10, 16, 10, 28], message: 'provider "m": proxy.password is named like a credential but is a literal; write env("M_PROXY_PASSWORD") instead' },
        { range: [12, 19, 12, 35], message: 'provider "m": client_secret is named like a credential but is a literal; write env("M_CLIENT_SECRET") instead' },
      ],
      suggestions: [
        { message: 'Read it from the environment: env("M_API_KEY"), then set M_API_KEY', edits: [{ range: [5, 19, 5, 32], text: 'env("M_API_KEY")' }] },
        {
          message: 'Read it from the environment: env("M_SESSION_TOKEN"), then set M_SESSION_TOKEN',
          edits: [{ range: [6, 19, 6, 43], text: 'env("M_SESSION_TOKEN")' }],
        },
        {
          message: 'Read it from the environment: env("M_PROXY_AUTH"), then set M_PROXY_AUTH',
          edits: [{ range: [8, 16, 8, 32], text: 'env("M_PROXY_AUTH")' }],
        },
        {
          message: 'Read it from the environment: env("M_PROXY_USER"), then set M_PROXY_USER',
          edits: [{ range: [9, 16, 9, 71], text: 'env("M_PROXY_USER")' }],
        },
        {
          message: 'Read it from the environment: env("M_PROXY_PASSWORD"), then set M_PROXY_PASSWORD',
          edits: [{ range: [10, 16, 10, 28], text: 'env("M_PROXY_PASSWORD")' }],
        },
        {
          message: 'Read it from the environment: env("M_CLIENT_SECRET"), then set M_CLIENT_SECRET',
          edits: [{ range: [12, 19, 12, 35], text: 'env("M_CLIENT_SECRET")' }],
        },
      ],
    },
  ],
});

describe('secret-literal on a credential-named template around env() (issue 28 item 6)', () => {
  const agent = 'provider "p" {\n  auth = "Bearer ${env("TOKEN")}"\n}\n';
  it('warns without plugins: the kernel refuses it if the plugin marks the attribute sensitive', () => {
    const found = lintProject({ agent: { path: 'agent.hcl', text: agent } }).diagnostics.filter((d) => d.ruleId === 'secret-literal');
    expect(found.map((d) => [d.severity, d.range.start, d.range.end, d.message])).toEqual([
      [
        'warning',
        { line: 2, column: 10, offset: 24 },
        { line: 2, column: 34, offset: 48 },
        'provider "p": auth is named like a credential but wraps env() in a template; if the plugin marks it sensitive the kernel refuses anything but exactly env("NAME")',
      ],
    ]);
  });
});
