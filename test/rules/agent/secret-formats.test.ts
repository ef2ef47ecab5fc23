// The token formats and credential names secret-literal knows (src/rules/agent/support/secret-formats.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCredentialName, TOKEN_FORMATS, tokenFormatIn } from '../../../src/rules/agent/support/secret-formats.js';
import { fake } from '../by-id/fixtures.js';

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

describe('docs/rules/secret-literal.md', () => {
  it('lists every token format of the table', () => {
    const page = readFileSync(new URL('../../../docs/rules/secret-literal.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    expect(TOKEN_FORMATS.map((f) => f.name).filter((n, i, all) => all.indexOf(n) === i && !page.includes(n))).toEqual([]);
  });
});
