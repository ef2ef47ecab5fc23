// grpc-js and protobufjs, loaded only when a plugin is launched. The built CLI has them in a
// bundle of their own, dist/plugin-host.js, compiled from V8's code cache like the CLI: from
// node_modules the two take ~37 ms to load, from the cached bundle ~10 ms.
import { join } from 'node:path';
import type * as Grpc from '@grpc/grpc-js';
import type * as Protobuf from 'protobufjs';

export interface HostModules {
  grpc: typeof Grpc;
  protobuf: typeof Protobuf.default;
}

/** Set by the build (build.mjs) in the CLI bundle only; tests and tools run from source load node_modules. */
declare const __HL_BUNDLED__: boolean | undefined;

let loaded: Promise<HostModules> | null = null;

/**
 * Starts loading once the current pass is done, so launches spawned in the same pass fork a
 * smaller process, and the binaries they asked to hash are sent to a worker first (hash-aside.ts).
 */
export function hostModules(): Promise<HostModules> {
  return (loaded ??= new Promise((resolve) => setImmediate(resolve)).then(load));
}

async function load(): Promise<HostModules> {
  if (typeof __HL_BUNDLED__ === 'boolean') {
    // dist/cli.js and dist/plugin-host.js sit side by side; bin/ holds the shared loader.
    const { loadBundle } = require(join(__dirname, '..', 'bin', 'load-bundle.js')) as { loadBundle(file: string): HostModules };
    try {
      return loadBundle(join(__dirname, 'plugin-host.js'));
    } catch (err) {
      // A dist/ from an older or interrupted build: node_modules still has both, only slower.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  const [grpc, protobuf] = await Promise.all([import('@grpc/grpc-js'), import('protobufjs')]);
  return { grpc, protobuf: protobuf.default };
}
