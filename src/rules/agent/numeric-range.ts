// 2.17: numbers the kernel stores unchecked but that make no sense (0 turns, sampling 1.5, ...).
// Integer fields are judged by the value the kernel keeps after truncation.
import type { Range } from '../../diagnostics/diagnostic.js';
import type { Field, IntField } from '../../models/agent/model.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { agentView } from './support/context.js';

interface Bound {
  name: string;
  field: Field<number> | null;
  ok: (n: number) => boolean;
  expected: string;
}

export const meta = {
  id: 'numeric-range',
  severity: 'warning',
  description: 'A loop bound, retry, sampling or interval value outside its meaningful range.',
  group: 'agent',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  const report = (owner: string, b: Bound): void => {
    if (!b.field || b.ok(b.field.value)) return;
    const range: Range = b.field.attrRange;
    const written = 'written' in b.field ? (b.field as IntField).written : b.field.value;
    const shown = written === b.field.value ? `${written}` : `${written} (kept as ${b.field.value})`;
    ctx.report({ file: view.file, range, message: `${owner}: ${b.name} = ${shown} is out of range: it must be ${b.expected}` });
  };
  const positive = (n: number): boolean => n > 0;
  for (const p of view.model.profiles) {
    const owner = `agent_profile "${p.name}"`;
    report(owner, { name: 'max_turns', field: p.maxTurns, ok: positive, expected: 'greater than 0 (0 means unset)' });
    report(owner, { name: 'max_wall_clock_s', field: p.maxWallClockS, ok: positive, expected: 'greater than 0 (0 means unset)' });
    report(owner, {
      name: 'max_concurrent_subagents',
      field: p.maxConcurrentSubagents,
      ok: positive,
      expected: 'greater than 0 (0 would queue every spawn forever)',
    });
    report(owner, { name: 'max_cost_usd', field: p.maxCostUsd, ok: positive, expected: 'greater than 0' });
    report(owner, { name: 'max_depth', field: p.maxDepth, ok: (n) => n >= 0, expected: '0 or more' });
  }
  // Every retry{} and observability{} block, as for their types: the kernel decodes each.
  for (const retry of view.model.settings?.retries ?? []) {
    report('settings.retry', { name: 'base_delay_ms', field: retry.baseDelayMs, ok: (n) => n >= 0, expected: '0 or more' });
    report('settings.retry', { name: 'backoff_factor', field: retry.backoffFactor, ok: (n) => n >= 1, expected: '1 or more (below 1 the delay shrinks)' });
    report('settings.retry', { name: 'max_retries', field: retry.maxRetries, ok: (n) => n >= 0, expected: '0 or more' });
  }
  for (const obs of view.model.settings?.observabilities ?? []) {
    report('settings.observability', { name: 'sampling_ratio', field: obs.samplingRatio, ok: (n) => n >= 0 && n <= 1, expected: 'between 0 and 1' });
    report('settings.observability', { name: 'export_interval_ms', field: obs.exportIntervalMs, ok: positive, expected: 'greater than 0' });
  }
}
