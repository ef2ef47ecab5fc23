// Runs a bundle of dist/ as Node runs a CommonJS module, compiled with V8's code cache when
// one was made for this very build (Node 20 has no module.enableCompileCache). Used for the
// CLI (bin/harness-lint.js) and, by the CLI, for the language server (dist/lsp.js, for
// `harness-lint lsp`).
'use strict';
const { readFileSync } = require('node:fs');
// Node's module class itself (what node:module exports): loading node:module's wrapper would
// also load the ES module loader, ~0.15 ms of every run.
const { createRequire } = module.constructor;
const { dirname } = require('node:path');
const { Script } = require('node:vm');

const KEY_LENGTH = 16;

/** The build's key: a bundle's last line is `// build KEY`; a code cache for it starts with KEY. */
function keyOf(source) {
  return source.slice(-KEY_LENGTH - 1, -1);
}

/**
 * Compiles and runs the bundle `file`; `script` can make a code cache. `name`: the file name
 * stack traces show, which a code cache keeps (the build trains caches in a staging folder).
 */
function compileBundle(file, source, cachedData, name = file) {
  // The wrapper stays on the first line, so stack traces show the file's own line numbers.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: name, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  return { exports: module.exports, script };
}

/** The cache at `cacheFile` if it was made for `source`'s build; V8 itself checks only the source's length. */
function codeCacheFor(cacheFile, source) {
  let data;
  try {
    data = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  return data.toString('latin1', 0, KEY_LENGTH) === keyOf(source) ? data.subarray(KEY_LENGTH) : undefined;
}

/** The code cache file of a bundle: dist/cli.js → dist/cli.code-cache. */
function codeCacheFile(file) {
  return file.replace(/\.js$/, '.code-cache');
}

/** Loads the bundle `file` with its code cache; a cache V8 rejects (other Node, other flags) just costs a compile. */
function loadBundle(file) {
  const source = readFileSync(file, 'utf8');
  return compileBundle(file, source, codeCacheFor(codeCacheFile(file), source)).exports;
}

module.exports = { codeCacheFile, codeCacheFor, compileBundle, keyOf, loadBundle };
