// Builds a one-file Go program offline with Debian's Go packages, in GOPATH mode: golang-go and
// the golang-*-dev source packages under /usr/share/gocode. The build cache is the bench's own
// (node_modules/.cache), so only the first build pays for compiling the libraries; the binary
// goes where the caller says (a temp folder). Nothing generated is kept in the repository.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findOnPath } from './native-plugin/build.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const GOPATH = '/usr/share/gocode';
const CACHE = resolve(here, '../node_modules/.cache/harness-lint-bench/go-build');

/**
 * `{ binary }`, or `{ missing }` saying why there is none: no `go` on PATH, one of `imports` (Go
 * import paths) absent from the Debian Go sources, or the compiler's own words when the build fails.
 * `packages` are the Debian packages to name in the advice.
 */
export function goBuildOffline(main, binary, { imports, packages }) {
  const advice = `apt-get install ${packages.join(' ')}`;
  const go = findOnPath('go');
  if (!go) return { missing: `no go on PATH (${advice})` };
  for (const pkg of imports) {
    if (!existsSync(join(GOPATH, 'src', pkg))) return { missing: `${pkg} is not in ${GOPATH} (${advice})` };
  }
  mkdirSync(dirname(binary), { recursive: true });
  mkdirSync(CACHE, { recursive: true });
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dirname(binary),
    GO111MODULE: 'off',
    GOPATH,
    GOCACHE: CACHE,
    GOFLAGS: '',
    GOPROXY: 'off',
    CGO_ENABLED: '0',
  };
  const r = spawnSync(go, ['build', '-o', binary, main], { env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) return { missing: `go build failed: ${(r.stderr || String(r.error)).trim().split('\n').slice(-5).join(' / ')}` };
  return { binary };
}
