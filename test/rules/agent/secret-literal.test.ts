import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as secretLiteral from '../../../src/rules/agent/secret-literal.js';
import * as secretNotEnv from '../../../src/rules/capabilities/secret-not-env.js';
import { isCredentialName, TOKEN_FORMATS, tokenFormatIn } from '../../../src/rules/agent/support/secret-formats.js';
import type { Rule } from '../../../src/rules/rule.js';
import { at, lintCaps, type ProviderSpec } from '../capabilities/helpers.js';

const rules: Rule[] = [secretLiteral];
const lint = (src: string, providers: Record<string, ProviderSpec> | null = null, with_ = rules) => lintCaps(src, providers, with_);

/** A token of `length` characters after `prefix`, from a repeating base62 run (never a real key). */
const fake = (prefix: string, length: number): string => prefix + 'Ex4mpleN0tReal'.repeat(10).slice(0, length);

// Each format's positive, built to the published shape; the table order is the order of TOKEN_FORMATS.
const TOKENS: [string, string][] = [
  ['Anthropic API key', fake('sk-ant-api03-', 40)],
  ['OpenAI API key', fake('sk-proj-', 48)],
  ['GitHub token', fake('ghp_', 36)],
  ['GitHub token', fake('gho_', 36)],
  ['GitHub fine-grained token', fake('github_pat_', 82)],
  ['GitLab token', fake('glpat-', 20)],
  ['Slack token', fake('xoxb-1234-', 24)],
  ['Slack token', fake('xoxp-', 30)],
  ['AWS access key id', 'AKIA' + 'IOSFODNN7EXAMPLE'],
  ['AWS access key id', 'ASIA' + 'IOSFODNN7EXAMPLE'],
  ['Google API key', fake('AIza', 35)],
  ['Stripe secret key', fake('sk_live_', 24)],
  ['Hugging Face token', fake('hf_', 34)],
  ['npm token', fake('npm_', 36)],
  ['private key', '-----BEGIN RSA PRIVATE KEY-----'],
  ['private key', '-----BEGIN PRIVATE KEY-----'],
  ['private key', '-----BEGIN OPENSSH PRIVATE KEY-----'],
  ['JSON Web Token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.' + fake('', 43)],
];

const NOT_TOKENS = [
  'sk-short',
  'sk-ant-short',
  'ghp_tooShort123',
  'my-ghp_' + 'a'.repeat(36).slice(0, 10),
  'AKIA' + 'short',
  'AKIAIOSFODNN7EXAMPLEX',
  'xyzAKIAIOSFODNN7EXAMPLE',
  '-----BEGIN PUBLIC KEY-----',
  '-----BEGIN CERTIFICATE-----',
  'eyJ.eyJ.x',
  'https://api.anthropic.com/v1',
  'claude-sonnet-4-5',
  'task-1234567890123456789012345',
];

describe('secret-formats', () => {
  it.each(TOKENS)('recognises a %s', (name, token) => {
    expect(tokenFormatIn(token)?.name).toBe(name);
    expect(tokenFormatIn(`Bearer ${token}`)?.name).toBe(name);
  });

  it.each(NOT_TOKENS)('does not take %s for a token', (text) => {
    expect(tokenFormatIn(text)).toBeUndefined();
  });

  it('has a positive and a source for every format', () => {
    expect(TOKEN_FORMATS.map((f) => f.name).filter((n) => !TOKENS.some(([t]) => t === n))).toEqual([]);
    expect(TOKEN_FORMATS.filter((f) => !/^(https:\/\/|RFC )/.test(f.source))).toEqual([]);
  });

  it.each([
    'api_key',
    'apikey',
    'apiKey',
    'API_KEY',
    'token',
    'github_token',
    'auth_token',
    'auth',
    'secret',
    'client_secret',
    'password',
    'db-password',
    'passwd',
    'passphrase',
    'credential',
    'credentials',
    'private_key',
    'access_key',
    'secret_key',
    'signing_key',
  ])('takes %s for a credential name', (name) => {
    expect(isCredentialName(name)).toBe(true);
  });

  it.each([
    'max_tokens',
    'tokens',
    'token_budget',
    'auth_type',
    'auth_url',
    'secret_name',
    'password_env',
    'key',
    'model',
    'base_url',
    'keychain',
    'author',
    'passwords_allowed',
    '',
  ])('does not take %s for a credential name', (name) => {
    expect(isCredentialName(name)).toBe(false);
  });
});

