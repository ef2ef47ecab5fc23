// The formatter registry: output format name → formatter loader. The small formatters are
// bundled with the CLI (every extra module costs start-up time); a formatter with heavy
// dependencies is import()ed so only runs that ask for it load them.
import type { Diagnostic } from '../diagnostic.js';
import { formatCompact } from './compact.js';
import { formatGithub } from './github.js';
import { formatJson } from './json.js';
import { formatStylish } from './stylish.js';

export interface FormatInput {
  /** Finished diagnostics, already sorted. */
  diagnostics: readonly Diagnostic[];
  /** Files that were read, as displayed. */
  files: readonly string[];
  /** Source text of a displayed file (for code frames); undefined when unavailable. */
  source(file: string): string | undefined;
  /** Attribute names a plugin declared sensitive (at any depth): code frames mask their values wherever they appear. */
  sensitiveNames?: readonly string[];
  tool: { name: string; version: string };
  /** Whether ANSI styling is wanted (only ever true for a colour-capable terminal). */
  color: boolean;
}

/** A pure function from finished diagnostics to the text written out. */
export type Formatter = (input: FormatInput) => string;

export const formatters: Readonly<Record<string, () => Promise<Formatter>>> = {
  stylish: async () => formatStylish,
  compact: async () => formatCompact,
  json: async () => formatJson,
  sarif: async () => (await import('./sarif.js')).loadSarifFormatter(),
  github: async () => formatGithub,
};

export const formatNames: readonly string[] = Object.keys(formatters);

export function isFormatName(name: string): boolean {
  return Object.hasOwn(formatters, name);
}
