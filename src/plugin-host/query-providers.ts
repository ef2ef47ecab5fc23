// The plugin host's public entry: for each provider, locate and verify its binary, then
// answer from the capability cache or launch the plugin (in parallel, bounded).
import type { RelatedInfo } from '../diagnostics/diagnostic.js';
import { CapabilityCache, type CacheKey } from './cache/capability-cache.js';
import { removeTempDir, trackTempDir } from './launch/children.js';
import { sha256File } from './verify/hash.js';
import { fileIdentity, hashMemo, memoizedSha256 } from './verify/hash-memo.js';
import { locateBinary } from './verify/locate.js';
import { limiter } from './launch/limit.js';
import { assessAnswers, type PluginAnswers } from './wire/plugin-answers.js';
import { goPlatform } from './verify/platform.js';
import type { LocatedBinary, ProviderFinding, ProviderInput, ProviderResult } from './provider-input.js';
import { createRunFolder } from './launch/run-folder.js';
import { fsErrorText } from '../text/fs-error.js';
import { escapeControl, quote } from '../text/escape.js';
import { appendAll } from '../array.js';
import { verifiedCopy, type VerifiedCopy } from './verify/verified-copy.js';
import { DEFAULT_PLUGIN_TIMEOUT_MS } from './timeout.js';
import type { QueryPluginResult } from './launch/query-plugin.js';
import type { PluginAdvice } from './advice.js';

export type ProgressEvent =
  | { provider: string; kind: 'launch'; path: string }
  | { provider: string; kind: 'done'; ms: number; ok: boolean }
  | { provider: string; kind: 'cached' };

export interface QueryOptions {
  /** The kernel's plugin cache (`--cache-dir`). */
  cacheDir: string;
  /** Per plugin, spawn through the last RPC (`--plugin-timeout`). */
  timeoutMs?: number;
  /** Where answers and binary checksums are cached (the linter's is `$XDG_CACHE_HOME/harness-lint`, src/host). */
  capabilityCacheDir: string;
  noCache?: boolean;
  /** Plugins launched at once; default DEFAULT_CONCURRENCY. */
  concurrency?: number;
  /** Log lines plugins sent (callback Log, stdio stream), for --verbose. */
  onLog?: (provider: string, line: string) => void;
  /** Each plugin's launch and how it ended, for a status line and --verbose. */
  onProgress?: (event: ProgressEvent) => void;
  /** `<os>_<arch>`; default this machine's. */
  platform?: string;
  /** How messages name each input: `provider "<local name>"` (default), or `plugin "<file name>"` for `harness-lint plugin PATH`. */
  noun?: 'provider' | 'plugin';
  protoDir?: string;
  /** Where PATH and HOME for plugins come from, and TMPDIR for the run folder; default process.env. */
  env?: NodeJS.ProcessEnv;
  /** How messages name the settings that would help (the cache, the timeout); default the CLI's flags. */
  advice?: PluginAdvice;
}

/**
 * A plugin mostly waits (for its start-up, then for the host's calls), so launches are not
 * bounded by CPUs: a lower bound would run the launches of a typical project in waves, one
 * after another. The bound keeps a project with very many providers from starting them all.
 */
export const DEFAULT_CONCURRENCY = 16;

function positive(value: number | undefined): boolean {
  return value !== undefined && Number.isFinite(value) && value >= 1;
}

function relatedFor(binary: LocatedBinary): RelatedInfo[] | undefined {
  if (!binary.at) return undefined;
  const message = binary.via === 'dev_override' ? 'dev_overrides entry naming the plugin binary' : 'lock entry that located the plugin binary';
  return [{ file: binary.at.file, range: binary.at.range, message }];
}

