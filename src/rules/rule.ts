// The rule framework: every check is a module exporting `meta` and (unless the parser or a
// model decoder emits it) `check`. Rules read models and capabilities; they never launch
// processes and know nothing of output formats.
import type { Fixes, Range, RelatedInfo, Severity } from '../diagnostics/diagnostic.js';
import type { Project } from '../models/project.js';

export interface RuleMeta {
  /** The catalogue id (reference/checks.md), e.g. `policy-conflict`. */
  id: string;
  severity: Severity;
  /** One line, for --list-rules. */
  description: string;
  /** Catalogue group: 'hcl' (1), 'agent' (2), 'capabilities' (3), 'lock' (4), 'global' (5), 'cross-file' (6), 'advertised' (7), 'plugin', 'env' (opt-in), 'linter'. */
  group: string;
  /** Whether the rule needs plugin capabilities (skipped under --no-plugins or when unknown). */
  needsCapabilities: boolean;
  /** Opt-in rules are off unless enabled in the linter config. */
  optIn?: boolean;
  /** Its diagnostics may carry a `fix` (ESLint's meta.fixable): certain edits, which --fix applies. */
  fixable?: boolean;
  /** Its diagnostics may carry `suggestions` (ESLint's meta.hasSuggestions): changes a person chooses. */
  hasSuggestions?: boolean;
  /** Set when the parser or a model decoder emits this id instead of a check function. */
  emittedBy?: 'parser' | 'decoder' | 'plugin-host';
}

export interface Finding extends Fixes {
  file: string;
  range: Range;
  message: string;
  related?: RelatedInfo[];
  /** Lines printed under the message (Diagnostic.notes). */
  notes?: string[];
}

export interface RuleContext {
  project: Project;
  report(finding: Finding): void;
}

export interface Rule {
  meta: RuleMeta;
  check?: (ctx: RuleContext) => void;
}

/**
 * The ids of a list of rules, as literal types: each module declares its meta with
 * `as const satisfies RuleMeta`, so RuleId (src/rules/index.ts) is derived from the registry.
 */
export type IdsOf<T extends readonly { meta: { id: string } }[]> = T[number]['meta']['id'];
