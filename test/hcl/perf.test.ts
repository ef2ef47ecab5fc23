// A guard against performance regressions on the brief's benchmark shape: 5,000 policy blocks (~440 KB).
// CPU time, not wall time: the machine is shared and busy. The bound is loose on purpose; it catches accidental
// quadratic work, not jitter.
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/hcl/index.js';
import { cpuTimeMs } from '../support/cpu-time.js';

function policies(count: number): Buffer {
  let src = '';
  for (let i = 0; i < count; i++) {
    src += `policy "p${i}" {\n  match  = { tool_name = "t${i}", provider = "fs" }\n  action = "allow"\n}\n\n`;
  }
  return Buffer.from(src);
}

describe('parser speed', () => {
  it('parses 5,000 policy blocks well within budget after warm-up', () => {
    const input = policies(5000);
    expect(input.length).toBeGreaterThan(400_000);
    for (let i = 0; i < 5; i++) expect(parse(input).diagnostics).toEqual([]);
    const times = Array.from({ length: 9 }, () => cpuTimeMs(() => parse(input))).sort((a, b) => a - b);
    expect(times[4]).toBeLessThan(250);
  });

  it('scales linearly: 4x the input takes under 12x the time (quadratic work would take 16x)', () => {
    const small = policies(500);
    const large = policies(2000);
    const best = (input: Buffer): number => Math.min(...Array.from({ length: 9 }, () => cpuTimeMs(() => parse(input))));
    best(small);
    expect(best(large)).toBeLessThan(best(small) * 12);
  });
});
