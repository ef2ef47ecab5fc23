// Makes the V8 code cache of a freshly built bundle (`node scripts/build-code-cache.cjs DIR`, run
// by build.mjs in a child process of its own): compiles DIR/cli.js the way bin/harness-lint.js
// does, lints the example once with plugins off (as a plain lint runs, so the functions V8
// compiles lazily during a lint are in the cache too), then writes the cache after the build's key.
'use strict';
const { readFileSync, writeFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { CODE_CACHE_NAME, compileBundle, keyOf } = require('../bin/harness-lint.js');

const dir = resolve(process.argv[2]);
const file = join(dir, 'cli.js');
const source = readFileSync(file, 'utf8');
const { cli, script } = compileBundle(file, source);
cli.main(['examples/agent.hcl', '--no-plugins']).then((code) => {
  // 1 is the example's findings; 2 means the bundle could not lint.
  if (code > 1) {
    process.exitCode = 2;
    return;
  }
  writeFileSync(join(dir, CODE_CACHE_NAME), Buffer.concat([Buffer.from(keyOf(source), 'latin1'), script.createCachedData()]));
});
