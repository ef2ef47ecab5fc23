// A guard against performance regressions on the brief's benchmark shape: 5,000 policy blocks (~440 KB),
// as ratios between sizes timed in this process (speed itself is measured in bench/). The bounds are loose
// on purpose; they catch accidental quadratic work, not jitter.
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/hcl/index.js';
import { growthAt10x, LINEAR_AT_10X } from '../support/cpu-time.js';

function policies(count: number): Buffer {
  let src = '';
  for (let i = 0; i < count; i++) {
    src += `policy "p${i}" {\n  match  = { tool_name = "t${i}", provider = "fs" }\n  action = "allow"\n}\n\n`;
  }
  return Buffer.from(src);
}

describe('parser speed', () => {
  it('parses 5,000 policy blocks in 10 times what 500 take, give or take', async () => {
    const input = policies(5000);
    expect(input.length).toBeGreaterThan(400_000);
    expect(parse(input).diagnostics).toEqual([]);
    expect(
      await growthAt10x(500, (n) => {
        const src = policies(n);
        return () => parse(src);
      }),
    ).toBeLessThan(LINEAR_AT_10X);
  });
});
