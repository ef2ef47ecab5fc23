// The streams and environment a CLI run talks to; tests and embedders can pass their own.
import { fstatSync, statSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { errnoText } from '../text/fs-error.js';

export interface OutStream {
  /** Bytes for what must reach the output as it is (fmt --stdin's text, which may hold bytes that are not UTF-8). */
  write(text: string | Uint8Array): unknown;
  isTTY?: boolean;
}

export interface CliIO {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: OutStream;
  stderr: OutStream;
  env: NodeJS.ProcessEnv;
}

function isDevNull(rdev: number): boolean {
  try {
    return statSync('/dev/null').rdev === rdev;
  } catch {
    return false;
  }
}

/**
 * Whether `fd` is a terminal. Only a character device can be one, and /dev/null (where editors,
 * hooks and scripts often send output) is one that never is: pipes, files and /dev/null never
 * load node:tty (it brings in net and the stream machinery, about 2.5 ms).
 */
function isTerminal(fd: number): boolean {
  try {
    const stats = fstatSync(fd);
    if (!stats.isCharacterDevice() || isDevNull(stats.rdev)) return false;
  } catch {
    return false;
  }
  const { isatty } = createRequire(import.meta.url)('node:tty') as typeof import('node:tty');
  return isatty(fd);
}

/**
 * Writes straight to file descriptor `fd`: process.stdout for a pipe builds a net.Socket, about
 * 2 ms of a static run's start-up. A non-blocking pipe that is full (EAGAIN) hands the rest, and
 * everything after it, to the process's stream, which queues it and keeps the process alive until
 * it is written. A closed descriptor (EBADF) discards the output, as process.stdout does.
 */
class FdOut implements OutStream {
  readonly isTTY: boolean;
  #stream: NodeJS.WriteStream | undefined;
  #done = false;

  constructor(
    private readonly fd: 1 | 2,
    /** Called once, with the error code, when a write fails other than by EAGAIN or EBADF. */
    private readonly onFailure: (code: string) => void,
  ) {
    this.isTTY = isTerminal(fd);
  }

  /** A terminal's width, for the status line; reading it builds the process's stream. */
  get columns(): number | undefined {
    return this.isTTY ? this.#processStream().columns : undefined;
  }

  write(text: string | Uint8Array): boolean {
    if (this.#done) return true;
    if (this.#stream) return this.#stream.write(text);
    const bytes = typeof text === 'string' ? Buffer.from(text) : text;
    let written = 0;
    try {
      while (written < bytes.length) written += writeSync(this.fd, bytes, written);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? String(err);
      if (code === 'EAGAIN') return this.#useStream().write(bytes.subarray(written));
      this.#done = true;
      if (code !== 'EBADF') this.onFailure(code);
    }
    return true;
  }

  #processStream(): NodeJS.WriteStream {
    return this.fd === 1 ? process.stdout : process.stderr;
  }

  #useStream(): NodeJS.WriteStream {
    const stream = this.#processStream();
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (this.#done) return;
      this.#done = true;
      this.onFailure(err.code ?? err.message);
    });
    this.#stream = stream;
    return stream;
  }
}

export function processIO(): CliIO {
  // Nowhere left to report a failing stderr: it just stops.
  const stderr = new FdOut(2, () => {});
  const stdout = new FdOut(1, (code) => {
    // A reader that went away (`harness-lint | head`) just ends the output; any other write failure is exit 2.
    if (code === 'EPIPE') return;
    stderr.write(`harness-lint: cannot write output: ${errnoText(code)}\n`);
    // At exit, so that the lint's own exit code, set later, does not replace it.
    process.once('exit', () => {
      process.exitCode = 2;
    });
  });
  return {
    // process.stdin builds a stream on first access (about a millisecond): only --stdin pays for it.
    get stdin() {
      return process.stdin;
    },
    stdout,
    stderr,
    env: process.env,
  };
}

export async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
