// Hover and completion on required_providers entries. Hover: what the entry declares and, once
// its plugin has answered, who the plugin says it is (Describe) and what it advertises, in one
// line. Completion inside `source = "…"`: the sources the lock file's entries pin, the entry's
// own first; inside `version = "…"`: a `~> X.Y` constraint from the locked version, then the
// operators, each replacing only the clause being typed.
import { CompletionItemKind, type CompletionItem } from 'vscode-languageserver';
import type { Advertised } from '../models/advertised/decode.js';
import type { RequiredProvider } from '../models/agent/model.js';
import type { LockEntry, LockFile } from '../models/lock/model.js';
import { parseVersion } from '../models/lock/version.js';
import { md, type Loaded } from './advertised.js';

/** `3 tools`, `1 model`: a count and its noun, or nothing for none. */
function counted(n: number, noun: string): string[] {
  return n === 0 ? [] : [`${n} ${noun}${n === 1 ? '' : 's'}`];
}

/** Who the plugin says it is, and what it advertises, in one line each. */
function pluginLines(caps: Advertised): string[] {
  const d = caps.describe;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? md(v) : undefined);
  const name = text(d?.name);
  const version = text(d?.version);
  const category = typeof d?.category === 'string' ? md(d.category.replace(/^CATEGORY_/, '').toLowerCase()) : undefined;
  const identity = d
    ? `plugin ${name ? `**${name}**` : '(no name)'}${version ? ` ${version}` : ''}${category ? `, category ${category}` : ''}`
    : 'the plugin serves no Describe, so its name and version are unknown';
  const advertised = [
    ...counted(caps.tools.length, 'tool'),
    ...counted(caps.commands.length, 'direct-invoke command'),
    ...counted(caps.promptExpansions.length, 'prompt-expansion command'),
    ...counted(caps.models.length, 'model'),
    ...counted(new Set(caps.hookPoints.map((p) => p.label)).size, 'hook point'),
    ...counted(caps.providerConfig.length, 'config attribute'),
  ];
  return [identity, `serves ${caps.served.join(', ') || 'no category'}; advertises ${advertised.join(', ') || 'nothing'}`];
}

/** What the entry declares, then what its plugin answered (when it has). */
export function requiredProviderHover(entry: RequiredProvider, loaded: Loaded): string {
  const declared = (field: RequiredProvider['source'], key: string) => (field ? `${key} "${md(field.value)}"` : `no ${key}`);
  const head = `**${md(entry.name)}**: required provider, ${declared(entry.source, 'source')}, ${declared(entry.version, 'version')}`;
  const caps = loaded.get(entry.name);
  return [head, ...(caps ? pluginLines(caps) : [])].join('\n\n');
}

const OPERATORS: readonly [string, string][] = [
  ['~>', 'only the last version part written may grow: "~> 1.2" allows >= 1.2, < 2.0'],
  ['>=', 'this version or a newer one'],
  ['>', 'a version newer than this one'],
  ['<=', 'this version or an older one'],
  ['<', 'a version older than this one'],
  ['=', 'exactly this version (as a bare version)'],
  ['!=', 'any version but this one'],
];

/** What a string typed after `key = "` in entry `name` completes to, and how much of the typed text each item replaces. */
export function requiredProviderItems(lock: LockFile | null, name: string, key: string, typed: string): { items: CompletionItem[]; replace: number } {
  const locked = lock?.providers.get(name);
  if (key === 'source') {
    const bySource = new Map<string, LockEntry>();
    for (const e of [...(locked ? [locked] : []), ...(lock?.entries ?? [])]) if (e.source && !bySource.has(e.source.value)) bySource.set(e.source.value, e);
    const items = [...bySource].map(([source, e], i) => ({
      label: source,
      kind: CompletionItemKind.Module,
      detail: `lock file entry "${e.name}"${e.version ? `, version ${e.version.value}` : ''}`,
      sortText: String(i).padStart(4, '0'),
    }));
    return { items, replace: typed.length };
  }
  if (key !== 'version') return { items: [], replace: typed.length };
  // A constraint is clauses separated by commas: an item completes the one being typed.
  const clause = typed.slice(typed.lastIndexOf(',') + 1).trimStart();
  const version = locked?.version ? parseVersion(locked.version.value) : null;
  // A prerelease matches no ~> constraint (it is only ever matched exactly), so none is offered for one.
  const constraint: CompletionItem[] =
    version && version.prerelease.length === 0
      ? [
          {
            label: `~> ${version.major}.${version.minor}`,
            kind: CompletionItemKind.Value,
            detail: `>= ${version.major}.${version.minor}, < ${version.major + 1}.0: the lock file pins ${version.raw}`,
            sortText: '0',
          },
        ]
      : [];
  const operators = OPERATORS.map(([op, meaning], i) => ({
    label: op,
    kind: CompletionItemKind.Operator,
    detail: meaning,
    insertText: `${op} `,
    sortText: `1${i}`,
  }));
  return { items: [...constraint, ...operators], replace: clause.length };
}
