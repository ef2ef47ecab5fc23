// Builds the go-plugin bench plugin (main.go) with Debian's Go packages, offline (../go-build.mjs):
// golang-go, golang-github-hashicorp-go-plugin-dev and the grpc-go and protobuf it imports
// (golang-google-grpc-dev, golang-goprotobuf-dev).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { goBuildOffline } from '../go-build.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const DEBIAN_PACKAGES = ['golang-go', 'golang-github-hashicorp-go-plugin-dev', 'golang-google-grpc-dev', 'golang-goprotobuf-dev'];

/** `{ binary }` (outDir/go-plugin), or `{ missing }` saying why there is none. */
export function buildGoPlugin(outDir) {
  return goBuildOffline(join(here, 'main.go'), join(outDir, 'go-plugin'), {
    imports: ['github.com/hashicorp/go-plugin', 'google.golang.org/grpc'],
    packages: DEBIAN_PACKAGES,
  });
}
