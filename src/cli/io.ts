// The streams and environment a CLI run talks to; tests and embedders can pass their own.
export interface OutStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface CliIO {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: OutStream;
  stderr: OutStream;
  env: NodeJS.ProcessEnv;
}

/** A reader that went away (`harness-lint | head`) just ends the output; any other write failure is exit 2. */
function guardStdout(): void {
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') return;
    process.exitCode = 2;
    process.stderr.write(`harness-lint: cannot write output: ${err.code ?? err.message}\n`);
  });
}

export function processIO(): CliIO {
  guardStdout();
  // Nowhere left to report a failing stderr; keep it from crashing the run.
  process.stderr.on('error', () => {});
  return {
    // process.stdin builds a stream on first access (about a millisecond): only --stdin pays for it.
    get stdin() {
      return process.stdin;
    },
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  };
}

export async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
