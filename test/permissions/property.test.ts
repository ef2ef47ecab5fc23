// The indexed evaluation and scope resolution of src/permissions against a naive, direct
// transcription of the spec's evaluate_policy (policy-dsl.md "Evaluation semantics", with
// interactive calls defaulting and downgrading like data sources, plan-apply-gate.md) and of
// tool-scope resolution (agent-profiles.md "Tool scoping", the kernel's ResolveTools), on random
// configurations written as agent.hcl and decoded as the linter decodes them: random
// specificity combinations, conflicts, interactive and unset kinds, unset risks, equal names
// across providers, wildcards, providers declared but not loaded and not declared at all. And
// what each policy matches, decides and loses to a more specific one (policyOutcomes: the rules
// policy-shadowed, policy-matches-nothing and high-risk-allowed and the editor's lenses).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/hcl/index.js';
import { decodeAgentConfig } from '../../src/models/agent/decode.js';
import { decodeAdvertised, type Advertised } from '../../src/models/advertised/decode.js';
import type { Block, Range } from '../../src/hcl/ast.js';
import { MATCH_KEYS, type AgentConfig, type AgentProfile, type Policy } from '../../src/models/agent/model.js';
import { computePermissions, findTool, permissionsDocument, type Permissions } from '../../src/permissions/index.js';
import { policyOutcomes } from '../../src/models/permissions/policy-outcomes.js';

// --- the transcription ----------------------------------------------------------------------

type Fields = 'tool_name' | 'provider' | 'risk' | 'kind';
interface NaiveRule {
  name: string;
  match: Partial<Record<Fields, string>>;
  action: string;
}
interface NaiveCall {
  kind: string | undefined;
  provider: string;
  tool_name: string;
  risk: string | undefined;
}

function match(m: NaiveRule['match'], call: NaiveCall): boolean {
  if (m.tool_name !== undefined && m.tool_name !== call.tool_name) return false;
  if (m.provider !== undefined && m.provider !== call.provider) return false;
  if (m.risk !== undefined && `RISK_CLASS_${m.risk.toUpperCase()}` !== call.risk) return false;
  // kind stays two-valued: it names resource or data_source calls, never an interactive one.
  if (m.kind !== undefined && `TOOL_KIND_${m.kind.toUpperCase()}` !== call.kind) return false;
  return true;
}

function specificity(m: NaiveRule['match']): boolean[] {
  return [m.tool_name !== undefined, m.provider !== undefined, m.risk !== undefined, m.kind !== undefined];
}

function moreSpecific(a: boolean[], b: boolean[]): boolean {
  for (let i = 0; i < 4; i++) if (a[i] !== b[i]) return a[i];
  return false;
}

function evaluatePolicy(rules: NaiveRule[], call: NaiveCall): { action: string; rule: number; downgraded: boolean } {
  const candidates = rules.map((_, i) => i).filter((i) => match(rules[i].match, call));
  const noGate = call.kind === 'TOOL_KIND_DATA_SOURCE' || call.kind === 'TOOL_KIND_INTERACTIVE';
  if (candidates.length === 0) return { action: noGate ? 'allow' : 'ask', rule: -1, downgraded: false };
  let winning = candidates[0];
  for (const c of candidates.slice(1)) if (moreSpecific(specificity(rules[c].match), specificity(rules[winning].match))) winning = c;
  if (noGate && rules[winning].action === 'ask') return { action: 'deny', rule: winning, downgraded: true };
  return { action: rules[winning].action, rule: winning, downgraded: false };
}

/** The scope, or null where the kernel refuses an entry (malformed, or a tool its loaded provider does not advertise). */
function resolveTools(scoping: string[], available: Map<string, string[]>): Set<string> | null {
  const resolved = new Set<string>();
  for (const entry of scoping) {
    const dot = entry.indexOf('.');
    if (dot === -1) return null;
    const provider = entry.slice(0, dot);
    const tool = entry.slice(dot + 1);
    if (provider === '' || tool === '') return null;
    const tools = available.get(provider);
    if (tools === undefined) continue;
    if (tool === '*') {
      for (const t of tools) resolved.add(`${provider}.${t}`);
      continue;
    }
    if (!tools.includes(tool)) return null;
    resolved.add(`${provider}.${tool}`);
  }
  return resolved;
}

