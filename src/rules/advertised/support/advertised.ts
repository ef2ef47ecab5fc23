// Group 7 checks inspect one provider's advertisement on its own, so the same code serves the
// project lint (anchored at the required_providers entry) and `harness-lint plugin PATH`.
import type { Advertised } from '../../../models/advertised/decode.js';
import type { ConfigAttr } from '../../../models/advertised/config-attrs.js';
import type { Range } from '../../../diagnostics/diagnostic.js';
import type { RuleContext } from '../../rule.js';
import { capView, loadedProviders } from '../../capabilities/support/context.js';

export { shown as enumLabel } from '../../capabilities/support/context.js';
export type { Operation } from '../../../models/advertised/decode.js';

/** One problem an inspection found: its message (what is wrong and the fix) and the notes under it. */
export interface Said {
  message: string;
  notes: string[];
}

export function said(message: string, ...notes: string[]): Said {
  return { message, notes };
}

/** Returns one finding per problem; `who` opens each message (`provider "files"`). */
export type Inspect = (caps: Advertised, who: string) => Said[];

/** Distinct findings in first-seen order (a schema sent by two categories is one problem). */
function distinct(list: Said[]): Said[] {
  const seen = new Set<string>();
  return list.filter((s) => {
    const key = JSON.stringify([s.message, s.notes]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The note on a finding about what a third-party plugin advertises: whose problem it is. */
export function authorNote(plugin: string): string {
  return `plugin ${plugin} advertises this; report it to its author, or turn the rule off`;
}

/** The plugin a provider entry runs, by the source it declares (else its local name). */
export function pluginName(entry: { name: string; source: { value: string } | null }): string {
  return entry.source?.value ?? `"${entry.name}"`;
}

/** Where findings about a plugin linted on its own go in its binary: there is no line to point at. */
export const FILE_START: Range = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };

/**
 * The rule check for an inspection: every loaded provider, anchored at its required_providers
 * entry; or the plugin linted on its own (Project.plugin), at its binary's 1:1.
 */
export function checkAdvertised(inspect: Inspect): (ctx: RuleContext) => void {
  return (ctx) => {
    const { plugin, capabilities } = ctx.project;
    if (plugin) {
      const caps = capabilities?.get(plugin.name);
      // The name its launch findings use too (the file name), whatever Describe calls it.
      for (const { message, notes } of distinct(caps ? inspect(caps, `plugin "${plugin.name}"`) : [])) {
        ctx.report({ file: plugin.path, range: FILE_START, message, notes });
      }
      return;
    }
    const view = capView(ctx);
    if (!view) return;
    for (const { entry, caps } of loadedProviders(view)) {
      for (const { message, notes } of distinct(inspect(caps, `provider "${entry.name}"`))) {
        ctx.report({ file: view.file, range: entry.nameRange, message, notes: [...notes, authorNote(pluginName(entry))] });
      }
    }
  };
}

export interface AttrVisit {
  attr: ConfigAttr;
  /** `sandbox.mode` */
  path: string;
}

/** Every config attribute of every category's config_schema, at any depth. */
export function allConfigAttrs(caps: Advertised): AttrVisit[] {
  const out: AttrVisit[] = [];
  const walk = (attrs: ConfigAttr[], prefix: string): void => {
    for (const attr of attrs) {
      const path = `${prefix}${attr.name}`;
      out.push({ attr, path });
      walk(attr.objectAttributes, `${path}.`);
    }
  };
  for (const schema of caps.configSchemas) walk(schema.attributes, '');
  return out;
}

/** Every attribute list (top level and each object_attributes), for per-list checks. */
export function configAttrLists(caps: Advertised): { owner: string; attrs: ConfigAttr[] }[] {
  const out: { owner: string; attrs: ConfigAttr[] }[] = [];
  const walk = (attrs: ConfigAttr[], owner: string): void => {
    out.push({ owner, attrs });
    for (const a of attrs) if (a.objectAttributes.length > 0) walk(a.objectAttributes, owner === '' ? a.name : `${owner}.${a.name}`);
  };
  for (const schema of caps.configSchemas) walk(schema.attributes, '');
  return out;
}
