// Time from small inputs (hostile-input issue, finding 5): every shape below once grew
// quadratically or worse with its size. Each is timed at n and 10n in one process (linear is
// about 10×, quadratic about 100×), and against an ordinary input of the same size, which it may
// not exceed by more than 2×. CPU time ratios only: no budget in milliseconds.
import { describe, expect, it } from 'vitest';
import type { ProviderCapabilities } from '../../src/capabilities/types.js';
import { formatNames, formatters } from '../../src/diagnostics/format/index.js';
import { lintProject } from '../../src/engine/index.js';
import { growthAt10x, LINEAR_AT_10X, timeRatio } from '../support/cpu-time.js';

const REQUIRED = 'required_providers {\n  p = { source = "github.com/agentco/provider-p", version = "1.0.0" }\n}\n';
const AGENT = 'agent.hcl';

function withNumberAttr(): ReadonlyMap<string, { capabilities: ProviderCapabilities }> {
  const capabilities: ProviderCapabilities = { name: 'p', categories: { tool: { tools: [], config_schema: { attributes: [{ name: 'n', type: 'ATTR_TYPE_NUMBER', description: 'a number' }] } } } };
  return new Map([['p', { capabilities }]]);
}

/** Lints `provider "p" { n = "<value>" }` against a plugin whose `n` is a number. */
function lintNumberString(value: string): () => unknown {
  const agent = { path: AGENT, text: `${REQUIRED}provider "p" {\n  n = "${value}"\n}\n` };
  const capabilities = withNumberAttr();
  return () => lintProject({ agent, capabilities });
}

describe('linear time on checkout-controlled strings', () => {
  it('a long digit string that is not a number, in a number attribute (the numeric-string pattern backtracked quadratically)', async () => {
    const out = lintProject({ agent: { path: AGENT, text: `${REQUIRED}provider "p" {\n  n = "${'1'.repeat(50)}x"\n}\n` }, capabilities: withNumberAttr() });
    expect(out.diagnostics.map((d) => [d.ruleId, d.range.start.line, d.message])).toEqual([['provider-config-type-mismatch', 5, 'provider "p": attribute "n" must be a number, got "' + '1'.repeat(50) + 'x"']]);
    expect(await growthAt10x(2_000, (size) => lintNumberString(`${'1'.repeat(size)}x`))).toBeLessThan(LINEAR_AT_10X);
    expect(await timeRatio(lintNumberString('1'.repeat(20_001)), lintNumberString(`${'1'.repeat(20_000)}x`))).toBeLessThan(2);
  });
});

describe('no stack overflow from many findings', () => {
  // Spreading every diagnostic into push() or Math.max() passes each as an argument: past about
  // 120,000 the stack overflows (25,000 findings were enough in stylish).
  it('130,000 findings in one file: every stage and all five formats finish', async () => {
    const count = 130_000;
    const text = Array.from({ length: count }, (_, i) => `u${i} = 1`).join('\n') + '\n';
    const out = lintProject({ agent: { path: AGENT, text } });
    expect(out.diagnostics.length).toBe(count);
    expect(out.diagnostics[count - 1]).toMatchObject({ ruleId: 'hcl-unsupported-argument', range: { start: { line: count, column: 1 } } });
    for (const name of formatNames) {
      const format = await formatters[name]();
      const printed = format({ diagnostics: out.diagnostics, files: out.files, source: () => text, tool: { name: 'harness-lint', version: '0' }, color: false });
      expect(printed.length, name).toBeGreaterThan(count);
    }
  });
});