// --- random configurations ------------------------------------------------------------------

const PROVIDERS = ['fs', 'web', 'agent', 'sh'];
const PROFILES = ['ci', 'default', 'reviewer'];
const NAMES = ['read', 'write', 'run', 'ask', 'spawn', 'a.b'];
const KINDS = ['TOOL_KIND_RESOURCE', 'TOOL_KIND_DATA_SOURCE', 'TOOL_KIND_INTERACTIVE', 'TOOL_KIND_UNSPECIFIED', undefined];
const RISKS = ['RISK_CLASS_READ_ONLY', 'RISK_CLASS_LOW', 'RISK_CLASS_MODERATE', 'RISK_CLASS_HIGH', 'RISK_CLASS_CRITICAL', 'RISK_CLASS_UNSPECIFIED', undefined];

const operationArb = fc.record({ kind: fc.constantFrom(...KINDS), risk: fc.constantFrom(...RISKS), as: fc.constantFrom('tool', 'command', 'absent') });

const providerArb = fc.record({
  declared: fc.boolean(),
  loaded: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  operations: fc.tuple(...NAMES.map(() => operationArb)),
});

// Each field specified one time in three, so that policies match often enough to decide.
const criterion = <T>(values: fc.Arbitrary<T>) => fc.option(values, { nil: undefined, freq: 2 });
const policyArb = fc.record({
  tool_name: criterion(fc.constantFrom(...NAMES, 'nope')),
  provider: criterion(fc.constantFrom(...PROVIDERS, 'ghost')),
  risk: criterion(fc.constantFrom('read_only', 'low', 'moderate', 'high', 'critical')),
  kind: criterion(fc.constantFrom('resource', 'data_source')),
  action: fc.constantFrom('allow', 'ask', 'deny'),
});

// Mostly entries the kernel accepts, now and then one it refuses.
const entryArb = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...PROVIDERS, 'ghost'), fc.constantFrom(...NAMES, '*')).map(([p, t]) => `${p}.${t}`) },
  { weight: 1, arbitrary: fc.constantFrom('fs', 'fs.', '.read', '*.read', 'fs.read_*', 'web.nope', 'ghost.nope') },
);

const profileArb = fc.option(fc.array(entryArb, { maxLength: 5 }), { nil: undefined, freq: 4 });

const configArb = fc.record({
  providers: fc.tuple(...PROVIDERS.map(() => providerArb)),
  policies: fc.array(policyArb, { maxLength: 12 }),
  profiles: fc.tuple(profileArb, profileArb, profileArb),
});

type Config = typeof configArb extends fc.Arbitrary<infer T> ? T : never;

function agentHcl(cfg: Config): string {
  const declared = PROVIDERS.filter((_, i) => cfg.providers[i].declared);
  let text = `required_providers {\n${declared.map((p) => `  ${p} = { source = "github.com/agentco/${p}", version = "1.0.0" }\n`).join('')}}\n`;
  cfg.policies.forEach((p, i) => {
    const fields = (['tool_name', 'provider', 'risk', 'kind'] as const).filter((k) => p[k] !== undefined).map((k) => `${k} = "${p[k]}"`);
    text += `policy "p${i}" {\n  match  = { ${fields.join(', ')} }\n  action = "${p.action}"\n}\n`;
  });
  PROFILES.forEach((name, i) => {
    const tools = cfg.profiles[i];
    text += `agent_profile "${name}" {\n${tools === undefined ? '' : `  tools = [${tools.map((t) => JSON.stringify(t)).join(', ')}]\n`}}\n`;
  });
  return text;
}

function capabilities(cfg: Config): Map<string, Advertised> {
  const out = new Map<string, Advertised>();
  PROVIDERS.forEach((name, i) => {
    const p = cfg.providers[i];
    if (!p.declared || !p.loaded) return;
    const spec = (as: string) =>
      NAMES.flatMap((n, j) => (p.operations[j].as === as ? [{ name: n, kind: p.operations[j].kind, risk: p.operations[j].risk }] : []));
    out.set(name, decodeAdvertised({ name, categories: { tool: { tools: spec('tool') }, slashcommand: { commands: spec('command') } } }));
  });
  return out;
}

