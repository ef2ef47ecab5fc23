// Every plugin process this linter started, so none outlives it: on exit, Ctrl-C, SIGTERM,
// SIGHUP or an uncaught error, each one's process group is killed and the run folders
// (run-folder.ts) are removed. The hooks are installed before the first spawn, so a signal
// that arrives while a plugin is being spawned finds them. A linter killed outright (SIGKILL,
// a V8 abort) runs no hook: for that, a watchdog — a small shell of its own session, spawned
// before the first plugin — holds a pipe from the linter and the list of live plugin groups,
// and kills those groups when the pipe closes, which the kernel does when the linter dies.
// Only PIDs we spawned are ever signalled. A plugin that leaves its process group
// (setsid) escapes both, as any process can.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

const tracked = new Set<number>();
/** Folders of our own to remove if we are interrupted. */
const tempDirs = new Set<string>();
let hooksInstalled = false;
let watchdog: ChildProcess | null = null;

/**
 * Reads `+PID` (a group to guard) and `-PID` (released) lines; at end of input, the linter is
 * gone, and every group still listed is killed.
 */
const WATCHDOG = `trap '' INT HUP
g=
while read -r l; do
  case $l in
    +*) g="$g \${l#+}" ;;
    -*) n=; for p in $g; do [ "$p" = "\${l#-}" ] || n="$n $p"; done; g=$n ;;
  esac
done
for p in $g; do kill -s KILL -- "-$p" 2>/dev/null; done`;

/** Before spawning a plugin: the signal hooks and the watchdog. */
export function prepareLaunch(): void {
  installHooks();
  if (watchdog) return;
  // Its own session, so a Ctrl-C to the linter's process group does not end it first.
  watchdog = spawn('/bin/sh', ['-c', WATCHDOG], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  watchdog.on('error', () => {});
  watchdog.stdin!.on('error', () => {});
  // It must not keep the linter alive; it ends by itself once the linter has.
  watchdog.unref();
  (watchdog.stdin as unknown as { unref(): void }).unref();
}

function tellWatchdog(line: string): void {
  if (watchdog?.stdin?.writable) watchdog.stdin.write(`${line}\n`);
}

export function trackTempDir(path: string): void {
  tempDirs.add(path);
  installHooks();
}

/** Removes the folder and forgets it. */
export function removeTempDir(path: string): void {
  rmSync(path, { recursive: true, force: true });
  tempDirs.delete(path);
  if (tracked.size === 0 && tempDirs.size === 0) removeHooks();
}

/** Each child is spawned detached: its PID is also its process group, so signalling the group reaches anything it forked. */
export function trackChild(pid: number): void {
  tracked.add(pid);
  tellWatchdog(`+${pid}`);
  installHooks();
}

/** Signals the child's process group; ESRCH (already gone) is fine. */
export function signalChild(pid: number, sig: 'SIGTERM' | 'SIGKILL'): void {
  if (tracked.has(pid)) signal(pid, sig);
}

/** Forget a child once it has exited: kills what is left of its group. */
export function releaseChild(pid: number): void {
  if (!tracked.has(pid)) return;
  signal(pid, 'SIGKILL');
  tracked.delete(pid);
  tellWatchdog(`-${pid}`);
  if (tracked.size === 0 && tempDirs.size === 0) removeHooks();
}

/** PIDs currently tracked (for tests and diagnostics). */
export function trackedPids(): number[] {
  return [...tracked];
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(-pid, sig);
  } catch {
    // Already exited: nothing to do.
  }
}

function killAll(): void {
  for (const pid of tracked) signal(pid, 'SIGKILL');
  tracked.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

function onSignal(sig: NodeJS.Signals): void {
  killAll();
  removeHooks();
  // With nobody else listening, re-raise so the process ends the way the signal means.
  if (process.listenerCount(sig) === 0) process.kill(process.pid, sig);
}

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on('exit', killAll);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
}

function removeHooks(): void {
  if (!hooksInstalled) return;
  hooksInstalled = false;
  process.off('exit', killAll);
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
  process.off('SIGHUP', onSignal);
}
