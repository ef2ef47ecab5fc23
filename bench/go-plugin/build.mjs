// Builds the go-plugin bench plugin (main.go) with Debian's Go packages, offline, in GOPATH
// mode: golang-go, golang-github-hashicorp-go-plugin-dev and the grpc-go and protobuf it
// imports (golang-google-grpc-dev, golang-goprotobuf-dev), all under /usr/share/gocode. The
// build cache is the bench's own (node_modules/.cache), so only the first bench pays for
// compiling grpc-go; the binary goes to the caller's temp folder. Nothing generated is kept
// in the repository.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findOnPath } from '../native-plugin/build.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const GOPATH = '/usr/share/gocode';
const CACHE = resolve(here, '../../node_modules/.cache/harness-lint-bench/go-build');
export const DEBIAN_PACKAGES = ['golang-go', 'golang-github-hashicorp-go-plugin-dev', 'golang-google-grpc-dev', 'golang-goprotobuf-dev'];

/**
 * `{ binary }` (outDir/go-plugin), or `{ missing }` saying why there is none: no `go` on PATH,
 * the Debian Go sources absent, or the compiler's own words when the build fails.
 */
export function buildGoPlugin(outDir) {
  const go = findOnPath('go');
  if (!go) return { missing: `no go on PATH (apt-get install ${DEBIAN_PACKAGES.join(' ')})` };
  for (const pkg of ['github.com/hashicorp/go-plugin', 'google.golang.org/grpc']) {
    if (!existsSync(join(GOPATH, 'src', pkg))) return { missing: `${pkg} is not in ${GOPATH} (apt-get install ${DEBIAN_PACKAGES.join(' ')})` };
  }
  mkdirSync(outDir, { recursive: true });
  mkdirSync(CACHE, { recursive: true });
  const binary = join(outDir, 'go-plugin');
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? outDir,
    GO111MODULE: 'off',
    GOPATH,
    GOCACHE: CACHE,
    GOFLAGS: '',
    GOPROXY: 'off',
    CGO_ENABLED: '0',
  };
  const r = spawnSync(go, ['build', '-o', binary, join(here, 'main.go')], { env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) return { missing: `go build failed: ${(r.stderr || String(r.error)).trim().split('\n').slice(-5).join(' / ')}` };
  return { binary };
}