function decoded(text: string): AgentConfig {
  const parsed = parse(text);
  expect(parsed.diagnostics).toEqual([]);
  return decodeAgentConfig(parsed.file).model;
}

// The same model built directly: decoding 10,000 files would take most of a minute here. Every
// 20th configuration is also written as agent.hcl and decoded, and must give the same report.
const AT: Range = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
const BLOCK = {} as Block;

function built(cfg: Config): AgentConfig {
  const field = (value: string) => ({ value, range: AT, attrRange: AT });
  const policies: Policy[] = cfg.policies.map((p, i) => ({
    block: BLOCK,
    headerRange: AT,
    name: `p${i}`,
    labelRange: AT,
    match: {
      attrRange: AT,
      nameRange: AT,
      fields: Object.fromEntries(MATCH_KEYS.filter((k) => p[k] !== undefined).map((k) => [k, { value: p[k]!, itemRange: AT, keyRange: AT, valueRange: AT }])),
      unknownKeys: [],
      valid: true,
    },
    action: field(p.action),
  }));
  const profiles: AgentProfile[] = PROFILES.map((name, i) => {
    const tools = cfg.profiles[i];
    return {
      block: BLOCK,
      headerRange: AT,
      name,
      labelRange: AT,
      model: null,
      models: [],
      tools: tools === undefined ? null : { value: tools.map((value) => ({ value, range: AT })), range: AT, attrRange: AT },
      slashCommands: null,
      maxTurns: null,
      maxWallClockS: null,
      maxDepth: null,
      maxConcurrentSubagents: null,
      maxCostUsd: null,
    };
  });
  const requiredProviders = PROVIDERS.filter((_, i) => cfg.providers[i].declared).map((name) => ({
    name,
    nameRange: AT,
    attrRange: AT,
    entries: null,
    source: null,
    version: null,
  }));
  return { requiredProviders, providers: [], policies, profiles, hooks: [], settings: null };
}

// --- the comparison -------------------------------------------------------------------------

/** The implementation's answers and the transcription's, as parallel lists of facts. */
function facts(cfg: Config, config: AgentConfig, caps: Map<string, Advertised>, got: Permissions): { got: unknown[]; spec: unknown[] } {
  const rules: NaiveRule[] = config.policies.map((p) => ({
    name: p.name,
    match: Object.fromEntries(Object.entries(p.match!.fields).map(([k, f]) => [k, f.value])),
    action: p.action!.value,
  }));
  const available = new Map([...caps].map(([name, ad]) => [name, ad.operations.map((op) => op.name)]));
  const out = { got: [] as unknown[], spec: [] as unknown[] };
  const fact = (what: string, mine: unknown, theirs: unknown) => {
    out.got.push(what, mine);
    out.spec.push(what, theirs);
  };

  // Every advertised operation once, with the kernel's decision.
  const calls = [...caps].flatMap(([provider, ad]) =>
    ad.operations.map((op) => ({ kind: op.kind as string, provider, tool_name: op.name, risk: op.risk as string })),
  );
  fact(
    'tools',
    got.tools.map((t) => t.tool).join(' '),
    calls
      .map((c) => `${c.provider}.${c.tool_name}`)
      .sort()
      .join(' '),
  );
  for (const call of calls) {
    const e = evaluatePolicy(rules, call);
    const t = findTool(got, `${call.provider}.${call.tool_name}`);
    fact(`${call.provider}.${call.tool_name}`, t && [t.decision, t.policy ? config.policies.indexOf(t.policy) : -1, t.downgraded, t.default], [
      e.action,
      e.rule,
      e.downgraded,
      e.rule === -1 ? (e.action === 'allow' ? 'free' : 'conservative') : null,
    ]);
  }

  // Each profile's scope, or a refused entry where the kernel refuses it.
  const scopes = new Map<string, Set<string> | null>();
  for (const profile of config.profiles) scopes.set(profile.name, resolveTools(profile.tools?.value.map((i) => i.value) ?? [], available));
  for (const p of got.profiles) {
    const scope = scopes.get(p.name)!;
    fact(`${p.name} refused`, p.refused.length > 0, scope === null);
    if (scope === null) continue;
    fact(`${p.name} scope`, p.keys.join(' '), [...scope].sort().join(' '));
    const decisions = p.keys.map((k) => findTool(got, k)?.decision);
    fact(
      `${p.name} counts`,
      [p.allow, p.ask, p.deny],
      ['allow', 'ask', 'deny'].map((d) => decisions.filter((x) => x === d).length),
    );
  }
  if ([...scopes.values()].every((s) => s !== null)) {
    for (const t of got.tools) fact(`${t.tool} profiles`, t.profiles.join(' '), PROFILES.filter((name) => scopes.get(name)!.has(t.tool)).join(' '));
  }

  // What each policy matches, decides, and loses to a more specific one (and at which field).
  const outcomes = policyOutcomes(got, config.policies);
  const keyOf = (c: NaiveCall) => `${c.provider}.${c.tool_name}`;
  const sorted = [...calls].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
  for (const [i, policy] of config.policies.entries()) {
    const o = outcomes.get(policy);
    const matching = sorted.filter((c) => match(rules[i].match, c));
    const lost = matching.flatMap((c) => {
      const w = evaluatePolicy(rules, c).rule;
      const [mine, winner] = [specificity(rules[i].match), specificity(rules[w].match)];
      const at = MATCH_KEYS.findIndex((_, f) => winner[f] && !mine[f]);
      return w === i || at === -1 ? [] : [`${keyOf(c)}<${w}@${MATCH_KEYS[at]}`];
    });
    fact(
      `policy ${i} outcome`,
      o && [
        o.matches.map((t) => t.tool).join(' '),
        o.decides.map((t) => t.tool).join(' '),
        o.outranked.map((x) => `${x.tool.tool}<${config.policies.indexOf(x.by)}@${x.at}`).join(' '),
      ],
      [
        matching.map(keyOf).join(' '),
        matching
          .filter((c) => evaluatePolicy(rules, c).rule === i)
          .map(keyOf)
          .join(' '),
        lost.join(' '),
      ],
    );
  }

  const unknown = PROVIDERS.filter((_, i) => cfg.providers[i].declared && !cfg.providers[i].loaded).sort();
  fact('unknown providers', [got.unknownProviders.join(' '), got.complete], [unknown.join(' '), unknown.length === 0]);
  return out;
}

