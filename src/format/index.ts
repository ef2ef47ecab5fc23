// The formatter registry: output format name → formatter loader. The small formatters are
// bundled with the CLI (every extra module costs start-up time); a formatter with heavy
// dependencies is import()ed so only runs that ask for it load them. Formatters know no rules
// and do no I/O: the rule metadata, the folders paths are relative to and the file texts come
// in the FormatInput, gathered by the caller (src/cli/outputs.ts).
import type { Diagnostic, Severity } from '../diagnostics/diagnostic.js';
import { formatCompact } from './compact.js';
import { formatGithub } from './github.js';
import { formatJson } from './json.js';
import { formatStylish } from './stylish.js';

/** What a format says of a rule: the registry's metadata. */
export interface RuleDescriptor {
  id: string;
  severity: Severity;
  description: string;
  group: string;
  optIn?: boolean;
  /** Its documentation page. */
  url: string;
}

/** A rule's documentation page, for SARIF: a text and a Markdown version of each part. */
export interface RuleDoc {
  /** What the rule catches. */
  fullDescription: { text: string; markdown: string };
  /** What it catches and why (text); the whole page (Markdown). */
  help: { text: string; markdown: string };
}

export interface FormatInput {
  /** Finished diagnostics, already sorted. */
  diagnostics: readonly Diagnostic[];
  /** Files that were read, as displayed. */
  files: readonly string[];
  /** Source text of a displayed file (for code frames); undefined when unavailable. */
  source(file: string): string | undefined;
  /** Attribute names a plugin declared sensitive (at any depth): code frames mask their values wherever they appear. */
  sensitiveNames?: readonly string[];
  /**
   * What the run's settings said on stderr (a config found in the project turning the secret
   * rules down, or its cacheDir ignored): the machine formats carry it too, for readers of the
   * report rather than of the log.
   */
  notices?: readonly string[];
  tool: { name: string; version: string };
  /** Whether ANSI styling is wanted (only ever true for a colour-capable terminal). */
  color: boolean;
  /** Every rule the linter has, in registry order. */
  rules: readonly RuleDescriptor[];
  /** The absolute folder the diagnostics' relative paths are relative to. */
  cwd: string;
  /** The absolute repository root (SARIF's %SRCROOT%); the working directory when not given. */
  srcRoot?: string;
  /** The absolute home folder (SARIF's HOME, where the global config lives). */
  home?: string;
  /** Each rule's documentation, by rule id, where it has a page. */
  ruleDocs?: ReadonlyMap<string, RuleDoc>;
}

/** A pure function from finished diagnostics to the text written out. */
export type Formatter = (input: FormatInput) => string;

export const formatters: Readonly<Record<string, () => Promise<Formatter>>> = {
  stylish: async () => formatStylish,
  compact: async () => formatCompact,
  json: async () => formatJson,
  sarif: async () => (await import('./sarif.js')).formatSarif,
  github: async () => formatGithub,
  checkstyle: async () => (await import('./checkstyle.js')).formatCheckstyle,
  junit: async () => (await import('./junit.js')).formatJunit,
};

export const formatNames: readonly string[] = Object.keys(formatters);

/**
 * Formats that need FormatInput.srcRoot, home and ruleDocs: finding the root looks for `.git` on
 * disk and the docs are read from the rule pages, so only runs writing these formats pay for it.
 */
export const needsProjectFacts: ReadonlySet<string> = new Set(['sarif']);

export function isFormatName(name: string): boolean {
  return Object.hasOwn(formatters, name);
}
