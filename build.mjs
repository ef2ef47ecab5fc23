// Bundles the CLI into dist/ with esbuild: one file to load at start-up (fast), with
// code splitting so what only some runs need (the plugin host) is loaded lazily.
// Builds into a temporary folder and swaps it in, so a CLI running meanwhile never
// sees a half-written dist/.
import { build } from 'esbuild';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';

const staging = `dist.build-${process.pid}`;
const retired = `dist.old-${process.pid}`;
rmSync(staging, { recursive: true, force: true });
await build({
  entryPoints: ['src/cli.ts'],
  outdir: staging,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  legalComments: 'none',
  // grpc and protobufjs resolve files at run time from their own package folders.
  // cosmiconfig's TypeScript loader is never used (JS/TS configs are refused) but would pull in all of typescript.
  external: ['@grpc/grpc-js', '@grpc/proto-loader', 'typescript'],
  banner: { js: "import { createRequire as __hlCreateRequire } from 'node:module'; const require = __hlCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
if (existsSync('src/capabilities/proto')) cpSync('src/capabilities/proto', `${staging}/proto`, { recursive: true });
if (existsSync('dist')) renameSync('dist', retired);
renameSync(staging, 'dist');
rmSync(retired, { recursive: true, force: true });