describe('secret-literal', () => {
  it('reports a literal under a credential name at any depth, pointing at the value', () => {
    const src = `provider "anthropic" {
  api_key = "not-a-known-format"
  proxy = {
    url        = "https://proxy.internal"
    auth_token = "also-plain"
  }
  headers = [{ password = "p4ss" }]
  github_token = <<EOT
plain
EOT
}
`;
    expect(lint(src)).toEqual([
      {
        ruleId: 'secret-literal',
        severity: 'error',
        message: 'provider "anthropic": api_key is named like a credential but is a literal; write env("ANTHROPIC_API_KEY") instead',
        range: at(src, '"not-a-known-format"'),
      },
      {
        ruleId: 'secret-literal',
        severity: 'error',
        message: 'provider "anthropic": proxy.auth_token is named like a credential but is a literal; write env("ANTHROPIC_PROXY_AUTH_TOKEN") instead',
        range: at(src, '"also-plain"'),
      },
      {
        ruleId: 'secret-literal',
        severity: 'error',
        message: 'provider "anthropic": headers[0].password is named like a credential but is a literal; write env("ANTHROPIC_HEADERS_PASSWORD") instead',
        range: at(src, '"p4ss"'),
      },
      {
        ruleId: 'secret-literal',
        severity: 'error',
        message: 'provider "anthropic": github_token is named like a credential but is a literal; write env("ANTHROPIC_GITHUB_TOKEN") instead',
        range: at(src, '<<EOT\nplain\nEOT'),
      },
    ]);
  });

  it('reports a known token format under any name, also inside a template', () => {
    const key = fake('sk-ant-api03-', 40);
    const pat = fake('ghp_', 36);
    const src = `provider "a" {\n  base_url = "${key}"\n  header = "Bearer ${pat} for \${env("USER")}"\n}\n`;
    expect(lint(src)).toEqual([
      {
        ruleId: 'secret-literal',
        severity: 'error',
        message: 'provider "a": base_url holds a literal Anthropic API key (by its format); write env("A_BASE_URL") instead',
        range: at(src, `"${key}"`),
      },
      {
        ruleId: 'secret-literal',
        severity: 'error',
        message: 'provider "a": header holds a literal GitHub token (by its format); write env("A_HEADER") instead',
        range: at(src, `"Bearer ${pat} for \${env("USER")}"`),
      },
    ]);
  });

  it('never quotes the value', () => {
    const key = fake('sk-ant-api03-', 40);
    const found = lint(`provider "a" {\n  api_key = "${key}"\n  password = "hunter2"\n}\n`);
    expect(found).toHaveLength(2);
    for (const f of found) expect(f.message).not.toMatch(/hunter2|sk-ant|Ex4mple/);
  });

  it.each([
    ['env()', 'api_key = env("ANTHROPIC_API_KEY")'],
    ['a template around env()', 'auth = "Bearer ${env("TOKEN")}"'],
    ['an empty string', 'token = ""'],
    ['a name whose last part is no credential', 'token_budget = "4000"'],
    ['max_tokens', 'max_tokens = "4096"'],
    ['auth_type', 'auth_type = "bearer"'],
    ['a number', 'token = 12'],
    ['a variable', 'password = local.password'],
    ['a plain URL', 'base_url = "https://api.anthropic.com"'],
  ])('accepts %s', (_, line) => {
    expect(lint(`provider "anthropic" {\n  ${line}\n}\n`)).toEqual([]);
  });

  it('only looks inside provider blocks', () => {
    expect(lint(`agent_profile "x" {\n  description = "${fake('sk-ant-api03-', 40)}"\n}\n`)).toEqual([]);
  });

  describe('with the provider schema known', () => {
    const schema: ProviderSpec = {
      category: 'model',
      capabilities: {
        config_schema: {
          attributes: [
            { name: 'api_key', type: 'ATTR_TYPE_STRING', sensitive: true },
            { name: 'session_token', type: 'ATTR_TYPE_STRING' },
            {
              name: 'proxy',
              type: 'ATTR_TYPE_OBJECT',
              object_attributes: [
                { name: 'auth', type: 'ATTR_TYPE_STRING', sensitive: true },
                { name: 'user', type: 'ATTR_TYPE_STRING' },
              ],
            },
          ],
        },
      },
    };
    const src = `required_providers {
  m = { source = "github.com/acme/provider-m", version = "1.0.0" }
}
provider "m" {
  api_key       = "literal-key"
  session_token = "declared-not-sensitive"
  proxy = {
    auth     = "nested-literal"
    user     = "${fake('sk-ant-api03-', 40)}"
    password = "undeclared"
  }
  client_secret = "undeclared-too"
}
`;

    it('leaves sensitive attributes to secret-not-env, judges declared ones by value only, and undeclared ones as without a schema', () => {
      const found = lint(src, { m: schema }, [secretLiteral, secretNotEnv]);
      expect(found.map((f) => [f.ruleId, f.range])).toEqual([
        ['secret-not-env', at(src, '"literal-key"')],
        ['secret-not-env', at(src, '"nested-literal"')],
        ['secret-literal', at(src, `"${fake('sk-ant-api03-', 40)}"`)],
        ['secret-literal', at(src, '"undeclared"')],
        ['secret-literal', at(src, '"undeclared-too"')],
      ]);
    });

    it('judges every attribute of a provider whose schema is unknown', () => {
      expect(lint(src, { other: schema }).map((f) => f.range)).toEqual(
        ['"literal-key"', '"declared-not-sensitive"', '"nested-literal"', `"${fake('sk-ant-api03-', 40)}"`, '"undeclared"', '"undeclared-too"'].map((t) =>
          at(src, t),
        ),
      );
    });
  });
});

describe('docs/rules/secret-literal.md', () => {
  it('lists every token format of the table', () => {
    const page = readFileSync(new URL('../../../docs/rules/secret-literal.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    expect(TOKEN_FORMATS.map((f) => f.name).filter((n, i, all) => all.indexOf(n) === i && !page.includes(n))).toEqual([]);
  });
});
