// Finding a provider's binary (DESIGN.md "Plugins"): dev_overrides as is, else the lock
// entry's folder in the plugin cache, verified against the lock checksum before anything
// may run it. Files are looked at synchronously: a few stat calls beat round trips through
// libuv's thread pool, and fs/promises is left unloaded.
import { realpathSync, statSync, type Stats } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RelatedInfo } from '../../diagnostics/diagnostic.js';
import { sha256File } from './hash.js';
import { fileIdentity } from './hash-memo.js';
import { isInside, unsafeSegmentReason, unsafeSourceReason } from './path-safety.js';
import type { LocatedBinary, ProviderFinding, ProviderInput, SourcePlace } from '../provider-input.js';
import { quote } from '../../text/escape.js';
import { CLI_PLUGIN_ADVICE, type PluginAdvice } from '../advice.js';

export interface LocateOptions {
  /** The kernel's plugin cache (`--cache-dir`); binaries live under `<cacheDir>/plugins/`. */
  cacheDir: string;
  /** `<os>_<arch>` in Go's spelling. */
  platform: string;
  /** How a lock-file binary is hashed (hex SHA-256); default: read it all. */
  sha256?: (path: string) => Promise<string>;
  /** How messages name the input; default `provider "<local name>"`. */
  who?: string;
  /** How messages name the plugin cache's setting; default the CLI's flag. */
  advice?: PluginAdvice;
}

export type LocateResult = { binary: LocatedBinary } | { finding: ProviderFinding };

const CHECKSUM = /^sha256:([0-9a-f]{64})$/;

function related(at: SourcePlace | undefined, message: string): RelatedInfo[] | undefined {
  return at ? [{ file: at.file, range: at.range, message }] : undefined;
}

function finding(ruleId: ProviderFinding['ruleId'], message: string, rel?: RelatedInfo[]): { finding: ProviderFinding } {
  const severity = ruleId === 'plugin-not-installed' || ruleId === 'plugin-describe-missing' ? 'warning' : 'error';
  const f: ProviderFinding = { ruleId, severity, message };
  if (rel) f.related = rel;
  return { finding: f };
}

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

export async function locateBinary(input: ProviderInput, options: LocateOptions): Promise<LocateResult> {
  const who = options.who ?? `provider ${quote(input.name)}`;
  if (input.devOverride) return locateDevOverride(who, input.devOverride);
  if (!input.lock) {
    return finding(
      'plugin-not-installed',
      `${who} has no dev_overrides entry and no lock file entry, so its plugin was not launched and its capability checks are skipped; install it with the kernel so the lock file records it`,
    );
  }
  return locateLocked(who, input.name, input.lock, options);
}

function locateDevOverride(who: string, dev: NonNullable<ProviderInput['devOverride']>): LocateResult {
  const rel = related(dev.at, 'dev_overrides entry naming the plugin binary');
  const path = resolve(dev.path);
  const info = statOrNull(path);
  if (!info || !info.isFile()) {
    const why = info ? 'is not a regular file' : 'does not exist';
    return finding('plugin-launch-failed', `${who}: the dev_overrides path ${quote(path)} ${why}; fix the path in the global config's dev_overrides`, rel);
  }
  // Not read: its identity keys its cached answers (capability-cache.ts).
  const binary: LocatedBinary = { via: 'dev_override', path, identity: fileIdentity(path) };
  if (dev.at) binary.at = dev.at;
  return { binary };
}

async function locateLocked(who: string, name: string, lock: NonNullable<ProviderInput['lock']>, options: LocateOptions): Promise<LocateResult> {
  const rel = related(lock.at, `lock entry for provider ${quote(name)}`);
  const refuse = (what: string, why: string) =>
    finding('plugin-launch-failed', `${who} was not launched: ${what} is not a safe cache path (${why}); fix the lock file entry`, rel);
  const nameReason = unsafeSegmentReason(name);
  if (nameReason) return refuse(`the local name ${quote(name)}`, nameReason);
  const sourceReason = unsafeSourceReason(lock.source);
  if (sourceReason) return refuse(`lock source ${quote(lock.source)}`, sourceReason);
  const versionReason = unsafeSegmentReason(lock.version);
  if (versionReason) return refuse(`lock version ${quote(lock.version)}`, versionReason);

  const cacheRoot = resolve(options.cacheDir);
  const segments = lock.source.split('/');
  const path = join(cacheRoot, 'plugins', ...segments, lock.version, options.platform, segments[segments.length - 1]);
  if (!isInside(cacheRoot, path)) return refuse(`lock source ${quote(lock.source)}`, 'it leads outside the plugin cache');

  const info = statOrNull(path);
  if (!info) {
    return finding(
      'plugin-not-installed',
      `${who} (${lock.source} ${lock.version}) is not installed: no binary at ${quote(path)}, so its capability checks are skipped; run the kernel once to install it, or ${(options.advice ?? CLI_PLUGIN_ADVICE).cacheDir}`,
      rel,
    );
  }
  const realCache = realpathSync(cacheRoot);
  const realBinary = realpathSync(path);
  if (!isInside(realCache, realBinary)) {
    return refuse(`the installed binary ${quote(path)}`, `it resolves to ${quote(realBinary)}, outside the plugin cache`);
  }
  if (!info.isFile()) return refuse(`the installed binary ${quote(path)}`, 'it is not a regular file');

  const expected = lock.checksums[options.platform];
  if (expected === undefined) {
    return finding(
      'plugin-checksum-mismatch',
      `${who} was not launched: the lock file has no checksum for this platform (${options.platform}), so the binary cannot be verified; re-lock the provider on ${options.platform} so its checksum is recorded`,
      rel,
    );
  }
  const match = CHECKSUM.exec(expected);
  if (!match) {
    return finding(
      'plugin-checksum-mismatch',
      `${who} was not launched: the lock file's ${options.platform} checksum ${quote(expected)} is not "sha256:" followed by 64 lowercase hex digits, so the binary cannot be verified; re-lock the provider`,
      rel,
    );
  }
  const actual = await (options.sha256 ?? sha256File)(realBinary);
  if (actual !== match[1]) {
    return finding(
      'plugin-checksum-mismatch',
      `${who} was not launched: the binary ${quote(path)} has SHA-256 ${actual}, but the lock file expects ${match[1]} for ${options.platform}; reinstall the provider or re-lock it if the new binary is trusted`,
      rel,
    );
  }
  const binary: LocatedBinary = { via: 'lock', path: realBinary, sha256: actual };
  if (lock.at) binary.at = lock.at;
  return { binary };
}
