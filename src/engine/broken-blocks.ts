// Findings of a project whose files have syntax errors. The models are decoded from the
// top-level items that parsed (src/hcl/recovery.ts), so a rule that reads only the block its
// finding is in is as sure as on a clean file; a rule that reads other blocks could be wrong
// about what a broken one held ("provider x is undeclared" when the broken required_providers
// declared it). Such findings are dropped when a broken part could be one of the blocks the
// rule reads, as are findings inside a broken part or outside every intact top-level item (a
// claim about the whole file). Files with syntax errors get no fixes: an edit computed around
// a broken part could land in it.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { PARSER_RULE_IDS } from '../hcl/parser.js';
import type { BrokenPart } from '../hcl/recovery.js';
import type { Range } from '../hcl/ast.js';
import type { Project, SourceFile } from '../models/project.js';
import { allRules, type RuleId } from '../rules/index.js';

/**
 * `role:type`: a top-level block type of agent.hcl, the lock file or the global config; `*` is
 * any, `=` the type of the block the finding is in.
 */
type BlockKind = `${'agent' | 'lock' | 'global'}:${string}`;

const PLUGINS_ASKED: readonly BlockKind[] = ['agent:required_providers', 'lock:*', 'global:*'];

/** The blocks, besides its own, that these rules' findings depend on. */
const READS_OTHERS: Partial<Record<RuleId, readonly BlockKind[]>> = {
  'duplicate-singleton-block': ['agent:='],
  'undeclared-provider-reference': ['agent:required_providers'],
  'hook-provider-undeclared': ['agent:required_providers'],
  'policy-conflict': ['agent:policy'],
  'policy-duplicate-name': ['agent:policy'],
  'hook-duplicate-subscription': ['agent:hook'],
  'slash-command-collision': [...PLUGINS_ASKED, 'agent:agent_profile'],
  'settings-default-frontend': [...PLUGINS_ASKED, 'agent:settings'],
  'lock-file-missing': ['agent:required_providers'],
  'lock-version-unsupported': ['lock:*'],
  'mirror-duplicate-prefix': ['global:*'],
  'lock-entry-dev-overridden': ['agent:required_providers', 'lock:*', 'global:*'],
  // Which findings a directive silenced depends on every other finding.
  'unused-suppression': ['agent:*', 'lock:*', 'global:*'],
};

/** Groups over the plugins' answers or several files: which plugins ran follows from required_providers, the lock file and dev_overrides. */
const READS_BY_GROUP = new Set(['capabilities', 'advertised', 'plugin', 'cross-file']);

/** Each rule id → the blocks, besides its own, its findings depend on (none: only its own block). */
const READS = new Map(
  allRules.flatMap(({ meta }) => {
    const reads = READS_OTHERS[meta.id as RuleId] ?? (READS_BY_GROUP.has(meta.group) ? PLUGINS_ASKED : undefined);
    return reads === undefined ? [] : [[meta.id as string, reads] as const];
  }),
);

/** Whether a rule's findings depend on top-level blocks other than their own (a syntax error elsewhere can drop them). */
export function readsOtherBlocks(ruleId: string): boolean {
  return READS.has(ruleId);
}

const PARSER_IDS: ReadonlySet<string> = new Set(PARSER_RULE_IDS);

const within = (inner: Range, outer: Range): boolean => inner.start.offset >= outer.start.offset && inner.end.offset <= outer.end.offset;

/** The index of the last of `parts` (in source order, apart) that starts at or before `range`, or -1: a binary search, so each finding costs log n. */
function lastStartingBy(parts: readonly { range: Range }[], range: Range): number {
  let lo = 0;
  let hi = parts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (parts[mid].range.start.offset <= range.start.offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The one of `parts` (in source order, apart) that holds `range`. */
function holder<T extends { range: Range }>(parts: readonly T[], range: Range): T | undefined {
  const part = parts[lastStartingBy(parts, range)];
  return part !== undefined && within(range, part.range) ? part : undefined;
}

/** Whether `range` lies in one of `parts` (in source order, apart) or holds one: only the parts either side of its start can. */
function meetsPart(parts: readonly { range: Range }[], range: Range): boolean {
  const at = lastStartingBy(parts, range);
  const before = parts[at];
  const after = parts[at + 1];
  if (before !== undefined && (within(range, before.range) || within(before.range, range))) return true;
  return after !== undefined && within(after.range, range);
}

function kindsOf(role: 'agent' | 'lock' | 'global', broken: readonly BrokenPart[]): BlockKind[] {
  return broken.map((b) => `${role}:${b.blockType ?? '*'}` as BlockKind);
}

/** Whether a rule that reads `reads` could be misled by a broken part of kind `kind`; `own` is the type of the finding's block. */
function misleads(kind: BlockKind, reads: readonly BlockKind[], own: string | undefined): boolean {
  const [role, type] = kind.split(':');
  return reads.some((r) => {
    const [readRole, read] = r.split(':');
    const readType = read === '=' ? own : read;
    return role === readRole && (type === '*' || readType === '*' || readType === undefined || type === readType);
  });
}

/** The type of the top-level block of `file` that holds `range`. */
function blockTypeAt(file: SourceFile, range: Range): string | undefined {
  const item = holder(file.parse.file.body.items, range);
  return item?.kind === 'block' ? item.type : undefined;
}

/** `diagnostics` without what the broken parts of the project's files leave uncertain, and without fixes in those files. */
export function certainFindings(project: Project, diagnostics: Diagnostic[]): Diagnostic[] {
  const files: [role: 'agent' | 'lock' | 'global', file: SourceFile][] = [['agent', project.agent.file]];
  if (project.lock) files.push(['lock', project.lock.file]);
  if (project.global) files.push(['global', project.global.file]);
  const brokenFiles = new Map(files.filter(([, f]) => f.broken !== undefined).map(([, f]) => [f.path, f]));
  if (brokenFiles.size === 0) return diagnostics;
  const kinds = files.flatMap(([role, f]) => kindsOf(role, f.broken ?? []));
  // Whether a rule (and the type of its finding's block) is misled, once per pair: not per finding.
  const misled = new Map<string, boolean>();
  const isMisled = (ruleId: string, reads: readonly BlockKind[], own: string | undefined): boolean => {
    const key = `${ruleId}\0${own ?? ''}`;
    let answer = misled.get(key);
    if (answer === undefined) misled.set(key, (answer = kinds.some((k) => misleads(k, reads, own))));
    return answer;
  };
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    if (PARSER_IDS.has(d.ruleId)) {
      out.push(d);
      continue;
    }
    const reads = READS.get(d.ruleId);
    if (reads !== undefined) {
      const own = reads.includes('agent:=') && d.file === project.agent.file.path ? blockTypeAt(project.agent.file, d.range) : undefined;
      if (isMisled(d.ruleId, reads, own)) continue;
    }
    const file = brokenFiles.get(d.file);
    if (file === undefined) {
      out.push(d);
      continue;
    }
    if (meetsPart(file.broken ?? [], d.range)) continue;
    // The model was decoded from the intact items: a finding outside all of them speaks for the whole file.
    if (holder(file.parse.file.body.items, d.range) === undefined) continue;
    const { fix: _fix, suggestions: _suggestions, ...rest } = d;
    out.push(rest);
  }
  return out;
}
