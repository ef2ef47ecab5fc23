// Every plugin process this linter started, so none outlives it: on exit, Ctrl-C, SIGTERM
// or an uncaught error, each one's process group is killed and the socket files it left
// are removed. Only PIDs we spawned are ever signalled, and only sockets /proc shows to be
// the plugin's own are removed: a handshake can name any path, even a live program's socket.
import { lstatSync, readdirSync, readFileSync, readlinkSync, rmSync, unlinkSync } from 'node:fs';
import { dirname } from 'node:path';

/** Each child is spawned detached: its PID is also its process group, so signalling the group reaches anything it forked. */
interface Tracked {
  pid: number;
  /** The plugin's temp folder: the only place its socket files are removed from. */
  socketDir: string;
  /** When it was tracked (epoch ms): a socket file older than that is not its. */
  since: number;
  /** Sockets /proc showed it listening on: its own. */
  socketPaths: Set<string>;
  /** Sockets it announced but was not seen listening on (a plugin may crash before we look). */
  announced: Set<string>;
}

/** File timestamps come from a coarse clock, and `since` is taken after spawn(), when the plugin may already run. */
const CTIME_SLACK_MS = 1000;

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
  tracked.set(pid, { pid, socketDir, since: Date.now(), socketPaths: new Set(), announced: new Set() });
  installHooks();
}

/**
 * A socket file the plugin announced, kept only when directly inside its temp folder. A
 * plugin announces once it listens, so while it still `running`, /proc is asked now.
 */
export function trackSocket(pid: number, path: string, running: boolean): void {
  const entry = tracked.get(pid);
  if (!entry || dirname(path) !== entry.socketDir) return;
  entry.announced.add(path);
  if (running) noteListeningSockets(entry);
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
  removeSockets(entry);
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

/**
 * Removes the sockets the plugin was seen listening on and, of those it only announced, a
 * dead one: created since it started, and no socket on the system bound to that path (so
 * not another program's, live or stale from before). Without /proc, only the former.
 */
function removeSockets(entry: Tracked): void {
  for (const path of entry.socketPaths) removeSocket(path, 0);
  const unproven = [...entry.announced].filter((path) => !entry.socketPaths.has(path));
  if (unproven.length === 0) return;
  const bound = unixSockets();
  if (!bound) return;
  const inUse = new Set(bound.map((socket) => socket.path));
  for (const path of unproven) if (!inUse.has(path)) removeSocket(path, entry.since - CTIME_SLACK_MS);
}

/** Removes a socket file, only if it still is a socket and changed no earlier than `notBefore` (epoch ms). */
function removeSocket(path: string, notBefore: number): void {
  try {
    const stat = lstatSync(path);
    if (stat.isSocket() && stat.ctimeMs >= notBefore) unlinkSync(path);
  } catch {
    // Gone already.
  }
}

interface UnixSocket {
  inode: string;
  listening: boolean;
  path: string;
}

/** Linux: every unix socket bound to a path, from /proc/net/unix; null without /proc. */
function unixSockets(): UnixSocket[] | null {
  try {
    const sockets: UnixSocket[] = [];
    // Columns: Num RefCount Protocol Flags Type St Inode Path
    for (const line of readFileSync('/proc/net/unix', 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const path = fields.slice(7).join(' ');
      // Flags 0x10000 is __SO_ACCEPTCON: a listening socket.
      if (fields.length >= 8 && path.startsWith('/')) sockets.push({ inode: fields[6], listening: (parseInt(fields[3], 16) & 0x10000) !== 0, path });
    }
    return sockets;
  } catch {
    return null;
  }
}

/**
 * Linux: the unix sockets in its temp folder the process is listening on, from
 * /proc/<pid>/fd and /proc/net/unix. Elsewhere (or if /proc is unreadable) this finds nothing.
 */
function noteListeningSockets(entry: Tracked): void {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${entry.pid}/fd`)) {
      const target = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry.pid}/fd/${fd}`));
      if (target) inodes.add(target[1]);
    }
  } catch {
    // Exited already, or no /proc.
  }
  if (inodes.size === 0) return;
  for (const socket of unixSockets() ?? []) {
    if (socket.listening && inodes.has(socket.inode) && dirname(socket.path) === entry.socketDir) entry.socketPaths.add(socket.path);
  }
}

function killAll(): void {
  for (const entry of tracked.values()) {
    noteListeningSockets(entry);
    signal(entry, 'SIGKILL');
    removeSockets(entry);
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
