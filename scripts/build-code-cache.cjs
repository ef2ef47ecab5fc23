// Makes the V8 code caches of a freshly built dist (`node scripts/build-code-cache.cjs DIR FINAL_DIR`,
// run by build.mjs in a child process of its own), each written after its bundle's build key:
// - cli.js, compiled the way bin/load-bundle.js does, after linting the example with plugins
//   off (as a plain lint runs), without and with a linter config file, then with its plugins
//   launched, so the functions V8 compiles lazily during a lint are in it;
// - lsp.js (the language server), after a session over in-memory streams that opens the
//   example, edits it, lints it with a linter config and asks for hover and completion.
'use strict';
const { mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { basename, join, resolve } = require('node:path');
const { PassThrough } = require('node:stream');
const { pathToFileURL } = require('node:url');
const { codeCacheFile, compileBundle, keyOf } = require('../bin/load-bundle.js');

function compile(file) {
  const source = readFileSync(file, 'utf8');
  const { exports, script } = compileBundle(file, source, undefined, join(finalDir, basename(file)));
  return { exports, save: () => writeFileSync(codeCacheFile(file), Buffer.concat([Buffer.from(keyOf(source), 'latin1'), script.createCachedData()])) };
}

async function trainCli(dir) {
  const cli = compile(join(dir, 'cli.js'));
  // Once as found, once with a linter config file, as most projects have one.
  const temp = mkdtempSync(join(tmpdir(), 'harness-lint-build-'));
  try {
    writeFileSync(join(temp, 'harness-lintrc.json'), '{ "rules": { "policy-ask-downgraded": "error" } }\n');
    for (const extra of [[], ['--config', join(temp, 'harness-lintrc.json')]]) {
      const code = await cli.exports.main(['examples/agent.hcl', '--no-plugins', ...extra]);
      // 1 is the example's findings; 2 means the bundle could not lint.
      if (code > 1) throw new Error(`linting the example exited ${code}`);
    }
    // Then with its plugins (npm start), launched as on a cold run: an empty capability cache of
    // its own. The plugin host's code is in the cache then too; compiled lazily instead, it cost
    // a cold run with ten plugins ~20 ms and one with one plugin ~7 ms.
    const descriptor = await cli.exports.writeProtoDescriptor(join(dir, 'proto'));
    process.env.XDG_CACHE_HOME = join(temp, 'cache');
    const code = await cli.exports.main(['examples/agent.hcl', '--cache-dir', 'examples/plugin-cache']);
    if (code > 1) throw new Error(`linting the example with its plugins exited ${code}`);
    cli.save();
    return descriptor;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** A client of the server `lsp` over in-memory streams: `request` and `notify` resolve with the answer, or with the next publication of diagnostics. */
function lspClient(lsp, env) {
  const toServer = new PassThrough();
  const fromServer = new PassThrough();
  let buffered = Buffer.alloc(0);
  let nextId = 1;
  const answers = new Map();
  let onDiagnostics;
  fromServer.on('data', (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      const head = buffered.indexOf('\r\n\r\n');
      if (head < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(buffered.toString('latin1', 0, head))[1]);
      if (buffered.length < head + 4 + length) return;
      const message = JSON.parse(buffered.toString('utf8', head + 4, head + 4 + length));
      buffered = buffered.subarray(head + 4 + length);
      if (message.method === 'textDocument/publishDiagnostics') onDiagnostics?.(message.params);
      else if (message.id !== undefined && message.method === undefined) answers.get(message.id)?.(message);
    }
  });
  lsp.exports.serve(toServer, fromServer, env);
  const send = (message) => {
    const json = JSON.stringify({ jsonrpc: '2.0', ...message });
    toServer.write(`Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`);
  };
  return {
    request: (method, params) =>
      new Promise((ok) => {
        const id = nextId++;
        answers.set(id, ok);
        send({ id, method, params });
      }),
    notify: (method, params) =>
      new Promise((ok) => {
        onDiagnostics = ok;
        send({ method, params });
      }),
  };
}

async function trainLsp(dir) {
  const lsp = compile(join(dir, 'lsp.js'));
  const temp = mkdtempSync(join(tmpdir(), 'harness-lint-build-'));
  try {
    const config = join(temp, 'harness-lintrc.json');
    writeFileSync(config, '{ "rules": { "policy-ask-downgraded": "error" } }\n');
    const env = { PATH: process.env.PATH ?? '', HOME: temp, XDG_CONFIG_HOME: join(temp, 'config'), XDG_CACHE_HOME: join(temp, 'cache') };
    const client = lspClient(lsp, env);
    await client.request('initialize', { processId: null, rootUri: null, capabilities: {}, initializationOptions: { debounceMs: 0, plugins: false } });
    const example = resolve('examples/agent.hcl');
    const uri = pathToFileURL(example).href;
    const text = readFileSync(example, 'utf8');
    await client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'hcl', version: 1, text } });
    await client.notify('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '#' }],
    });
    await client.notify('workspace/didChangeConfiguration', { settings: { config } });
    const offset = text.indexOf('"filesystem.read_file"') + 2;
    const line = text.slice(0, offset).split('\n').length - 1;
    const position = { line, character: offset - text.lastIndexOf('\n', offset - 1) - 1 };
    for (const method of ['textDocument/hover', 'textDocument/completion']) await client.request(method, { textDocument: { uri }, position });
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  lsp.save();
}

const dir = resolve(process.argv[2]);
// Where the bundles will be once the build swaps its staging folder in.
const finalDir = resolve(process.argv[3] ?? process.argv[2]);
trainCli(dir)
  .then(() => trainLsp(dir))
  .catch((err) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exitCode = 2;
  });
