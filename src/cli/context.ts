import type { CliIO } from './io.js';

/** What every command's action shares: the streams, and the exit code it settles on. */
export interface CliContext {
  io: CliIO;
  exitCode: number;
}
