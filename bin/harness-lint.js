#!/usr/bin/env node
// Thin launcher: everything lives in the bundle (dist/cli.js, built by `node build.mjs`).
import module from 'node:module';

// Node >= 22.1 caches compiled code across runs (start-up is part of every lint); older Node lacks it.
module.enableCompileCache?.();
let cli;
try {
  cli = await import('../dist/cli.js');
} catch (err) {
  const missing = err?.code === 'ERR_MODULE_NOT_FOUND' && String(err.message).includes('dist/cli.js');
  process.stderr.write(missing ? 'harness-lint: dist/cli.js is missing; run `npm run build` first\n' : `harness-lint: internal error: cannot load the CLI: ${err?.message ?? err}\n`);
  process.exit(2);
}
process.exitCode = await cli.main(process.argv.slice(2));
