// SHA-256 of files whose hash overlaps other work: a dev_overrides binary is hashed while it
// already runs, and a 13 MB Go plugin holds a thread ~11 ms while the main thread is spawning
// and talking to the other plugins. Files asked for in one pass (the launches of a run) are
// hashed after it, so the spawns are not slowed down; several large ones by a worker thread,
// one after another. A worker costs ~35 ms of CPU to start, more than a single file or a file
// of one read chunk costs to hash, so those are hashed on the main thread, its reads
// interleaved with the launches. The worker is made on first need and ended once no file is
// waiting.
import { statSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { CHUNK_BYTES, sha256File } from './hash.js';

// Run by the worker as CommonJS: hash.ts's read loop, synchronous, as the worker has nothing
// else to do. An error goes back as its code and message (fsErrorText words the code).
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { closeSync, openSync, readSync } = require('node:fs');
const buffer = Buffer.allocUnsafe(${CHUNK_BYTES});
parentPort.on('message', ({ id, path }) => {
  try {
    const hash = createHash('sha256');
    const fd = openSync(path, 'r');
    try {
      for (let n; (n = readSync(fd, buffer, 0, buffer.length, null)) > 0; ) hash.update(buffer.subarray(0, n));
    } finally {
      closeSync(fd);
    }
    parentPort.postMessage({ id, sha256: hash.digest('hex') });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

type Reply = { id: number; sha256: string } | { id: number; error: { message: string; code?: string } };

interface Job {
  resolve(sha256: string): void;
  reject(error: Error): void;
}

/** A worker and the files sent to it whose digest has not come back. */
interface Hasher {
  worker: Promise<Worker>;
  jobs: Map<number, Job>;
}

let current: Hasher | undefined;
let ids = 0;

function startHasher(): Hasher {
  const hasher: Hasher = { jobs: new Map(), worker: null! };
  const retire = () => {
    if (current === hasher) current = undefined;
  };
  const fail = (error: Error) => {
    retire();
    for (const job of hasher.jobs.values()) job.reject(error);
    hasher.jobs.clear();
  };
  // worker_threads loads only for a run that hashes a large file.
  hasher.worker = import('node:worker_threads').then(({ Worker }) => {
    // No flags of the linter's (a --require hook, --cpu-prof): the worker runs only the source above.
    const worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] });
    worker.on('message', (reply: Reply) => {
      const job = hasher.jobs.get(reply.id);
      hasher.jobs.delete(reply.id);
      if ('sha256' in reply) job?.resolve(reply.sha256);
      else job?.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
      if (hasher.jobs.size === 0) {
        retire();
        void worker.terminate();
      }
    });
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('the hashing worker exited')));
    return worker;
  });
  hasher.worker.catch(retire);
  return hasher;
}

interface Asked extends Job {
  path: string;
}

let asked: Asked[] = [];

/** Hex SHA-256 of the file at `path`, hashed once the current pass is done. */
export function sha256Aside(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (asked.push({ path, resolve, reject }) === 1) setImmediate(hashAsked);
  });
}

function hashAsked(): void {
  const batch = asked;
  asked = [];
  const large: Asked[] = [];
  for (const job of batch) {
    try {
      if (statSync(job.path).size > CHUNK_BYTES) large.push(job);
      else sha256File(job.path).then(job.resolve, job.reject);
    } catch (error) {
      job.reject(error as Error);
    }
  }
  if (large.length === 1 && !current) sha256File(large[0].path).then(large[0].resolve, large[0].reject);
  else if (large.length > 0) void sendToWorker(large);
}

async function sendToWorker(jobs: Asked[]): Promise<void> {
  const hasher = (current ??= startHasher());
  let worker: Worker;
  try {
    worker = await hasher.worker;
  } catch (error) {
    for (const job of jobs) job.reject(error as Error);
    return;
  }
  // Sent in the same task as the worker is found ready: a reply or an exit, which retire a
  // worker, come as tasks of their own, so this one is still taking files.
  for (const job of jobs) {
    const id = ++ids;
    hasher.jobs.set(id, job);
    worker.postMessage({ id, path: job.path });
  }
}
