// DESIGN.md "Performance budget": every rule is linear or n·log n in the size of its input.
// Large but ordinary projects (many profile tool entries, many policies) against plugins that
// advertise many tools must lint in time proportional to their size: each guard lints a project
// of size n and one of size 10n in this process and compares the two CPU times (linear work
// takes about 10×, a quadratic rule about 100×).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCapabilities } from '../../src/models/advertised/wire-types.js';
import { lint } from '../../src/host/lint.js';
import { growthAt10x, LINEAR_AT_10X } from '../support/cpu-time.js';
import { tempDir } from '../support/temp-dir.js';

let dir: string;

beforeAll(() => {
  dir = tempDir('hl-scale-');
});

const REQUIRED = 'required_providers {\n  a = {\n    source  = "github.com/agentco/provider-a"\n    version = "~> 1.0"\n  }\n}\n';

function provider(tools: number, configAttributes = 0): ProviderCapabilities {
  const tool = (i: number) => ({
    name: `t${i}`,
    kind: 'TOOL_KIND_DATA_SOURCE',
    risk: 'RISK_CLASS_READ_ONLY',
    description: 'reads',
    concurrency: { safe: true },
  });
  const attribute = (i: number) => ({ name: `attr_${i}`, type: 'ATTR_TYPE_STRING', description: 'an attribute' });
  const message = {
    tools: Array.from({ length: tools }, (_, i) => tool(i)),
    config_schema: { attributes: Array.from({ length: configAttributes }, (_, i) => attribute(i)) },
  };
  return { name: 'a', categories: { tool: message } };
}

/** Writes agent.hcl for size n and returns a lint of it with `caps` handed to the rules as the plugins' answers. */
function linting(n: number, agent: string, caps: ProviderCapabilities): () => Promise<Set<string>> {
  const file = `agent-${n}.hcl`;
  writeFileSync(join(dir, file), agent);
  return async () => {
    const result = await lint({
      file,
      cwd: dir,
      globalConfig: join(dir, 'no-global.hcl'),
      loadCapabilities: async () => new Map([['a', { capabilities: caps }]]),
    });
    return new Set(result.diagnostics.map((d) => d.ruleId));
  };
}

describe('rules scale linearly', () => {
  it('an agent_profile scoping n tools of a provider that advertises n (n = 1,200 and 12,000)', async () => {
    const profile = (n: number) =>
      linting(n, `${REQUIRED}agent_profile "big" {\n  tools = [${Array.from({ length: n }, (_, i) => `"a.t${i}"`).join(', ')}]\n}\n`, provider(n));
    expect((await profile(100)()).has('profile-tool-unknown')).toBe(false);
    expect(await growthAt10x(1200, profile)).toBeLessThan(LINEAR_AT_10X);
  }, 120_000);

  it('n policies naming tools of a provider that advertises 2n (n = 600 and 6,000)', async () => {
    const policies = (n: number) =>
      linting(
        n,
        `${REQUIRED}${Array.from({ length: n }, (_, i) => `policy "p${i}" {\n  action = "deny"\n  match = { tool_name = "t${i}", provider = "a" }\n}\n`).join('')}`,
        provider(2 * n),
      );
    expect((await policies(100)()).has('policy-tool-unknown')).toBe(false);
    expect(await growthAt10x(600, policies)).toBeLessThan(LINEAR_AT_10X);
  }, 120_000);

  // Each unknown attribute looks for a "did you mean" among every known one: U × N candidates
  // unless the lookup is indexed.
  it('a provider block with n misspelt attributes against a schema of n (n = 500 and 5,000)', async () => {
    const misspelt = (n: number) =>
      linting(n, `${REQUIRED}provider "a" {\n${Array.from({ length: n }, (_, i) => `  atr_${i}x = "v"`).join('\n')}\n}\n`, provider(0, n));
    expect((await misspelt(100)()).has('provider-config-unknown-attr')).toBe(true);
    expect(await growthAt10x(500, misspelt)).toBeLessThan(LINEAR_AT_10X);
  }, 120_000);
});
