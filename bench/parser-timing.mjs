// Timing shared by run.mjs's row (b) and parse-profile.mjs, so both measure the parser the same way.
import { performance } from 'node:perf_hooks';
import { parse as hcl2json } from '@cdktn/hcl2json';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Our `parse` then hcl2json on `text`, alternated iteration by iteration so machine noise and
 * leftover garbage hit both sides alike; the median ms of each after `warmup` iterations.
 */
export async function timeParsers(parse, text, warmup, iterations) {
  const buffer = Buffer.from(text);
  const ours = [];
  const theirs = [];
  for (let i = 0; i < warmup + iterations; i++) {
    const t0 = performance.now();
    parse(buffer);
    const t1 = performance.now();
    await hcl2json('agent.hcl', text);
    const t2 = performance.now();
    if (i < warmup) continue;
    ours.push(t1 - t0);
    theirs.push(t2 - t1);
  }
  return { ours: median(ours), theirs: median(theirs) };
}
