// DESIGN.md "Performance budget": every rule is linear or n·log n in the size of its input.
// Large but ordinary projects (many profile tool entries, many policies) against plugins that
// advertise many tools must lint in about the time it takes to read them. The budgets are CPU
// time (which machine load barely stretches), generous, and far below what a quadratic rule
// takes at these sizes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCapabilities } from '../../src/capabilities/types.js';
import { lint } from '../../src/lint.js';
import { cpuTimeMsAsync } from '../support/cpu-time.js';

const N = 12_000;
const BUDGET_MS = 2000;

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hl-scale-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const REQUIRED = 'required_providers {\n  a = {\n    source  = "github.com/agentco/provider-a"\n    version = "~> 1.0"\n  }\n}\n';

function provider(tools: number, configAttributes = 0): ProviderCapabilities {
  const tool = (i: number) => ({ name: `t${i}`, kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY', description: 'reads', concurrency: { safe: true } });
  const attribute = (i: number) => ({ name: `attr_${i}`, type: 'ATTR_TYPE_STRING', description: 'an attribute' });
  const message = { tools: Array.from({ length: tools }, (_, i) => tool(i)), config_schema: { attributes: Array.from({ length: configAttributes }, (_, i) => attribute(i)) } };
  return { name: 'a', categories: { tool: message } };
}

/** Lints agent.hcl with `caps` handed to the rules as the plugins' answers; returns the CPU time taken and the rule ids found. */
async function timedLint(agent: string, caps: ProviderCapabilities): Promise<{ ms: number; ruleIds: Set<string> }> {
  writeFileSync(join(dir, 'agent.hcl'), agent);
  const { ms, value: result } = await cpuTimeMsAsync(() => lint({
    file: 'agent.hcl',
    cwd: dir,
    globalConfig: join(dir, 'no-global.hcl'),
    noPlugins: false,
    pluginTimeoutMs: 1000,
    loadCapabilities: async () => ({ capabilities: new Map([['a', caps]]), diagnostics: [] }),
  }));
  return { ms, ruleIds: new Set(result.diagnostics.map((d) => d.ruleId)) };
}

describe('rules scale linearly', () => {
  it(`an agent_profile scoping ${N} tools of a provider that advertises ${N}`, async () => {
    const agent = `${REQUIRED}agent_profile "big" {\n  tools = [${Array.from({ length: N }, (_, i) => `"a.t${i}"`).join(', ')}]\n}\n`;
    const { ms, ruleIds } = await timedLint(agent, provider(N));
    expect(ruleIds.has('profile-tool-unknown')).toBe(false);
    expect(ms).toBeLessThan(BUDGET_MS);
  }, 120_000);

  it(`${N / 2} policies naming tools of a provider that advertises ${N}`, async () => {
    const policies = Array.from({ length: N / 2 }, (_, i) => `policy "p${i}" {\n  action = "deny"\n  match = { tool_name = "t${i}", provider = "a" }\n}\n`).join('');
    const { ms, ruleIds } = await timedLint(`${REQUIRED}${policies}`, provider(N));
    expect(ruleIds.has('policy-tool-unknown')).toBe(false);
    expect(ms).toBeLessThan(BUDGET_MS);
  }, 120_000);

  // Each unknown attribute looks for a "did you mean" among every known one: U × N edit distances.
  const ATTRS = 3000;
  it(`a provider block with ${ATTRS} misspelt attributes against a schema of ${ATTRS}`, async () => {
    const agent = `${REQUIRED}provider "a" {\n${Array.from({ length: ATTRS }, (_, i) => `  atr_${i}x = "v"`).join('\n')}\n}\n`;
    const { ms, ruleIds } = await timedLint(agent, provider(0, ATTRS));
    expect(ruleIds.has('provider-config-unknown-attr')).toBe(true);
    expect(ms).toBeLessThan(BUDGET_MS);
  }, 120_000);
});
