// What the language server loads on its way to the first diagnostics, as the CLI's start-up
// test checks for a lint (test/cli/module-loading.test.ts): nothing from node_modules file by
// file (the server is one bundle, dist/lsp.js, compiled from its code cache), and none of
// Node's built-in modules for launching processes until plugins are asked, nor node:crypto
// (a few milliseconds to load: registrations carry ids of the server's own, not random UUIDs)
// nor node:v8 (~2 ms: the server's memory settings wait for the first diagnostics).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';
import { fileUri, startLsp } from './support/lsp-child.js';
import { tempDir } from '../support/temp-dir.js';

let dir: string;
beforeEach(() => {
  dir = tempDir('harness-lint-lsp-modules-');
});

it('the server loads no package from node_modules and none of child_process, dgram, crypto and v8 before the first diagnostics of the example (plugins off)', async () => {
  const hook = join(dir, 'hook.cjs');
  const out = join(dir, 'modules.json');
  // Written when the first diagnostics are sent, before anything later could load more.
  writeFileSync(
    hook,
    `const atStart = new Set(process.moduleLoadList);
const write = process.stdout.write;
let done = false;
process.stdout.write = function (chunk, ...rest) {
  if (!done && String(chunk).includes('textDocument/publishDiagnostics')) {
    done = true;
    const packages = {};
    for (const file of Object.keys(require.cache)) {
      const m = /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(file);
      if (m) packages[m[1]] = (packages[m[1]] ?? 0) + 1;
    }
    const builtins = process.moduleLoadList.filter((m) => !atStart.has(m) && m.startsWith('NativeModule ')).map((m) => m.slice('NativeModule '.length));
    require('node:fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify({ packages, builtins }));
  }
  return write.call(this, chunk, ...rest);
};
`,
  );
  const lsp = await startLsp({ initializationOptions: { plugins: false, debounceMs: 0 }, env: { NODE_OPTIONS: `--require ${hook}` } });
  const uri = fileUri(join(ROOT, 'examples', 'agent.hcl'));
  lsp.open(uri, readFileSync(join(ROOT, 'examples', 'agent.hcl'), 'utf8'));
  await lsp.diagnostics(uri);
  expect(await lsp.stop()).toBe(0);
  const loaded = JSON.parse(readFileSync(out, 'utf8')) as { packages: Record<string, number>; builtins: string[] };
  expect({ packages: loaded.packages, builtins: loaded.builtins.filter((m) => ['child_process', 'dgram', 'crypto', 'v8'].includes(m)) }).toEqual({
    packages: {},
    builtins: [],
  });
});
