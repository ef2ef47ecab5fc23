// Runs every rule's check over a Project: skips rules that need capabilities when there are none,
// and opt-in rules unless enabled; attaches each rule's default severity.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Project } from '../models/project.js';
import type { Rule } from '../rules/rule.js';

export interface RunOptions {
  /** Ids of opt-in rules the linter config turns on. */
  enabledOptIn?: ReadonlySet<string>;
}

export function runRules(project: Project, rules: readonly Rule[], options: RunOptions = {}): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const rule of rules) {
    const { check, meta } = rule;
    if (!check) continue;
    if (meta.needsCapabilities && project.capabilities === null) continue;
    if (meta.optIn && !options.enabledOptIn?.has(meta.id)) continue;
    check({
      project,
      report(finding) {
        const d: Diagnostic = { ruleId: meta.id, severity: meta.severity, message: finding.message, file: finding.file, range: finding.range };
        if (finding.related && finding.related.length > 0) d.related = finding.related;
        if (finding.notes && finding.notes.length > 0) d.notes = finding.notes;
        if (finding.fix && finding.fix.edits.length > 0) d.fix = finding.fix;
        if (finding.suggestions && finding.suggestions.length > 0) d.suggestions = finding.suggestions;
        out.push(d);
      },
    });
  }
  return out;
}
