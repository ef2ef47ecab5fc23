// Runs every rule's check over a Project: skips rules that need capabilities when there are none,
// and opt-in rules unless enabled; each finding becomes a Diagnostic with its rule's default
// severity, or a warning where the finding says so (toDiagnostic, also for the plugin host's findings).
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Project } from '../models/project.js';
import type { Finding, Rule, RuleMeta } from '../rules/rule.js';

export interface RunOptions {
  /** Ids of opt-in rules the linter config turns on. */
  enabledOptIn?: ReadonlySet<string>;
}

/** A finding of the rule `meta` as a Diagnostic (ESLint's createProblem); empty lists are left out. */
export function toDiagnostic(meta: RuleMeta, finding: Finding): Diagnostic {
  const d: Diagnostic = { ruleId: meta.id, severity: finding.severity ?? meta.severity, message: finding.message, file: finding.file, range: finding.range };
  if (finding.related && finding.related.length > 0) d.related = finding.related;
  if (finding.notes && finding.notes.length > 0) d.notes = finding.notes;
  if (finding.fix && finding.fix.edits.length > 0) d.fix = finding.fix;
  if (finding.suggestions && finding.suggestions.length > 0) d.suggestions = finding.suggestions;
  return d;
}

export function runRules(project: Project, rules: readonly Rule[], options: RunOptions = {}): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { check, meta } of rules) {
    if (!check) continue;
    if (meta.needsCapabilities && project.capabilities === null) continue;
    if (meta.optIn && !options.enabledOptIn?.has(meta.id)) continue;
    check({ project, report: (finding) => out.push(toDiagnostic(meta, finding)) });
  }
  return out;
}
