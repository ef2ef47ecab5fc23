// Inputs for the benchmark (bench/run.mjs): large agent.hcl files and a project of fake
// go-plugin plugins. Kept apart from the timing code so a test can check they are valid input.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makePlugin } from '../test/fixtures/plugins/make-plugin.mjs';

const PROVIDERS = ['fs', 'sh', 'rg', 'gh', 'web'];
const ACTIONS = ['allow', 'ask', 'deny'];

function requiredProviders(names) {
  let text = 'required_providers {\n';
  for (const p of names) text += `  ${p} = {\n    source  = "github.com/agentco/provider-${p}"\n    version = "~> 1.0"\n  }\n`;
  return `${text}}\n\n`;
}

/** A large agent.hcl for the parser comparison: a few providers and `count` distinct, non-conflicting policies. */
export function generatePolicies(count) {
  let text = requiredProviders(PROVIDERS);
  for (let i = 0; i < count; i++) {
    text += `policy "p${i}" {\n  match  = { provider = "${PROVIDERS[i % 5]}", tool_name = "t${i}" }\n  action = "${ACTIONS[i % 3]}"\n}\n\n`;
  }
  return text;
}

/**
 * A realistic project of `policies` policies and `profiles` agent profiles, with findings
 * spread through it the way a real file has them (so the rules' reporting paths are timed too):
 * per 100 policies one conflict (error), two "ask" on read-only calls and one reused label
 * (warnings); per 100 profiles five naming an undeclared provider, two fractional max_turns
 * (warnings) and one duplicate label (error).
 */
export function generateProject({ policies, profiles }) {
  let text = requiredProviders(['anthropic', ...PROVIDERS]);
  text += 'provider "anthropic" {\n  api_key = env("ANTHROPIC_API_KEY")\n}\n\n';
  for (let i = 0; i < policies; i++) {
    const provider = PROVIDERS[i % 5];
    let label = `p${i}`;
    let match = `{ provider = "${provider}", tool_name = "t${i}" }`;
    let action = ACTIONS[i % 3];
    if (i % 100 === 99) match = `{ provider = "${PROVIDERS[(i - 1) % 5]}", tool_name = "t${i - 1}" }`;
    else if (i % 50 === 25) {
      match = `{ provider = "${provider}", tool_name = "t${i}", kind = "data_source" }`;
      action = 'ask';
    } else if (i % 100 === 51) label = `p${i - 1}`;
    text += `policy "${label}" {\n  match  = ${match}\n  action = "${action}"\n}\n\n`;
  }
  for (let j = 0; j < profiles; j++) {
    const label = j % 100 === 99 ? `profile-${j - 1}` : `profile-${j}`;
    const tools = [`"${PROVIDERS[j % 5]}.*"`, `"${PROVIDERS[(j + 1) % 5]}.read_file"`];
    if (j % 20 === 10) tools.push(`"undeclared${j}.run"`);
    const maxTurns = j % 50 === 30 ? '12.5' : String(20 + (j % 7) * 10);
    text += `agent_profile "${label}" {\n  model {\n    primary {\n      provider = "anthropic"\n      id       = "claude-sonnet-5"\n    }\n  }\n\n`;
    text += `  tools = [${tools.join(', ')}]\n\n  max_turns    = ${maxTurns}\n  max_cost_usd = 2.50\n}\n\n`;
  }
  return text;
}

/** Findings `generateProject` plants, by rule id (what the smoke test expects the linter to report). */
export function plantedFindings({ policies, profiles }) {
  const every = (n, period, offset) => (n > offset ? Math.floor((n - offset - 1) / period) + 1 : 0);
  return {
    'policy-conflict': every(policies, 100, 99),
    'policy-ask-downgraded': every(policies, 50, 25),
    'policy-duplicate-name': every(policies, 100, 51),
    'undeclared-provider-reference': every(profiles, 20, 10),
    'integer-truncated': every(profiles, 50, 30),
    'duplicate-singleton-block': every(profiles, 100, 99),
  };
}

/** A tool as a well-behaved plugin advertises it: nothing for the capability rules to report. */
function tool(name, kind) {
  return {
    name,
    description: `The ${name} operation`,
    kind: kind === 'read' ? 'TOOL_KIND_DATA_SOURCE' : 'TOOL_KIND_RESOURCE',
    risk: kind === 'read' ? 'RISK_CLASS_READ_ONLY' : 'RISK_CLASS_MODERATE',
    input_schema: { type: 'SCHEMA_TYPE_OBJECT', properties: { path: { type: 'SCHEMA_TYPE_STRING', description: 'Target' } }, required: ['path'] },
    output_schema: { type: 'SCHEMA_TYPE_OBJECT', properties: { result: { type: 'SCHEMA_TYPE_STRING' } } },
    concurrency: { safe: kind === 'read' },
  };
}

/** Spec of fake tool plugin `index`: 2 to 6 tools and a config schema, so answers differ in size. */
export function pluginSpec(index) {
  const name = `t${index}`;
  const tools = [];
  for (let k = 0; k < 2 + (index % 5); k++) tools.push(tool(k % 2 ? `write_${k}` : `read_${k}`, k % 2 ? 'write' : 'read'));
  return {
    category: 'tool',
    describe: { name, version: '1.0.0', source: `github.com/agentco/provider-${name}`, protocol_version: 1 },
    capabilities: {
      tools,
      config_schema: { attributes: [{ name: 'root', type: 'ATTR_TYPE_STRING', description: 'Working root', default_json: '"."' }] },
    },
  };
}

