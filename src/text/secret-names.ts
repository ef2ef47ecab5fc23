// Which attribute names hold secrets, for the two places that must never show one: messages
// (which then describe a value instead of quoting it) and code frames (which mask it). Broader
// than the secret-literal rule's test on purpose: hiding a value that was not secret costs a
// little clarity, showing one that was cannot be undone.

/** Name segments of attributes that hold credentials (`auth`, `api_key`, `client_secret`, ...). */
const CREDENTIAL_WORDS: ReadonlySet<string> = new Set([
  'auth',
  'token',
  'secret',
  'password',
  'passwd',
  'credential',
  'credentials',
  'apikey',
  'api_key',
  'private_key',
  'access_key',
  'secret_key',
]);

/** Whether any part of `name` (split at `_` and `-`), or two adjacent parts, name a credential. */
export function isCredentialName(name: string): boolean {
  const parts = name.toLowerCase().split(/[_-]/);
  return parts.some((p, i) => CREDENTIAL_WORDS.has(p) || (i > 0 && CREDENTIAL_WORDS.has(`${parts[i - 1]}_${p}`)));
}

/** Whether any attribute or key along a message path (`auth.token`, `keys[0]`) is named like a credential. */
export function isCredentialPath(path: string): boolean {
  return path.split(/[.[\]]/).some((segment) => segment !== '' && isCredentialName(segment));
}
