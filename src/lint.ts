// The pipeline of DESIGN.md for one project: read → parse → models → (plugins) → rules → sorted diagnostics.
import { readFileSync } from 'node:fs';
import { parse } from './hcl/index.js';
import { sortDiagnostics, withFile, type Diagnostic } from './diagnostics/diagnostic.js';

export interface LintOptions {
  /** Path of agent.hcl as given (used for display). */
  file: string;
  /** Contents read from stdin instead of `file` (--stdin). */
  stdin?: Buffer;
  lockFile?: string;
  globalConfig?: string;
  cacheDir?: string;
  noPlugins: boolean;
  pluginTimeoutMs: number;
}

export interface LintResult {
  /** Files that were read, as displayed. */
  files: string[];
  diagnostics: Diagnostic[];
}

/** The linter could not run at all (unreadable input): exit 2. */
export class InputError extends Error {}

function readInput(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : String(code ?? err);
    throw new InputError(`cannot read ${path}: ${why}`);
  }
}

export async function lint(options: LintOptions): Promise<LintResult> {
  const source = options.stdin ?? readInput(options.file);
  const parsed = parse(source);
  const diagnostics = parsed.diagnostics.map((d) => withFile(options.file, d));
  return { files: [options.file], diagnostics: sortDiagnostics(diagnostics) };
}
