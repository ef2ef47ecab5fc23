// The streams and environment a CLI run talks to; tests and embedders can pass their own.
export interface OutStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface CliIO {
  stdin: NodeJS.ReadableStream;
  stdout: OutStream;
  stderr: OutStream;
  env: NodeJS.ProcessEnv;
}

export function processIO(): CliIO {
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
