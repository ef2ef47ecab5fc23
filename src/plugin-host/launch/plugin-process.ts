// One plugin subprocess: spawned with no arguments and the allowlisted environment, in its
// own process group, stdout and stderr drained from the first byte, the handshake line read.
import { spawn, type ChildProcess } from 'node:child_process';
import { prepareLaunch, releaseChild, signalChild, trackChild } from './children.js';
import { StderrTail } from './stderr-tail.js';

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export type HandshakeWait =
  | { kind: 'line'; line: string }
  | { kind: 'spawn-error'; error: NodeJS.ErrnoException }
  | { kind: 'exited'; exit: ExitInfo }
  | { kind: 'timeout' };

const MAX_HANDSHAKE_CHARS = 64 * 1024;
const TERM_GRACE_MS = 200;

export class PluginProcess {
  readonly stderr = new StderrTail();
  private readonly child: ChildProcess;
  private exitInfo: ExitInfo | null = null;
  private readonly exitPromise: Promise<ExitInfo>;
  private spawnError: NodeJS.ErrnoException | null = null;
  private stdoutBuffer = '';
  private handshakeLine: string | null = null;
  private readonly waiters = new Set<() => void>();

  constructor(path: string, env: Record<string, string>) {
    prepareLaunch();
    // detached: the plugin leads its own process group, so killing the group also ends
    // anything it forked. stdin is not handed over (the linter may be reading --stdin).
    this.child = spawn(path, [], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    if (this.child.pid !== undefined) trackChild(this.child.pid);
    this.child.stderr!.on('data', (chunk: Buffer) => this.stderr.push(chunk));
    this.child.stdout!.on('data', (chunk: Buffer) => this.onStdout(chunk));
    this.exitPromise = new Promise((resolve) => {
      this.child.on('error', (error: NodeJS.ErrnoException) => {
        this.spawnError = error;
        this.notify();
        if (this.child.pid === undefined) resolve({ code: null, signal: null });
      });
      // Prefer 'close' (pipes drained, stderr complete), but a forked grandchild may hold
      // the pipes open, so 'exit' settles it shortly after on its own.
      const settle = (code: number | null, signal: NodeJS.Signals | null) => {
        if (this.exitInfo) return;
        this.exitInfo = { code, signal };
        this.notify();
        resolve(this.exitInfo);
      };
      this.child.on('close', settle);
      this.child.on('exit', (code, signal) => setTimeout(() => settle(code, signal), 200).unref());
    });
  }

  get exit(): ExitInfo | null {
    return this.exitInfo;
  }

  exited(): Promise<ExitInfo> {
    return this.exitPromise;
  }

  /**
   * The first line is the handshake; a first line longer than a few KiB is cut there. The
   * rest of stdout is drained and dropped.
   */
  private onStdout(chunk: Buffer): void {
    if (this.handshakeLine !== null) return;
    this.stdoutBuffer += chunk.toString('utf8');
    const newline = this.stdoutBuffer.indexOf('\n');
    if (newline >= 0) this.setHandshakeLine(this.stdoutBuffer.slice(0, newline));
    else if (this.stdoutBuffer.length > MAX_HANDSHAKE_CHARS) this.setHandshakeLine(this.stdoutBuffer.slice(0, MAX_HANDSHAKE_CHARS));
  }

  private setHandshakeLine(line: string): void {
    this.handshakeLine = line;
    this.stdoutBuffer = '';
    this.notify();
  }

  private notify(): void {
    for (const wake of this.waiters) wake();
  }

  /** The first stdout line, or why there is none by `deadline` (epoch ms). */
  waitForHandshake(deadline: number): Promise<HandshakeWait> {
    return new Promise((resolve) => {
      const check = (): boolean => {
        if (this.spawnError) return done({ kind: 'spawn-error', error: this.spawnError });
        if (this.handshakeLine !== null) return done({ kind: 'line', line: this.handshakeLine });
        if (this.exitInfo) return done({ kind: 'exited', exit: this.exitInfo });
        return false;
      };
      const timer = setTimeout(() => done({ kind: 'timeout' }), Math.max(0, deadline - Date.now()));
      const wake = () => void check();
      const done = (result: HandshakeWait): true => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve(result);
        return true;
      };
      if (!check()) this.waiters.add(wake);
    });
  }

  /** Waits up to `ms` for the process to exit; true when it did. */
  async waitExit(ms: number): Promise<boolean> {
    if (this.exitInfo || this.child.pid === undefined) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    const result = await Promise.race([this.exitPromise.then(() => true as const), timeout]);
    clearTimeout(timer);
    return result;
  }

  /**
   * Ends the whole process group if still running: SIGTERM first so it can clean up,
   * SIGKILL shortly after.
   */
  async kill(): Promise<void> {
    const pid = this.child.pid;
    if (pid === undefined) return;
    if (!this.exitInfo) {
      signalChild(pid, 'SIGTERM');
      if (!(await this.waitExit(TERM_GRACE_MS))) {
        signalChild(pid, 'SIGKILL');
        await this.waitExit(2000);
      }
    }
    releaseChild(pid);
    this.child.stdout?.destroy();
    this.child.stderr?.destroy();
  }
}
