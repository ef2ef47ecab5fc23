// The rule framework: every rule is a module exporting `meta` and (unless the parser, a model
// decoder or the plugin host emits its id) `check`. Rules read models and capabilities; they
// never launch processes and know nothing of output formats.
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
  /** Set when the parser, a model decoder or the plugin host emits this id instead of a check function. */
  emittedBy?: 'parser' | 'decoder' | 'plugin-host';
}

/** A registered rule's meta (src/rules/index.ts): its module's, with the address of its page (ESLint's meta.docs.url). */
export interface RegisteredMeta extends RuleMeta {
  url: string;
}

export interface Finding extends Fixes {
  file: string;
  range: Range;
  message: string;
  related?: RelatedInfo[];
  /** Lines printed under the message (Diagnostic.notes). */
  notes?: string[];
  /** 'warning' for a finding of an error rule that only may be wrong (the plugin that would say is not asked); else the rule's severity. */
  severity?: 'warning';
}

export interface RuleContext {
  project: Project;
  report(finding: Finding): void;
}

/** A rule module. */
export interface Rule {
  meta: RuleMeta;
  check?: (ctx: RuleContext) => void;
}

/** A rule of the registry, allRules. */
export interface RegisteredRule extends Rule {
  meta: RegisteredMeta;
}

/**
 * The ids of a list of rules, as literal types: each module declares its meta with
 * `as const satisfies RuleMeta`, so RuleId (src/rules/index.ts) is derived from the registry.
 */
export type IdsOf<T extends readonly { meta: { id: string } }[]> = T[number]['meta']['id'];
