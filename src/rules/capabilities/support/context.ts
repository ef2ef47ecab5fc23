// What the capability rules share: the model together with the providers whose capabilities
// are known (checks.md §0.5: a provider absent from the map is unknown, never guessed), with
// what each plugin advertised, decoded once (decodeAdvertised).
import type { AgentConfig, AgentProfile, RequiredProvider } from '../../../models/agent/model.js';
import type { Advertised } from '../../../models/advertised/decode.js';
import type { Range } from '../../../diagnostics/diagnostic.js';
import type { RuleContext } from '../../rule.js';
import { splitToolScope, type ToolScope } from '../../../models/agent/tool-scope.js';

export interface CapView {
  model: AgentConfig;
  file: string;
  caps: Map<string, Advertised>;
}

export function capView(ctx: RuleContext): CapView | null {
  const { model, file } = ctx.project.agent;
  const caps = ctx.project.capabilities;
  return model && caps ? { model, file: file.path, caps } : null;
}

/** The loaded providers in required_providers order, with their entry. */
export function loadedProviders(view: CapView): { entry: RequiredProvider; caps: Advertised }[] {
  const out: { entry: RequiredProvider; caps: Advertised }[] = [];
  for (const entry of view.model.requiredProviders) {
    const caps = view.caps.get(entry.name);
    if (caps) out.push({ entry, caps });
  }
  return out;
}

export interface ScopedToolEntry {
  profile: AgentProfile;
  item: { value: string; range: Range };
  scope: ToolScope;
  caps: Advertised;
}

/** Every well-formed `tools` entry "<p>.<t>" of every profile whose provider's capabilities are loaded. */
export function* scopedToolEntries(view: CapView): Generator<ScopedToolEntry> {
  for (const profile of view.model.profiles) {
    for (const item of profile.tools?.value ?? []) {
      const scope = splitToolScope(item.value);
      const caps = scope ? view.caps.get(scope.provider) : undefined;
      if (scope && caps) yield { profile, item, scope, caps };
    }
  }
}

/** Whether every required_providers entry has capability data (session-wide checks need it). */
export function everyProviderLoaded(view: CapView): boolean {
  return view.model.requiredProviders.every((rp) => view.caps.has(rp.name));
}

/** A tool or direct-invoke command by name, with its kind and risk as advertised ('' when not a string). */
export function operation(caps: Advertised, name: string): { kind: string; risk: string } | null {
  const op = caps.operationsByName.get(name);
  return op ? { kind: str(op.kind), risk: str(op.risk) } : null;
}

export function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

export { isObj, objects, shown } from '../../../models/advertised/decode.js';
