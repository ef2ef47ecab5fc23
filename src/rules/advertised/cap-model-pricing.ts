// 7.11: a paid model needs pricing tiers; tiers must not overlap in time and input size; cache
// rates are present exactly when caching is supported.
import type { RuleMeta } from '../rule.js';
import type { Inspect } from './support/advertised.js';
import { checkAdvertised, said, type Said } from './support/advertised.js';
import type { Model } from '../../models/advertised/decode.js';
import { isObj, objects } from '../capabilities/support/context.js';

type Obj = Record<string, unknown>;

function bound(v: unknown, parse: (x: unknown) => number): number | null {
  if (v === undefined || v === null) return null;
  const n = parse(v);
  return Number.isFinite(n) ? n : null;
}

const time = (v: unknown): number => (typeof v === 'string' ? Date.parse(v) : NaN);
const count = (v: unknown): number => Number(v);

/** Half-open intervals [from, until), each end open-ended when unset. */
function intersects(aFrom: number | null, aUntil: number | null, bFrom: number | null, bUntil: number | null): boolean {
  const lo = Math.max(aFrom ?? -Infinity, bFrom ?? -Infinity);
  const hi = Math.min(aUntil ?? Infinity, bUntil ?? Infinity);
  return lo < hi;
}

function overlap(a: Obj, b: Obj): boolean {
  return (
    intersects(bound(a.effective_from, time), bound(a.effective_until, time), bound(b.effective_from, time), bound(b.effective_until, time)) &&
    intersects(bound(a.input_tokens_from, count), bound(a.input_tokens_until, count), bound(b.input_tokens_from, count), bound(b.input_tokens_until, count))
  );
}

function modelProblems(model: Model): Said[] {
  const pricing = isObj(model.pricing) ? model.pricing : {};
  const tiers = objects(pricing.tiers);
  const out: Said[] = [];
  if (pricing.free !== true && tiers.length === 0) out.push(said('is not free but has no pricing tiers'));
  for (let i = 0; i < tiers.length; i++) {
    for (let j = i + 1; j < tiers.length; j++)
      if (overlap(tiers[i], tiers[j]))
        out.push(said(`has overlapping pricing tiers ${i + 1} and ${j + 1}`, `the tiers overlap in time and input size, so a call matches both`));
  }
  const caching = isObj(model.caching) && model.caching.supported === true;
  tiers.forEach((tier, i) => {
    const rates = ['cache_write_per_mtok', 'cache_read_per_mtok'];
    const present = rates.filter((r) => tier[r] !== undefined);
    if (caching && present.length < rates.length)
      out.push(said(`supports caching but pricing tier ${i + 1} lacks ${rates.filter((r) => !present.includes(r)).join(' and ')}`));
    if (!caching && present.length > 0)
      out.push(said(`does not support caching but pricing tier ${i + 1} sets cache rates`, `the tier sets ${present.join(' and ')}`));
  });
  return out;
}

export const meta = {
  id: 'cap-model-pricing',
  severity: 'error',
  description: 'Model pricing with no tiers, overlapping tiers, or cache rates that disagree with caching.',
  group: 'advertised',
  needsCapabilities: true,
} as const satisfies RuleMeta;

const inspect: Inspect = (caps, who) => caps.models.flatMap((m) => modelProblems(m).map((p) => said(`${who}: model "${m.id}" ${p.message}`, ...p.notes)));

export const check = checkAdvertised(inspect);
