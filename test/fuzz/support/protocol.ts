// Messages between the fuzz tests and their worker thread (worker-entry.ts).
import type { ProviderCapabilities } from '../../../src/models/advertised/wire-types.js';
import type { SourceDiagnostic } from '../../../src/diagnostics/diagnostic.js';

export type Request =
  | { id: number; op: 'parse'; input: string | Uint8Array }
  /** `capabilities`, when given, stand in for the plugins (handed to the rules as if launched). */
  | { id: number; op: 'lint'; dir: string; lockFile: string; globalConfig: string; capabilities?: ProviderCapabilities[] }
  /** Loops forever: lets harness.test.ts prove the watchdog stops a hang. */
  | { id: number; op: 'spin' };

export type Reply =
  | { id: number; op: 'parse'; elapsedMs: number; text: string; diagnostics: SourceDiagnostic[] }
  /** Two runs of lint() on the same files, each as JSON (they must be equal). */
  | { id: number; op: 'lint'; elapsedMs: number; runs: string[] }
  | { id: number; op: 'input-error'; elapsedMs: number; message: string }
  | { id: number; op: 'threw'; elapsedMs: number; error: { message: string; stack: string } };

/** The worker's first message, once its modules are loaded. */
export interface Ready {
  op: 'ready';
}
