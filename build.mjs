// Bundles the CLI into dist/cli.js with esbuild and makes V8's code cache for it; start-up is
// part of every lint. The bundle is one CommonJS file, so bin/load-bundle.js can compile it
// with vm.Script and cached data (Node 20 has no module.enableCompileCache, and ESM cannot
// take cached data). What only some runs need (plugin host, linter config loader, other
// formats) stays lazily initialised inside it: esbuild wraps modules reached only through
// import() in initialisers that run on first use.
// Builds into a temporary folder and swaps it in, so a CLI running meanwhile never sees a
// half-written dist/.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';

// What a build is made from. When dist/ holds the build of exactly these (the stamp the last
// build left, naming its bundles' keys too), building again would write the same files, so the
// build stops there: `npm ci` builds (prepare) and `npm test` again (scripts/checks.mjs), and a
// pre-commit install builds in `npm install` and again in `npm pack`; each build costs ~2.5 s
// of CPU, most of it training the code caches.
const INPUTS = ['build.mjs', 'scripts/build-code-cache.cjs', 'bin/load-bundle.js', 'package-lock.json', 'src'];
const STAMP = 'node_modules/.cache/harness-lint/build-inputs';
const OUTPUTS = ['cli.js', 'lsp.js', 'cli.code-cache', 'lsp.code-cache', 'package.json', 'proto/descriptor.json'];