describe('permissions against the spec transcribed', () => {
  it('agrees on decisions, deciding policies, downgrades, defaults, scopes and policy outcomes over 10,000 random configurations', () => {
    const seen = { configurations: 0, decidedByPolicy: 0, downgraded: 0, interactive: 0, refusedProfiles: 0, shadowed: 0, throughHcl: 0 };
    fc.assert(
      fc.property(configArb, (cfg) => {
        const config = built(cfg);
        const caps = capabilities(cfg);
        const got = computePermissions(config, caps);
        const { got: mine, spec } = facts(cfg, config, caps, got);
        // One string comparison per configuration; the readable diff only when they differ.
        if (JSON.stringify(mine) !== JSON.stringify(spec)) expect(mine).toEqual(spec);
        if (seen.configurations++ % 20 === 0) {
          seen.throughHcl++;
          const fromHcl = computePermissions(decoded(agentHcl(cfg)), caps);
          expect(permissionsDocument('agent.hcl', fromHcl)).toEqual(permissionsDocument('agent.hcl', got));
        }
        seen.decidedByPolicy += got.tools.filter((t) => t.policy !== null).length;
        seen.downgraded += got.tools.filter((t) => t.downgraded).length;
        seen.interactive += got.tools.filter((t) => t.kind === 'interactive').length;
        seen.refusedProfiles += got.profiles.filter((p) => p.refused.length > 0).length;
        seen.shadowed += [...policyOutcomes(got, config.policies).values()].filter((o) => o.matches.length > 0 && o.decides.length === 0).length;
      }),
      { numRuns: 10_000 },
    );
    // The space is covered: policies decide, "ask" is downgraded, interactive calls come up, the kernel refuses some scopes.
    expect(seen.configurations).toBe(10_000);
    expect(seen.throughHcl).toBe(500);
    expect(Math.min(seen.decidedByPolicy, seen.downgraded, seen.interactive, seen.refusedProfiles, seen.shadowed)).toBeGreaterThan(1000);
  });
});
