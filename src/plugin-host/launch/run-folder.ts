// One private folder per run that launches plugins: their TMPDIR and PLUGIN_UNIX_SOCKET_DIR
// (so go-plugin's sockets and any temp file a plugin makes land there), the callback
// brokers' sockets and the verified copies of the binaries that run. It is removed when the
// run ends or is interrupted; one left by a killed run is removed by a later run once that
// run's PID is gone. Nothing a plugin leaves outside it is touched.
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { sweepStale } from './stale-files.js';

/** `sun_path` holds 108 bytes with its terminating NUL; libuv silently cuts longer paths. */
export const SOCKET_PATH_MAX_BYTES = 107;
/** go-plugin's socket: os.CreateTemp(dir, "plugin"), a uint32 in decimal after the prefix. */
const LONGEST_SOCKET_NAME = '/plugin4294967295';
/** mkdtemp's random suffix. */
const SUFFIX_LENGTH = 6;
/** Also the callback-broker folders of versions before the run folder. */
const RUN_FOLDER = /^harness-lint-(?:broker-)?(\d+)-[A-Za-z0-9]{6}$/;
/** Where a run folder goes when TMPDIR is too long for socket paths in it. */
const SHORT_BASE = '/tmp';

function prefix(base: string): string {
  return join(base, `harness-lint-${process.pid}-`);
}

export function fitsSocketPaths(folder: string): boolean {
  return Buffer.byteLength(folder + LONGEST_SOCKET_NAME) <= SOCKET_PATH_MAX_BYTES;
}

/**
 * Makes the run's folder (mode 0700) in `tmp`, the plugins' TMPDIR, or in /tmp when socket
 * paths in `tmp` could exceed the limit, first sweeping stale run folders from there.
 */
export function createRunFolder(tmp: string): string {
  const base = fitsSocketPaths(prefix(tmp) + 'x'.repeat(SUFFIX_LENGTH)) ? tmp : SHORT_BASE;
  sweepStale(base, RUN_FOLDER);
  return mkdtempSync(prefix(base));
}