export async function queryProviders(inputs: ProviderInput[], options: QueryOptions): Promise<Map<string, ProviderResult>> {
  const cache = options.noCache ? null : new CapabilityCache(options.capabilityCacheDir);
  const memo = options.noCache ? undefined : hashMemo(options.capabilityCacheDir);
  const limit = limiter(positive(options.concurrency) ? Math.floor(options.concurrency!) : DEFAULT_CONCURRENCY);
  const platform = options.platform ?? goPlatform();
  const timeoutMs = positive(options.timeoutMs) ? options.timeoutMs! : DEFAULT_PLUGIN_TIMEOUT_MS;
  // The launch machinery and protos load only when something is launched, so a warm run
  // never pays for them; protos only once the launches have been spawned: spawning
  // forks the linter, which costs less before they are loaded, and the plugins start up meanwhile.
  let queryPlugin!: typeof import('./launch/query-plugin.js').queryPlugin;
  let releaseProtos!: () => void;
  const protos = new Promise<void>((resolve) => (releaseProtos = resolve)).then(async () => (await import('./wire/protos.js')).loadProtos(options.protoDir));
  protos.catch(() => {});

  // Made by ensureRunFolder below, before any launch.
  let runFolder: string | undefined;

  // A lock binary whose digest is not remembered (a cold run, as in CI) is read once: hashed
  // while it is copied into the run folder, and that copy is what launches if its answers are
  // not cached. Reading it for the checksum and again for the copy cost a 13 MB Go plugin ~8 ms
  // of SHA-256 twice.
  const copies = new Map<string, VerifiedCopy>();
  const hashWhileCopying = async (path: string): Promise<string> => {
    if (!ensureRunFolder()) return sha256File(path);
    const copy = await verifiedCopy(path, runFolder!);
    copies.set(path, copy);
    return copy.sha256;
  };
  const memoized = memo && memoizedSha256(memo);
  const hashLocked = (path: string) => (memoized ? memoized(path, hashWhileCopying) : hashWhileCopying(path));

  /** The verified binary and, if cached, its answers; or the finished result when it cannot be launched. */
  const prepare = async (input: ProviderInput): Promise<Prepared> => {
    const who = `${options.noun ?? 'provider'} ${quote(input.name)}`;
    const result: ProviderResult = { name: input.name, findings: [], fromCache: false };
    let located;
    try {
      located = await locateBinary(input, { cacheDir: options.cacheDir, platform, sha256: hashLocked, who, advice: options.advice });
    } catch (err) {
      result.findings.push(unreadable(who, err));
      return { result };
    }
    if ('finding' in located) {
      result.findings.push(located.finding);
      return { result };
    }
    result.binary = located.binary;
    const answers = cache?.get(cacheKey(located.binary)) ?? null;
    if (answers) {
      result.fromCache = true;
      options.onProgress?.({ provider: input.name, kind: 'cached' });
    }
    return { result, who, binary: located.binary, answers };
  };

  const finish = async ({ result, who, binary, answers }: Prepared): Promise<ProviderResult> => {
    if (!binary || !who) return result;
    const rel = relatedFor(binary);
    if (!answers) {
      const queried = await limit(async () => {
        options.onProgress?.({ provider: result.name, kind: 'launch', path: binary.path });
        // Whole milliseconds are all a progress line shows; performance.now() would load perf_hooks.
        const started = Date.now();
        const launched = await launch(who, binary, result);
        options.onProgress?.({ provider: result.name, kind: 'done', ms: Date.now() - started, ok: !('failure' in launched.outcome) });
        return launched;
      });
      const { outcome, cacheAs } = queried;
      if ('failure' in outcome) {
        result.findings.push(rel ? { ...outcome.failure, related: rel } : outcome.failure);
        if ('describe' in outcome && outcome.describe) result.describe = outcome.describe;
        return result;
      }
      answers = outcome.answers;
      // Under the digest or identity of what ran, never of what was first seen.
      if (cacheAs) cache?.set(cacheAs, answers);
    }
    const assessed = assessAnswers(result.name, who, answers);
    appendAll(
      result.findings,
      assessed.findings.map((f) => (rel ? { ...f, related: rel } : f)),
    );
    if (assessed.capabilities) result.capabilities = assessed.capabilities;
    return result;
  };

  /**
   * A lock-file binary runs as a verified copy, and not at all if the copy differs from what
   * was checked. A dev_overrides binary runs where it is (it may find files beside itself, and
   * is the user's own, unverified by design). Its answers are cached under its file identity,
   * and only if the file is the same one just before the spawn and once the plugin has
   * answered: then the file that ran is the file of that identity, a #! script's interpreter
   * reading it again after the spawn included.
   */
  const launch = async (who: string, binary: LocatedBinary, result: ProviderResult): Promise<Launched> => {
    const query = (path: string) =>
      queryPlugin(path, {
        timeoutMs,
        protos,
        who,
        runFolder: runFolder!,
        shownPath: binary.path,
        env: options.env,
        advice: options.advice,
        onLog: (line) => options.onLog?.(result.name, line),
      });
    try {
      if (binary.via === 'dev_override') {
        const before = fileIdentity(binary.path);
        const outcome = await query(binary.path);
        return { outcome, cacheAs: identityOrNull(binary.path) === before ? { identity: before } : undefined };
      }
      const copy = copies.get(binary.path) ?? (await verifiedCopy(binary.path, runFolder!));
      if (copy.sha256 !== binary.sha256) {
        return {
          outcome: {
            failure: {
              ruleId: 'plugin-checksum-mismatch',
              severity: 'error',
              message: `${who} was not launched: the binary ${quote(binary.path)} changed after its checksum was verified (its SHA-256 is now ${copy.sha256}, the lock file expects ${binary.sha256}); reinstall the provider, and find out what rewrote it`,
            },
          },
        };
      }
      return { outcome: await query(copy.path), cacheAs: { sha256: copy.sha256 } };
    } catch (err) {
      return { outcome: { failure: unreadable(who, err) } };
    }
  };

  // The run's private folder (sockets, verified copies), made on first need; one that cannot be
  // made is every launch's finding.
  let folderFailure: ((who: string) => ProviderFinding) | undefined;
  const ensureRunFolder = (): boolean => {
    if (runFolder === undefined && folderFailure === undefined) {
      const tmp = (options.env ?? process.env).TMPDIR || '/tmp';
      try {
        // Synchronous from making the folder to tracking it, so no signal lands in between.
        runFolder = createRunFolder(tmp);
        trackTempDir(runFolder);
      } catch (err) {
        const why = escapeControl(fsErrorText(err, 'write'));
        folderFailure = (who) => ({
          ruleId: 'plugin-launch-failed',
          severity: 'error',
          message: `${who}: not launched: could not make a private folder for its sockets in ${quote(tmp)} (${why}); set TMPDIR to a writable folder`,
        });
      }
    }
    return runFolder !== undefined;
  };
  // The launch machinery, loaded when the first provider needs a launch.
  let setUp: Promise<void> | undefined;
  const setUpLaunches = () => (setUp ??= import('./launch/query-plugin.js').then((module) => void (queryPlugin = module.queryPlugin)));

  // Each provider launches as soon as its own binary is verified, not once every binary is: one
  // whose digest the memo holds starts while lock-file binaries are still read (a dev_overrides
  // binary is not read before its launch at all).
  const preparing = inputs.map(prepare);
  const finished = preparing.map(async (pending) => {
    const p = await pending;
    if (p.binary && !p.answers) {
      await setUpLaunches();
      if (!ensureRunFolder()) {
        p.result.findings.push(folderFailure!(p.who!));
        return p.result;
      }
    }
    return finish(p);
  });
  // Protos load once every launch that can start has started (see `protos` above): after
  // the last binary is verified and the continuations waiting on the set-up have run.
  void Promise.allSettled(preparing).then(async () => {
    if (!setUp) return;
    await setUp;
    setImmediate(releaseProtos);
  });
  try {
    return await settle(finished);
  } finally {
    if (runFolder) removeTempDir(runFolder);
  }
}

async function settle(finished: Promise<ProviderResult>[]): Promise<Map<string, ProviderResult>> {
  return new Map((await Promise.all(finished)).map((r) => [r.name, r]));
}

function unreadable(who: string, err: unknown): ProviderFinding {
  const why = escapeControl(fsErrorText(err, 'read'));
  return {
    ruleId: 'plugin-launch-failed',
    severity: 'error',
    message: `${who}: could not read the plugin binary to verify it (${why}); check that it is a readable file`,
  };
}

interface Launched {
  outcome: QueryPluginResult;
  /** What the answers are cached under: absent when what ran cannot be told apart from what was checked. */
  cacheAs?: CacheKey;
}

/** A lock-file binary's answers by its digest, a dev_overrides binary's by its file identity (capability-cache.ts). */
function cacheKey(binary: LocatedBinary): CacheKey {
  return binary.via === 'dev_override' ? { identity: binary.identity } : { sha256: binary.sha256 };
}

function identityOrNull(path: string): string | null {
  try {
    return fileIdentity(path);
  } catch {
    return null;
  }
}

interface Prepared {
  result: ProviderResult;
  who?: string;
  binary?: LocatedBinary;
  answers?: PluginAnswers | null;
}
