// Runs parse() or lint() for the main thread in a worker thread, so an input that makes them
// loop forever can be stopped (Worker.terminate) instead of hanging the test run. Bundled by
// bounded.ts with esbuild; it never throws: every outcome is a message.
import { parentPort } from 'node:worker_threads';
import { parse } from '../../../src/hcl/index.js';
import type { Ready, Request, Reply } from './protocol.js';

function thrown(err: unknown): { message: string; stack: string } {
  return err instanceof Error ? { message: `${err.name}: ${err.message}`, stack: err.stack ?? '' } : { message: String(err), stack: '' };
}

async function answer(req: Request): Promise<Reply> {
  const started = performance.now();
  if (req.op === 'parse') {
    try {
      const result = parse(req.input);
      return { id: req.id, op: 'parse', elapsedMs: performance.now() - started, text: result.file.source, diagnostics: result.diagnostics };
    } catch (err) {
      return { id: req.id, op: 'threw', elapsedMs: performance.now() - started, error: thrown(err) };
    }
  }
  if (req.op === 'spin') for (;;);
  const runs: string[] = [];
  // Loaded on first use, so the parser fuzz does not depend on every rule module loading.
  let pipeline: [typeof import('../../../src/host/lint.js'), typeof import('../../../src/host/error.js')];
  try {
    pipeline = await Promise.all([import('../../../src/host/lint.js'), import('../../../src/host/error.js')]);
  } catch (err) {
    return { id: req.id, op: 'threw', elapsedMs: performance.now() - started, error: thrown(err) };
  }
  const [{ lint }, { HostError }] = pipeline;
  // The budget is for linting, not for loading the modules on the first call.
  const linting = performance.now();
  try {
    for (let i = 0; i < 2; i++) {
      const given = req.capabilities;
      const loadCapabilities = given && (async () => new Map(given.map((p) => [p.name, { capabilities: structuredClone(p) }])));
      const result = await lint({ file: 'agent.hcl', lockFile: req.lockFile, globalConfig: req.globalConfig, cwd: req.dir, env: {}, loadCapabilities });
      runs.push(JSON.stringify(result));
    }
    return { id: req.id, op: 'lint', elapsedMs: (performance.now() - linting) / 2, runs };
  } catch (err) {
    if (err instanceof HostError) return { id: req.id, op: 'input-error', elapsedMs: performance.now() - started, message: err.message };
    return { id: req.id, op: 'threw', elapsedMs: performance.now() - started, error: thrown(err) };
  }
}

parentPort!.on('message', (req: Request) => {
  void answer(req).then((reply) => parentPort!.postMessage(reply));
});
// Loaded: from here the runner's hang limit applies (bounded.ts).
parentPort!.postMessage({ op: 'ready' } satisfies Ready);
