// What the language server holds while it runs for hours in an editor. Each edit's parse tree
// lives until the next one, so V8 sees young objects survive and grows its young generation to
// the maximum (two 16 MiB semi-spaces) within a few hundred edits, and gives that back only in
// a full collection that judges the allocation rate low, which an idle server never triggers:
// after 10,000 edits of the example the server held 87-90 MiB of RSS against 60 MiB after 100.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Keeps the young generation at its first size: scavenges come more often but each is small,
 * as little survives one (the 5,000-policy edit row of bench/lsp.mjs stays within its target).
 * V8 rejects a code cache made under other flags, so this is set once dist/lsp.js is loaded,
 * and the plugin host's bundle, loaded on the first plugin launch, then compiles without its
 * cache (~20 ms once, while the plugins start).
 */
export function limitYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}

/** How long after the last publication the server collects. */
const IDLE_COLLECT_MS = 10_000;

let gc: (() => void) | undefined;

/**
 * Two full collections by V8's gc(), a second apart: the second returns to the system the pages
 * the first freed. Without --expose-gc on the command line, the flag is set on first use just
 * long enough to make a context that has gc(), and set back at once, for the plugin host's
 * code cache as above.
 */
export function collectGarbage(): void {
  const collect = (gc ??= (globalThis as { gc?: () => void }).gc ?? exposedGc());
  collect();
  setTimeout(collect, 1000).unref();
}

function exposedGc(): () => void {
  setFlagsFromString('--expose-gc');
  try {
    return runInNewContext('gc') as () => void;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

/** Calls `collect` once `delayMs` have passed since the last `activity()`; once per idle spell. */
export class IdleCollector {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly collect: () => void,
    private readonly delayMs = IDLE_COLLECT_MS,
  ) {}

  activity(): void {
    if (this.timer !== undefined) this.timer.refresh();
    else {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.collect();
      }, this.delayMs);
      // An idle timer never keeps the server alive: it ends when its input does.
      this.timer.unref();
    }
  }
}
