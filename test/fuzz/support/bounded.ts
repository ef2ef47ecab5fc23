// A worker thread that runs parse()/lint() with a watchdog: an input that does not finish
// within the hang limit is reported as a hang and the worker is replaced, so one bad input
// cannot stall the whole test run.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import type { Reply, Request } from './protocol.js';
import { tempDir } from '../../support/temp-dir.js';

const PROJECT_ROOT = join(import.meta.dirname, '..', '..', '..');

export type Outcome = Reply | { id: number; op: 'hung'; elapsedMs: number };

/** Distributive Omit, so each request variant keeps its own fields. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export class BoundedRunner {
  private worker: Promise<Worker> | null = null;
  private nextId = 1;
  private readonly dir: string;
  private readonly script: string;

  constructor(private readonly hangMs: number) {
    this.dir = tempDir('hl-fuzz-worker-');
    this.script = join(this.dir, 'worker.mjs');
    buildSync({
      entryPoints: [join(import.meta.dirname, 'worker-entry.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: this.script,
      logLevel: 'error',
      // The bundle runs from a temp folder, but its modules resolve packages (createRequire) and
      // files relative to themselves: make them see the project's src/ as their home.
      define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(PROJECT_ROOT, 'src', 'bundle.js')).href) },
      banner: { js: `import { createRequire as __cr } from 'node:module'; const require = __cr(${JSON.stringify(join(PROJECT_ROOT, 'package.json'))});` },
    });
  }

  /** The worker, once it has loaded its modules: the hang limit is for the input, not for a start-up slowed by machine load. */
  private spawn(): Promise<Worker> {
    this.worker ??= new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(this.script);
      const onError = (err: Error) => {
        this.worker = null;
        reject(err);
      };
      worker.once('error', onError);
      worker.once('message', (message: unknown) => {
        worker.off('error', onError);
        if ((message as { op?: unknown }).op === 'ready') resolve(worker);
        else onError(new Error(`the fuzz worker's first message was not "ready": ${JSON.stringify(message)}`));
      });
    });
    return this.worker;
  }

  async run(request: WithoutId<Request>): Promise<Outcome> {
    const worker = await this.spawn();
    const id = this.nextId++;
    const started = performance.now();
    return new Promise<Outcome>((resolve, reject) => {
      const done = (outcome: Outcome | Error) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      const onMessage = (reply: Reply) => {
        if (reply.id === id) done(reply);
      };
      const onError = (err: Error) => {
        this.worker = null;
        done(err);
      };
      const timer = setTimeout(() => {
        this.worker = null;
        void worker.terminate();
        done({ id, op: 'hung', elapsedMs: performance.now() - started });
      }, this.hangMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage({ ...request, id });
    });
  }

  async close(): Promise<void> {
    await (await this.worker?.catch(() => null))?.terminate();
    this.worker = null;
  }
}
