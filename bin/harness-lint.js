#!/usr/bin/env node
// Thin launcher for the bundle dist/cli.js (built by `node build.mjs`). Start-up is part of every
// lint: the bundle is compiled with V8's code cache, dist/cli.code-cache, which the build makes
// after a sample lint (Node 20 has no module.enableCompileCache). A cache made for another build
// is not used, and V8 rejects one from another Node version or other V8 flags: the bundle is
// then compiled as usual. CommonJS (bin/package.json): Node's ES module loader costs milliseconds.
'use strict';
const { join } = require('node:path');
const { loadBundle } = require('./load-bundle.js');

async function run() {
  const file = join(__dirname, '..', 'dist', 'cli.js');
  let cli;
  try {
    cli = loadBundle(file);
  } catch (err) {
    const missing = err?.code === 'ENOENT' && err.path === file;
    process.stderr.write(missing ? 'harness-lint: dist/cli.js is missing; run `npm run build` first\n' : `harness-lint: internal error: cannot load the CLI: ${err?.message ?? err}\n`);
    process.exit(2);
  }
  process.exitCode = await cli.main(process.argv.slice(2));
}

run();
