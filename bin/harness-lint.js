#!/usr/bin/env node
// Thin launcher for the bundle dist/cli.js (built by `node build.mjs`). Start-up is part of every
// lint: the bundle is compiled with V8's code cache, dist/cli.code-cache, which the build makes
// after a sample lint (Node 20 has no module.enableCompileCache). A cache made for another build
// is not used, and V8 rejects one from another Node version or other V8 flags: the bundle is
// then compiled as usual. CommonJS (bin/package.json): Node's ES module loader costs milliseconds.
'use strict';
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');
const { Script } = require('node:vm');

const CODE_CACHE_NAME = 'cli.code-cache';
const KEY_LENGTH = 16;

/** The build's key: the bundle's last line is `// build KEY`; a code cache for it starts with KEY. */
function keyOf(source) {
  return source.slice(-KEY_LENGTH - 1, -1);
}

/** Runs the bundle `file` as Node runs a CommonJS module; `script` can make a code cache. */
function compileBundle(file, source, cachedData) {
  // The wrapper stays on the first line, so stack traces show the file's own line numbers.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  return { cli: module.exports, script };
}

function codeCacheFor(file, source) {
  let data;
  try {
    data = readFileSync(join(dirname(file), CODE_CACHE_NAME));
  } catch {
    return undefined;
  }
  return data.toString('latin1', 0, KEY_LENGTH) === keyOf(source) ? data.subarray(KEY_LENGTH) : undefined;
}

async function run() {
  const file = join(__dirname, '..', 'dist', 'cli.js');
  let cli;
  try {
    const source = readFileSync(file, 'utf8');
    ({ cli } = compileBundle(file, source, codeCacheFor(file, source)));
  } catch (err) {
    const missing = err?.code === 'ENOENT' && err.path === file;
    process.stderr.write(missing ? 'harness-lint: dist/cli.js is missing; run `npm run build` first\n' : `harness-lint: internal error: cannot load the CLI: ${err?.message ?? err}\n`);
    process.exit(2);
  }
  process.exitCode = await cli.main(process.argv.slice(2));
}

// The build requires this file to make the code cache with the very same wrapper.
if (require.main === module) run();
else module.exports = { CODE_CACHE_NAME, compileBundle, keyOf };
