// Provider local names across a project: where each is declared (required_providers) and
// every place that names it (provider blocks, policies' match.provider and match.tool_name,
// profiles' tools, models, hooks, settings.default_frontend, the lock file entry and the
// dev_overrides entry), for definition, references and rename.
import { dirname, resolve } from 'node:path';
import type { Range } from '../diagnostics/diagnostic.js';
import type { ParsedProject } from '../engine/index.js';
import type { LinePos, SourceText } from './positions.js';

export interface Occurrence {
  /** Absolute path of the file. */
  path: string;
  name: string;
  start: LinePos;
  end: LinePos;
  /** The required_providers entry: the declaration. */
  declaration: boolean;
}

export const LOCAL_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * The name's range inside `range` when the text there is exactly the name (bare, or quoted as
 * `"name"`), or, with `prefix`, starts with `name.` (a `provider.tool` reference). A string
 * written with escapes does not match: its text is not the name.
 */
function nameIn(source: SourceText, range: Range, name: string, prefix: boolean): { start: LinePos; end: LinePos } | undefined {
  const at = source.indexOfLinePos(range.start);
  const quoted = source.text[at] === '"';
  const begin = at + (quoted ? 1 : 0);
  if (!source.text.startsWith(name, begin)) return undefined;
  const after = source.text[begin + name.length];
  if (!(prefix ? after === '.' : quoted ? after === '"' : true)) return undefined;
  const column = range.start.column + (quoted ? 1 : 0);
  return { start: { line: range.start.line, column }, end: { line: range.start.line, column: column + [...name].length } };
}

/** Every occurrence of every provider local name in the project. */
export function providerOccurrences(parsed: ParsedProject, agentPath: string, texts: (path: string) => SourceText | null): Occurrence[] {
  const out: Occurrence[] = [];
  const { agent, lock, global } = parsed.project;
  const cwd = dirname(agentPath);
  const add = (file: string, range: Range | undefined, name: string | undefined, prefix = false, declaration = false): void => {
    if (!range || name === undefined || !LOCAL_NAME.test(name)) return;
    const path = resolve(cwd, file);
    const source = texts(path);
    const found = source && nameIn(source, range, name, prefix);
    if (found) out.push({ path, name, ...found, declaration });
  };
  const head = (value: string): string => value.split('.')[0];
  const model = agent.model;
  if (model) {
    const file = agent.file.path;
    for (const rp of model.requiredProviders) add(file, rp.nameRange, rp.name, false, true);
    for (const p of model.providers) add(file, p.labelRange, p.name);
    for (const policy of model.policies) {
      const fields = policy.match?.fields;
      add(file, fields?.provider?.valueRange, fields?.provider?.value);
      if (fields?.tool_name?.value.includes('.')) add(file, fields.tool_name.valueRange, head(fields.tool_name.value), true);
    }
    for (const profile of model.profiles) {
      for (const item of profile.tools?.value ?? []) if (item.value.includes('.')) add(file, item.range, head(item.value), true);
      for (const m of profile.models) for (const ref of [m.primary, ...m.fallbacks]) add(file, ref?.provider?.range, ref?.provider?.value);
    }
    for (const hook of model.hooks) add(file, hook.provider?.range, hook.provider?.value);
    add(file, model.settings?.defaultFrontend?.range, model.settings?.defaultFrontend?.value);
  }
  if (lock?.model) for (const entry of lock.model.entries) add(lock.file.path, entry.labelRange, entry.name);
  if (global?.model) for (const o of global.model.devOverrides.values()) add(global.file.path, o.nameRange, o.name);
  return out;
}

function contains(o: Occurrence, pos: LinePos): boolean {
  const after = (a: LinePos, b: LinePos): boolean => a.line > b.line || (a.line === b.line && a.column >= b.column);
  return after(pos, o.start) && after(o.end, pos);
}

/** The occurrence under `pos` in `path`. */
export function occurrenceAt(occurrences: readonly Occurrence[], path: string, pos: LinePos): Occurrence | undefined {
  return occurrences.find((o) => o.path === path && contains(o, pos));
}