function inputsHash() {
  const hash = createHash('sha256').update(`${process.version} ${process.arch}\0`);
  const files = INPUTS.flatMap((input) =>
    statSync(input).isDirectory()
      ? readdirSync(input, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => join(e.parentPath, e.name))
      : [input],
  );
  for (const file of files.sort()) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** The build keys on the last lines of dist/'s bundles (bin/load-bundle.js). */
function bundleKeys(dir) {
  return ['cli.js', 'lsp.js'].map((name) => readFileSync(`${dir}/${name}`, 'latin1').slice(-17, -1)).join(' ');
}

const inputs = inputsHash();
try {
  if (OUTPUTS.every((file) => existsSync(`dist/${file}`)) && readFileSync(STAMP, 'utf8') === `${inputs} ${bundleKeys('dist')}\n`) {
    console.log('build: dist/ is up to date');
    process.exit(0);
  }
} catch {
  // No stamp: build.
}

// A global install from git (pre-commit's `npm install -g git+file://…`) runs `prepare` without
// any dependencies (npm/cli#8440). Then install them here, in this clone only, and build.
async function loadEsbuild() {
  try {
    return await import('esbuild');
  } catch {
    console.log('build: dependencies are missing (a global install from git); installing them for the build');
    const npm = spawnSync(
      'npm',
      ['install', '--global=false', '--location=project', '--no-save', '--include=dev', '--ignore-scripts', '--no-audit', '--no-fund'],
      { stdio: 'inherit', shell: process.platform === 'win32' },
    );
    if (npm.status !== 0) {
      console.error('build: could not install the build dependencies; run npm ci first');
      process.exit(1);
    }
    return import('esbuild');
  }
}
const { build } = await loadEsbuild();

// Built-in modules the start-up path imports but a plain lint never calls: commander's
// child_process (for executable subcommands, which we have none of; it pulls in net and dgram),
// crypto (plugin checksums, schema keys) and fs/promises (the plugin host's writes) cost 0.7 to
// 1.7 ms each to load; v8 (the language server's memory settings, made after its first
// diagnostics) ~2 ms; module (createRequire, for node:tty and ajv) and os (the home folder when
// $HOME is unset, temp folders) ~0.15 ms each. They are bundled as stubs whose exports load the
// real module on first use.
const LAZY_BUILTINS = ['child_process', 'crypto', 'fs/promises', 'module', 'os', 'v8'];

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

// The linter config's schema validator as ajv standalone code, generated here with the
// module's own schema and options, in place of the module that compiles it at run time.
const SCHEMA_VALIDATOR = 'src/host/linter-config/schema-validator.ts';
const precompiledSchemaValidator = {
  name: 'precompiled-schema-validator',
  setup(b) {
    b.onLoad({ filter: /src[\\/]host[\\/]linter-config[\\/]schema-validator\.ts$/ }, async () => {
      const compiler = `${staging}/schema-validator.mjs`;
      await build({
        entryPoints: [SCHEMA_VALIDATOR],
        outfile: compiler,
        bundle: true,
        format: 'esm',
        platform: 'node',
        external: ['ajv'],
        logLevel: 'warning',
      });
      const { compileSchemaValidator } = await import(pathToFileURL(resolve(compiler)).href);
      rmSync(compiler);
      const { ajv, validate } = compileSchemaValidator({ code: { source: true, esm: true } });
      const standaloneCode = createRequire(import.meta.url)('ajv/dist/standalone').default;
      return {
        contents: `${standaloneCode(ajv, validate)}\nexport function schemaValidator() { return validate; }\n`,
        loader: 'js',
        resolveDir: resolve('src/host/linter-config'),
      };
    });
  },
};

const staging = `dist.build-${process.pid}`;
const retired = `dist.old-${process.pid}`;
rmSync(staging, { recursive: true, force: true });
mkdirSync(staging);
const common = { bundle: true, write: false, format: 'cjs', platform: 'node', target: 'node20', sourcemap: false, legalComments: 'none', logLevel: 'warning' };
const cli = await build({
  ...common,
  entryPoints: ['src/cli.ts'],
  outfile: `${staging}/cli.js`,
  // Less to read and to deserialise from the code cache (about 1 ms a run); --verbose stack
  // traces then show minified function names.
  minify: true,
  // import() of what is bundled becomes a call of its initialiser; of the externals below, a
  // require() (vm.Script code has no ES module loader for import()).
  supported: { 'dynamic-import': false },
  // protobufjs only parses the .proto files for the build (protos.ts): a lint reads their descriptor.
  // cosmiconfig's TypeScript loader is never used (JS/TS configs are refused) but would pull in all of typescript.
  external: ['protobufjs', 'typescript'],
  // import.meta.url of a CommonJS bundle, computed on first use; __HL_BUNDLED__ tells
  // src/cli/commands/lsp.ts to load dist/lsp.js.
  define: { 'import.meta': '__hlImportMeta', __HL_BUNDLED__: 'true' },
  banner: { js: 'var __hlImportMeta = { get url() { return require("node:url").pathToFileURL(__filename).href; } };' },
  plugins: [lazyBuiltins, precompiledSchemaValidator],
});
// The language server (`harness-lint lsp`): its code with vscode-languageserver and the lint
// pipeline, loaded only by that subcommand, so the CLI's bundle does not grow with it; a code
// cache of its own, as an editor starts it with every session.
const lsp = await build({
  ...common,
  entryPoints: ['src/lsp/main.ts'],
  outfile: `${staging}/lsp.js`,
  minify: true,
  supported: { 'dynamic-import': false },
  external: ['protobufjs', 'typescript'],
  define: { 'import.meta': '__hlImportMeta', __HL_BUNDLED__: 'true' },
  banner: { js: 'var __hlImportMeta = { get url() { return require("node:url").pathToFileURL(__filename).href; } };' },
  // vscode-languageserver loads child_process and crypto at start-up for what stdio never uses.
  plugins: [lazyBuiltins, precompiledSchemaValidator],
});
// The last line names the build of each bundle; bin/load-bundle.js uses a code cache only
// when the cache names the same one (V8 itself checks only the source's length).
for (const [name, result] of [
  ['cli.js', cli],
  ['lsp.js', lsp],
]) {
  const bundle = result.outputFiles[0].text;
  const key = createHash('sha256').update(bundle).digest('hex').slice(0, 16);
  writeFileSync(`${staging}/${name}`, `${bundle}// build ${key}\n`);
}
writeFileSync(`${staging}/package.json`, '{ "type": "commonjs" }\n');
if (existsSync('src/plugin-host/wire/proto')) cpSync('src/plugin-host/wire/proto', `${staging}/proto`, { recursive: true });

// The code caches, from a child process that lints the example, exercises the plugin host and
// serves a language-server session (so they also hold the functions compiled lazily on the way). NODE_OPTIONS could carry V8
// flags a plain run does not have, and V8 rejects a cache made under other flags.
const env = { ...process.env };
delete env.NODE_OPTIONS;
const trained = spawnSync(process.execPath, ['scripts/build-code-cache.cjs', staging, 'dist'], { env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
if (trained.status !== 0) {
  rmSync(staging, { recursive: true, force: true });
  throw new Error(`making the code cache failed (exit ${trained.status ?? trained.signal}):\n${trained.stderr}`);
}

if (existsSync('dist')) renameSync('dist', retired);
renameSync(staging, 'dist');
rmSync(retired, { recursive: true, force: true });
mkdirSync(dirname(STAMP), { recursive: true });
writeFileSync(STAMP, `${inputs} ${bundleKeys('dist')}\n`);
