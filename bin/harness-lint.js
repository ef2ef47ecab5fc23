#!/usr/bin/env node
// Thin launcher for the bundle dist/cli.js (built by `node build.mjs`). Start-up is part of every
// lint: the bundle is compiled with V8's code cache, dist/cli.code-cache, which the build makes
// after a sample lint (Node 20 has no module.enableCompileCache). A cache made for another build
// is not used, and V8 rejects one from another Node version or other V8 flags: the bundle is
// then compiled as usual. CommonJS (bin/package.json): Node's ES module loader costs milliseconds.
'use strict';
const { join } = require('node:path');
const { loadBundle } = require('./load-bundle.js');

/**
 * `lsp` with only the options editors pass (src/cli/commands/lsp.ts declares them): the
 * language server's bundle is loaded at once, as that command would, without the CLI's.
 */
function isEditorLsp(args) {
  if (args[0] !== 'lsp') return false;
  for (let i = 1; i < args.length; i++) {
    if (args[i] === '--stdio' || /^--clientProcessId=\d+$/.test(args[i])) continue;
    if (args[i] === '--clientProcessId' && /^\d+$/.test(args[i + 1] ?? '')) i++;
    else return false;
  }
  return true;
}

function load(name, what) {
  const file = join(__dirname, '..', 'dist', name);
  try {
    return loadBundle(file);
  } catch (err) {
    const missing = err?.code === 'ENOENT' && err.path === file;
    process.stderr.write(
      missing
        ? `harness-lint: dist/${name} is missing; run \`npm run build\` first\n`
        : `harness-lint: internal error: cannot load ${what}: ${err?.message ?? err}\n`,
    );
    process.exit(2);
  }
}

async function run() {
  const args = process.argv.slice(2);
  if (isEditorLsp(args)) return load('lsp.js', 'the language server').serveStdio();
  process.exitCode = await load('cli.js', 'the CLI').main(args);
}

run();
