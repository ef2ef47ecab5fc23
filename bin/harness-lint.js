#!/usr/bin/env node
// Thin launcher: everything lives in the bundle (dist/cli.js, built by `node build.mjs`).
import module from 'node:module';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

// Node >= 22.1 can cache compiled code across runs (start-up is part of every lint); keep it
// beside the capability cache rather than in the temporary folder. Older Node lacks it.
if (module.enableCompileCache) {
  const xdg = process.env.XDG_CACHE_HOME;
  module.enableCompileCache(join(xdg && isAbsolute(xdg) ? xdg : join(homedir(), '.cache'), 'harness-lint', 'compile-cache'));
}
let cli;
try {
  cli = await import('../dist/cli.js');
} catch (err) {
  const missing = err?.code === 'ERR_MODULE_NOT_FOUND' && String(err.message).includes('dist/cli.js');
  process.stderr.write(missing ? 'harness-lint: dist/cli.js is missing; run `npm run build` first\n' : `harness-lint: internal error: cannot load the CLI: ${err?.message ?? err}\n`);
  process.exit(2);
}
process.exitCode = await cli.main(process.argv.slice(2));
