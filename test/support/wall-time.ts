// Deadlines in tests (a hung plugin is cut at its --plugin-timeout) are wall time and cannot be
// ratios of input sizes. What machine load stretches is everything around the timer: starting
// node, the linter and the plugin, and tearing them down. So the slack allowed on top of a
// deadline is counted in bare node start-ups timed in this process (the fastest of three, timed
// once per test file), with the slack an idle machine needs as its floor.
import { spawnSync } from 'node:child_process';

let nodeStart: number | undefined;

/** The wall time of `node -e 0` on this machine now, in ms. */
function nodeStartMs(): number {
  if (nodeStart === undefined) {
    nodeStart = Infinity;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      spawnSync(process.execPath, ['-e', '0']);
      nodeStart = Math.min(nodeStart, performance.now() - started);
    }
  }
  return nodeStart;
}

/** Slack for start-up and teardown around a deadline: `idleMs`, or 30 bare node start-ups when the machine is slower than that. */
export function slackMs(idleMs: number): number {
  return Math.max(idleMs, 30 * nodeStartMs());
}
