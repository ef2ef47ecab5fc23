// Every plugin process this linter started, so none outlives it: on exit, Ctrl-C, SIGTERM
// or an uncaught error, each one's process group is killed and the socket files it
// announced are removed. Only PIDs we spawned are ever signalled.
import { lstatSync, readdirSync, readFileSync, readlinkSync, rmSync, unlinkSync } from 'node:fs';
import { dirname } from 'node:path';

/** Each child is spawned detached: its PID is also its process group, so signalling the group reaches anything it forked. */
interface Tracked {
  pid: number;
  /** The plugin's temp folder: the only place its socket files are removed from. */
  socketDir: string;
  socketPaths: Set<string>;
}

const tracked = new Map<number, Tracked>();
/** Folders of our own (the callback broker's socket) to remove if we are interrupted. */
const tempDirs = new Set<string>();
let hooksInstalled = false;

export function trackTempDir(path: string): void {
  tempDirs.add(path);
  installHooks();
}

export function releaseTempDir(path: string): void {
  tempDirs.delete(path);
  if (tracked.size === 0 && tempDirs.size === 0) removeHooks();
}

export function trackChild(pid: number, socketDir: string): void {
  tracked.set(pid, { pid, socketDir, socketPaths: new Set() });
  installHooks();
}

/** A socket file the plugin announced; kept only when directly inside its temp folder. */
export function trackSocket(pid: number, path: string): void {
  const entry = tracked.get(pid);
  if (entry && dirname(path) === entry.socketDir) entry.socketPaths.add(path);
}

/**
 * Signals the child's process group; ESRCH (already gone) is fine. Before that, notes the
 * socket files it is listening on, which a signal can beat its handshake line to.
 */
export function signalChild(pid: number, sig: 'SIGTERM' | 'SIGKILL'): void {
  const entry = tracked.get(pid);
  if (!entry) return;
  noteListeningSockets(entry);
  signal(entry, sig);
}

/** Forget a child once it has exited and been cleaned up: kills what is left of its group, removes its sockets. */
export function releaseChild(pid: number): void {
  const entry = tracked.get(pid);
  if (!entry) return;
  signal(entry, 'SIGKILL');
  for (const path of entry.socketPaths) removeSocket(path);
  tracked.delete(pid);
  if (tracked.size === 0 && tempDirs.size === 0) removeHooks();
}

/** PIDs currently tracked (for tests and diagnostics). */
export function trackedPids(): number[] {
  return [...tracked.keys()];
}

function signal(entry: Tracked, sig: NodeJS.Signals): void {
  try {
    process.kill(-entry.pid, sig);
  } catch {
    // Already exited: nothing to do.
  }
}

/** Removes a socket file the plugin announced, only if it still is a socket. */
function removeSocket(path: string): void {
  try {
    if (lstatSync(path).isSocket()) unlinkSync(path);
  } catch {
    // Gone already.
  }
}

/**
 * Linux: the unix sockets the process has open, from /proc/<pid>/fd and /proc/net/unix.
 * Elsewhere (or if /proc is unreadable) this finds nothing and the handshake is all we know.
 */
function noteListeningSockets(entry: Tracked): void {
  try {
    const inodes = new Set<string>();
    for (const fd of readdirSync(`/proc/${entry.pid}/fd`)) {
      const target = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry.pid}/fd/${fd}`));
      if (target) inodes.add(target[1]);
    }
    if (inodes.size === 0) return;
    // Columns: Num RefCount Protocol Flags Type St Inode Path
    for (const line of readFileSync('/proc/net/unix', 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const path = fields.slice(7).join(' ');
      if (fields.length >= 8 && inodes.has(fields[6]) && path.startsWith('/') && dirname(path) === entry.socketDir) entry.socketPaths.add(path);
    }
  } catch {
    // Exited already, or no /proc.
  }
}

function killAll(): void {
  for (const entry of tracked.values()) {
    noteListeningSockets(entry);
    signal(entry, 'SIGKILL');
    for (const path of entry.socketPaths) removeSocket(path);
  }
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
