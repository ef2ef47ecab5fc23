// Lints an agent.hcl source in memory with capability data given the way providers.json
// writes it (one category + capabilities, or several categories), then the given rules.
import { parse } from '../../../src/hcl/index.js';
import { decodeAgentConfig } from '../../../src/models/agent/decode.js';
import { decodeLockFile } from '../../../src/models/lock/decode.js';
import { decodeGlobalConfig } from '../../../src/models/global/decode.js';
import { runRules } from '../../../src/engine/run-rules.js';
import type { Project } from '../../../src/models/project.js';
import type { Rule } from '../../../src/rules/rule.js';
import type { Category, ProviderCapabilities } from '../../../src/models/advertised/wire-types.js';
import { decodeAdvertised } from '../../../src/models/advertised/decode.js';
import type { Found, Spot } from '../agent/helpers.js';

export { at } from '../agent/helpers.js';

export interface ProviderSpec {
  category?: Category;
  capabilities?: Record<string, unknown>;
  categories?: Partial<Record<Category, Record<string, unknown>>>;
  describe?: Record<string, unknown>;
}

export function toCapabilities(name: string, spec: ProviderSpec): ProviderCapabilities {
  const categories = spec.categories ?? (spec.category ? { [spec.category]: spec.capabilities ?? {} } : {});
  const caps: ProviderCapabilities = { name, categories };
  if (spec.describe) caps.describe = spec.describe;
  return caps;
}

export interface Extra {
  lock?: string;
  global?: string;
}

function parsed(source: string) {
  const p = parse(source);
  if (p.diagnostics.length > 0) throw new Error(`fixture does not parse: ${p.diagnostics[0].message}`);
  return p;
}

const spot = (p: Spot): Spot => ({ line: p.line, column: p.column });

/** The findings of `rules` (not the decoder's), ordered by position then rule id. */
export function lintCaps(source: string, providers: Record<string, ProviderSpec> | null, rules: Rule[], extra: Extra = {}): Found[] {
  const agent = parsed(source);
  const project: Project = {
    agent: { file: { path: 'agent.hcl', parse: agent }, model: decodeAgentConfig(agent.file).model },
    capabilities: providers === null ? null : new Map(Object.entries(providers).map(([n, s]) => [n, decodeAdvertised(toCapabilities(n, s))])),
  };
  if (extra.lock !== undefined) {
    const lock = parsed(extra.lock);
    project.lock = { file: { path: '.agent/agent.lock.hcl', parse: lock }, model: decodeLockFile(lock.file).model };
  }
  if (extra.global !== undefined) {
    const global = parsed(extra.global);
    project.global = { file: { path: 'global.hcl', parse: global }, model: decodeGlobalConfig(global.file).model };
  }
  return runRules(project, rules)
    .map(
      (d): Found => ({
        ruleId: d.ruleId,
        severity: d.severity,
        range: { start: spot(d.range.start), end: spot(d.range.end) },
        message: d.message,
        ...(d.notes && { notes: d.notes }),
      }),
    )
    .sort(
      (a, b) =>
        a.range.start.line - b.range.start.line ||
        a.range.start.column - b.range.start.column ||
        (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0) ||
        (a.message < b.message ? -1 : 1),
    );
}

/** A required_providers block declaring `names` (source github.com/agentco/provider-<name>). */
export function required(...names: string[]): string {
  return `required_providers {\n${names.map((n) => `  ${n} = { source = "github.com/agentco/provider-${n}", version = "~> 1.0" }\n`).join('')}}\n`;
}
