// Bundles the CLI into dist/cli.js with esbuild and makes V8's code cache for it; start-up is
// part of every lint. The bundle is one CommonJS file, so bin/harness-lint.js can compile it
// with vm.Script and cached data (Node 20 has no module.enableCompileCache, and ESM cannot
// take cached data). What only some runs need (plugin host, linter config loader, other
// formats) stays lazily initialised inside it: esbuild wraps modules reached only through
// import() in initialisers that run on first use.
// Builds into a temporary folder and swaps it in, so a CLI running meanwhile never sees a
// half-written dist/.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';

// A global install from git (pre-commit's `npm install -g git+file://…`) runs `prepare` without
// any dependencies (npm/cli#8440). Then install them here, in this clone only, and build.
async function loadEsbuild() {
  try {
    return await import('esbuild');
  } catch {
    console.log('build: dependencies are missing (a global install from git); installing them for the build');
    const npm = spawnSync('npm', ['install', '--global=false', '--location=project', '--no-save', '--include=dev', '--ignore-scripts', '--no-audit', '--no-fund'], { stdio: 'inherit', shell: process.platform === 'win32' });
    if (npm.status !== 0) {
      console.error('build: could not install the build dependencies; run npm ci first');
      process.exit(1);
    }
    return import('esbuild');
  }
}
const { build } = await loadEsbuild();

// Built-in modules the start-up path imports but a plain lint never calls: commander's
// child_process (for executable subcommands, which we have none of; it pulls in net and dgram)
// and crypto (plugin checksums, schema keys) cost about 1.5 ms each to load. They are bundled as
// stubs whose exports load the real module on first use.
const LAZY_BUILTINS = ['child_process', 'crypto'];

const lazyBuiltins = {
  name: 'lazy-builtins',
  setup(b) {
    const require = createRequire(import.meta.url);
    // The stub's own require() is of the real module.
    b.onResolve({ filter: new RegExp(`^(node:)?(${LAZY_BUILTINS.join('|')})$`) }, (args) =>
      args.namespace === 'lazy-builtin' ? { path: args.path, external: true } : { path: args.path.replace(/^node:/, ''), namespace: 'lazy-builtin' },
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy-builtin' }, (args) => {
      // The build runs on the Node that will run the bundle (`prepare`), so the names match.
      const names = Object.keys(require(`node:${args.path}`));
      const contents = `let real;
const load = () => (real ??= require('node:${args.path}'));
for (const name of ${JSON.stringify(names)}) Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] });
`;
      return { contents, loader: 'js' };
    });
  },
};

const staging = `dist.build-${process.pid}`;
const retired = `dist.old-${process.pid}`;
rmSync(staging, { recursive: true, force: true });
const result = await build({
  entryPoints: ['src/cli.ts'],
  outfile: `${staging}/cli.js`,
  write: false,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  // Less to read and to deserialise from the code cache (about 1 ms a run); --verbose stack
  // traces then show minified function names.
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  // import() of what is bundled becomes a call of its initialiser; of the externals below, a
  // require() (vm.Script code has no ES module loader for import()).
  supported: { 'dynamic-import': false },
  // grpc and protobufjs resolve files at run time from their own package folders.
  // cosmiconfig's TypeScript loader is never used (JS/TS configs are refused) but would pull in all of typescript.
  external: ['@grpc/grpc-js', 'protobufjs', 'typescript'],
  // import.meta.url of a CommonJS bundle, computed on first use.
  define: { 'import.meta': '__hlImportMeta' },
  banner: { js: 'var __hlImportMeta = { get url() { return require("node:url").pathToFileURL(__filename).href; } };' },
  plugins: [lazyBuiltins],
  logLevel: 'warning',
});
// The last line names this build; bin/harness-lint.js uses the code cache only when the cache
// names the same one (V8 itself checks only the source's length).
const bundle = result.outputFiles[0].text;
const key = createHash('sha256').update(bundle).digest('hex').slice(0, 16);
mkdirSync(staging);
writeFileSync(`${staging}/cli.js`, `${bundle}// build ${key}\n`);
writeFileSync(`${staging}/package.json`, '{ "type": "commonjs" }\n');
if (existsSync('src/capabilities/proto')) cpSync('src/capabilities/proto', `${staging}/proto`, { recursive: true });

// The code cache, from a child process that lints the example once (so it also holds the
// functions compiled lazily during a lint). NODE_OPTIONS could carry V8 flags a plain run does
// not have, and V8 rejects a cache made under other flags.
const env = { ...process.env };
delete env.NODE_OPTIONS;
const trained = spawnSync(process.execPath, ['scripts/build-code-cache.cjs', staging], { env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
if (trained.status !== 0) {
  rmSync(staging, { recursive: true, force: true });
  throw new Error(`making the code cache failed (exit ${trained.status ?? trained.signal}):\n${trained.stderr}`);
}

if (existsSync('dist')) renameSync('dist', retired);
renameSync(staging, 'dist');
rmSync(retired, { recursive: true, force: true });
