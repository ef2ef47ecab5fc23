// Validates every loaded provider's `provider{}` body (or its absence) once per project; the
// four provider-config-* rules each report their kind of issue.
import type { Change, Range } from '../../../diagnostics/diagnostic.js';
import type { Project } from '../../../models/project.js';
import type { RuleContext } from '../../rule.js';
import { validateBody, type BodyIssue } from './validate-body.js';
import { capView, loadedProviders } from './context.js';

export interface ProviderIssue {
  provider: string;
  /** False when the provider has no `provider{}` block at all. */
  hasBlock: boolean;
  issue: BodyIssue;
}

const cache = new WeakMap<Project, { file: string; issues: ProviderIssue[] }>();

export function providerIssues(ctx: RuleContext): { file: string; issues: ProviderIssue[] } | null {
  const cached = cache.get(ctx.project);
  if (cached) return cached;
  const view = capView(ctx);
  if (!view) return null;
  const issues: ProviderIssue[] = [];
  for (const { entry, caps } of loadedProviders(view)) {
    const attrs = caps.providerConfig;
    const blocks = view.model.providers.filter((p) => p.name === entry.name);
    if (blocks.length === 0) {
      for (const issue of validateBody(attrs, { values: [], missingAnchor: entry.nameRange })) issues.push({ provider: entry.name, hasBlock: false, issue });
      continue;
    }
    for (const block of blocks) {
      const values = block.values.map(({ attr, value }) => ({ name: attr.name, nameRange: attr.nameRange, valueRange: attr.expr.range, value }));
      for (const issue of validateBody(attrs, { values, missingAnchor: block.headerRange })) issues.push({ provider: entry.name, hasBlock: true, issue });
    }
  }
  const result = { file: view.file, issues };
  cache.set(ctx.project, result);
  return result;
}

type IssueOf<K extends BodyIssue['kind']> = ProviderIssue & { issue: Extract<BodyIssue, { kind: K }> };

/** A message, or one with notes under it. */
type IssueMessage = string | { message: string; notes: string[] };

export function reportIssues<K extends BodyIssue['kind']>(
  ctx: RuleContext,
  kind: K,
  message: (p: IssueOf<K>) => IssueMessage,
  fix?: (p: IssueOf<K>) => Change | undefined,
): void {
  const found = providerIssues(ctx);
  if (!found) return;
  for (const p of found.issues) {
    if (p.issue.kind !== kind) continue;
    const range: Range = p.issue.range;
    const said = message(p as IssueOf<K>);
    ctx.report({ file: found.file, range, ...(typeof said === 'string' ? { message: said } : said), fix: fix?.(p as IssueOf<K>) });
  }
}
