// Builds hclfmt.go (HashiCorp's hclwrite.Format as a command) offline from Debian's golang-go and
// golang-github-hashicorp-hcl-v2-dev, for the formatter's goldens (generate.mjs) and the bench.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { goBuildOffline } from '../../bench/go-build.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const HCL_PACKAGE = 'golang-github-hashicorp-hcl-v2-dev';

/** `{ binary }` (outDir/hclfmt), or `{ missing }` saying why there is none. */
export function buildHclfmt(outDir) {
  return goBuildOffline(join(here, 'hclfmt.go'), join(outDir, 'hclfmt'), {
    imports: ['github.com/hashicorp/hcl/v2/hclwrite'],
    packages: ['golang-go', HCL_PACKAGE],
  });
}

/** The Debian version of the hcl sources the program is built from, e.g. `2.14.1-2`. */
export function hclVersion() {
  const r = spawnSync('dpkg-query', ['-W', '-f', '${Version}', HCL_PACKAGE], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : 'unknown';
}