/**
 * A project using plugins `indexes` (each a fake go-plugin plugin in `binDir`, made once and
 * shared between projects) through dev_overrides in its own global config. Writes
 * `dir/agent.hcl`, `dir/global.hcl` and `dir/linter-config.json`. `make(dir, name, spec)`
 * makes each plugin: the Node.js fake plugin unless told otherwise (e.g. the native one).
 */
export function writePluginProject(dir, binDir, indexes, { marker, make = makePlugin } = {}) {
  mkdirSync(dir, { recursive: true });
  const names = indexes.map((i) => `t${i}`);
  let agent = requiredProviders(names);
  let global = 'dev_overrides {\n';
  for (const i of indexes) {
    const name = `t${i}`;
    // marker: each launch writes its PID to binDir/tN.pid, so a run that launches nothing can be proven to.
    const spec = marker ? { ...pluginSpec(i), fault: `marker:${join(binDir, `${name}.pid`)}` } : pluginSpec(i);
    const path = make(binDir, `provider-${name}`, spec);
    global += `  ${name} = ${JSON.stringify(path)}\n`;
    agent += `provider "${name}" {\n  root = "."\n}\n\n`;
    agent += `policy "gate_${name}_writes" {\n  match  = { provider = "${name}", tool_name = "write_1" }\n  action = "ask"\n}\n\n`;
  }
  agent += `agent_profile "default" {\n  tools = [${names.map((n) => `"${n}.*"`).join(', ')}]\n  max_turns = 50\n}\n`;
  writeFileSync(join(dir, 'agent.hcl'), agent);
  writeFileSync(join(dir, 'global.hcl'), `${global}}\n`);
  writeFileSync(join(dir, 'linter-config.json'), '{}\n');
  return { agent: join(dir, 'agent.hcl'), global: join(dir, 'global.hcl'), config: join(dir, 'linter-config.json') };
}

const KIND_CYCLE = ['TOOL_KIND_RESOURCE', 'TOOL_KIND_DATA_SOURCE', 'TOOL_KIND_RESOURCE', 'TOOL_KIND_DATA_SOURCE', 'TOOL_KIND_INTERACTIVE'];
const RISK_CYCLE = ['read_only', 'low', 'moderate', 'high', 'critical'];

/**
 * The `permissions` workload: `tools` operations over 20 tool providers (the same names under
 * every provider, as real plugins repeat `read_file`) and `policies` distinct policies, none in
 * conflict or otherwise reported by the linter, of every specificity: the broad ones (by risk, kind, provider, tool name and their
 * pairs) first, then provider + tool_name pairs, interleaved in a fixed pseudo-random order. Ten
 * profiles scope two providers each by wildcard and a few tools by name. Returns agent.hcl and
 * each provider's `categories` (protobuf-JSON, as a fake plugin's spec takes them).
 */
export function generatePermissions({ tools, policies }) {
  const providers = Array.from({ length: 20 }, (_, p) => `prov${p}`);
  const perProvider = Math.ceil(tools / providers.length);
  const names = Array.from({ length: perProvider }, (_, j) => `op${j}`);
  const kindOf = (j) => KIND_CYCLE[j % KIND_CYCLE.length];
  const riskOf = (j) => (kindOf(j) === 'TOOL_KIND_RESOURCE' ? RISK_CYCLE[1 + (j % 4)] : 'read_only');
  const answers = {};
  providers.forEach((p, i) => {
    const own = names.slice(0, Math.min(perProvider, tools - i * perProvider));
    answers[p] = {
      tool: { tools: own.map((name, j) => ({ name, description: name, kind: kindOf(j), risk: `RISK_CLASS_${riskOf(j).toUpperCase()}` })) },
    };
  });

  const criteria = [];
  for (const kind of ['resource', 'data_source']) criteria.push({ kind });
  for (const risk of RISK_CYCLE) criteria.push({ risk }, { risk, kind: risk === 'read_only' ? 'data_source' : 'resource' });
  for (const provider of providers) criteria.push({ provider }, { provider, kind: 'resource' }, ...RISK_CYCLE.map((risk) => ({ provider, risk })));
  for (const name of names.slice(0, 200)) criteria.push({ tool_name: name }, { tool_name: name, kind: 'data_source' });
  for (let j = 0; criteria.length < policies && j < perProvider; j++)
    for (const provider of providers) if (criteria.length < policies) criteria.push({ provider, tool_name: names[j] });
  criteria.length = Math.min(criteria.length, policies);
  // A fixed shuffle (a linear congruential generator), so that the file mixes specificities.
  let seed = 20261205;
  for (let i = criteria.length - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const k = seed % (i + 1);
    [criteria[i], criteria[k]] = [criteria[k], criteria[i]];
  }

  let text = requiredProviders(providers);
  criteria.forEach((c, i) => {
    const fields = Object.entries(c).map(([k, v]) => `${k} = "${v}"`);
    // No "ask" where only reads can match: the kernel would deny them (policy-ask-downgraded).
    const action = c.kind === 'data_source' || c.risk === 'read_only' ? ACTIONS[2 * (i % 2)] : ACTIONS[i % 3];
    text += `policy "rule_${i}" {\n  match  = { ${fields.join(', ')} }\n  action = "${action}"\n}\n\n`;
  });
  for (let k = 0; k < 10; k++) {
    const scope = [`"${providers[k]}.*"`, `"${providers[k + 10]}.*"`, ...names.slice(k, k + 3).map((n) => `"${providers[(k + 5) % 20]}.${n}"`)];
    text += `agent_profile "profile_${k}" {\n  tools = [${scope.join(', ')}]\n}\n\n`;
  }
  return { agent: text, answers };
}
