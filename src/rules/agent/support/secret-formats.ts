// What a credential looks like without a schema to say so: attribute names whose last part
// names one, and the published formats of well-known tokens. Used by secret-literal only; the
// stylish frame masks by a broader name test of its own (any part), which can only mask more.

/** Last name parts that name a credential (`github_token`, `proxy.auth`, `password`). */
const CREDENTIAL_HEADS: ReadonlySet<string> = new Set(['token', 'secret', 'password', 'passwd', 'passphrase', 'auth', 'credential', 'credentials', 'apikey']);
/** Two-part endings that do (`api_key`, `client_secret` is covered by its head). */
const CREDENTIAL_PAIRS: ReadonlySet<string> = new Set([
  'api_key',
  'private_key',
  'access_key',
  'secret_key',
  'signing_key',
  'encryption_key',
  'master_key',
  'account_key',
  'auth_key',
]);

/** `apiKey`, `api-key` and `API_KEY` as `["api", "key"]`. */
function nameParts(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((p) => p !== '');
}

/**
 * Whether an attribute name says it holds a credential. The last part decides, so
 * `github_token` and `auth_token` count while `max_tokens`, `token_budget` and `auth_type` do not.
 */
export function isCredentialName(name: string): boolean {
  const parts = nameParts(name);
  const last = parts[parts.length - 1];
  if (last === undefined) return false;
  return CREDENTIAL_HEADS.has(last) || (parts.length >= 2 && CREDENTIAL_PAIRS.has(`${parts[parts.length - 2]}_${last}`));
}

export interface TokenFormat {
  /** What the message calls it. */
  name: string;
  /** Matched anywhere in a literal; every pattern starts at a token boundary and is linear. */
  pattern: RegExp;
  /** Where the format is published. */
  source: string;
}

// Not preceded by a token character, so a match starts only at the beginning of a run: each
// run is scanned by one start at most, which keeps every search linear in the literal's length.
const B = '(?<![A-Za-z0-9_-])';

/** Most specific first: the first that matches names the finding (`sk-ant-` before `sk-`). */
export const TOKEN_FORMATS: readonly TokenFormat[] = [
  {
    name: 'Anthropic API key',
    pattern: new RegExp(`${B}sk-ant-[A-Za-z0-9_-]{20,}`),
    source: 'https://docs.anthropic.com/en/api/admin-api/apikeys/get-api-key (keys are "sk-ant-api03-…", admin keys "sk-ant-admin01-…")',
  },
  {
    name: 'OpenAI API key',
    pattern: new RegExp(`${B}sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}`),
    source: 'https://platform.openai.com/docs/api-reference/authentication ("sk-…", project keys "sk-proj-…")',
  },
  {
    name: 'GitHub token',
    pattern: new RegExp(`${B}gh[pousr]_[A-Za-z0-9]{36}`),
    source: 'https://github.blog/engineering/platform-security/behind-githubs-new-authentication-token-formats/ (ghp_, gho_, ghu_, ghs_, ghr_ + 36 base62)',
  },
  {
    name: 'GitHub fine-grained token',
    pattern: new RegExp(`${B}github_pat_[A-Za-z0-9_]{22,}`),
    source: 'https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/managing-your-personal-access-tokens (github_pat_…)',
  },
  {
    name: 'GitLab token',
    pattern: new RegExp(`${B}gl(?:pat|dt|rt|ptt|oas)-[A-Za-z0-9_-]{20,}`),
    source: 'https://docs.gitlab.com/security/tokens/#token-prefixes (glpat-, gldt-, glrt-, glptt-, gloas-)',
  },
  {
    name: 'Slack token',
    pattern: new RegExp(`${B}xox[abposr]-[A-Za-z0-9-]{10,}`),
    source: 'https://api.slack.com/concepts/token-types (xoxb-, xoxp-, xoxa-, xoxr-, …)',
  },
  {
    name: 'AWS access key id',
    pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])/,
    source:
      'https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_identifiers.html#identifiers-unique-ids (AKIA long-term, ASIA temporary; 20 characters)',
  },
  {
    name: 'Google API key',
    pattern: new RegExp(`${B}AIza[A-Za-z0-9_-]{35}`),
    source: 'https://cloud.google.com/docs/authentication/api-keys (keys begin "AIza", 39 characters)',
  },
  {
    name: 'Stripe secret key',
    pattern: new RegExp(`${B}(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}`),
    source: 'https://docs.stripe.com/keys (sk_live_, sk_test_, restricted rk_live_)',
  },
  { name: 'Hugging Face token', pattern: new RegExp(`${B}hf_[A-Za-z0-9]{30,}`), source: 'https://huggingface.co/docs/hub/security-tokens (hf_…)' },
  {
    name: 'npm token',
    pattern: new RegExp(`${B}npm_[A-Za-z0-9]{36}`),
    source: 'https://github.blog/changelog/2021-09-23-npm-has-a-new-access-token-format/ (npm_ + 36)',
  },
  {
    name: 'private key',
    pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/,
    source: 'RFC 7468 §10-11 and RFC 4716/OpenSSH ("-----BEGIN PRIVATE KEY-----", "RSA/EC/OPENSSH PRIVATE KEY")',
  },
  {
    name: 'JSON Web Token',
    pattern: new RegExp(`${B}eyJ[A-Za-z0-9_-]{4,}\\.eyJ[A-Za-z0-9_-]{4,}\\.[A-Za-z0-9_-]+`),
    source: 'RFC 7519 §3 and RFC 7515 §7.1 (base64url header and payload, both JSON objects, so "eyJ")',
  },
];

/** The first well-known token format the text contains, if any. */
export function tokenFormatIn(text: string): TokenFormat | undefined {
  return TOKEN_FORMATS.find((f) => f.pattern.test(text));
}
