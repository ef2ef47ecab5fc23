// "Did you mean": HCL's nameSuggestion (the first candidate within edit distance 2), used by
// the decoders and the rules alike, cheap enough to ask for each of thousands of unknown names
// against thousands of declared ones. Two exact tests skip most candidates outright: lengths
// more than 2 apart, and more than 4 character classes (a 32-way hash of the characters)
// present in one name but not in the other, as one edit adds or removes at most one class on
// each side. The rest get a distance check that stops at 2 (linear in length) instead of a
// full edit distance.
//
// A long candidate list is also indexed, so that a lookup visits only the candidates that can be
// near instead of all of them (thousands of misspelt names against thousands of declared ones
// would otherwise cost their product). Two names within 2 edits become one string after at most
// 2 deletions from each, and so do their first SPAN characters (the side with fewer deletions in
// that window deletes its surplus from the window's end, within the same 2). So a near candidate
// shares a start key (its first SPAN characters less at most 2 of them) with the name, and
// likewise an end key; a lookup checks the candidates of whichever set of keys names fewer.
const MAX_DISTANCE = 2;
const SPAN = 6;
// Indexing costs about as much as 40 plain scans of the list, so a list is indexed only once
// it is long and has been scanned that often: a few lookups stay plain scans.
const INDEX_FROM = 64;
const SCANS_BEFORE_INDEX = 40;

interface Prepared {
  lengths: Int32Array;
  classes: Int32Array;
  scans: number;
  index?: { start: Map<string, number[]>; end: Map<string, number[]> };
}

// Keyed by the candidate list, which callers share across lookups and never change.
const prepared = new WeakMap<readonly string[], Prepared>();

function classes(name: string): number {
  let set = 0;
  for (let i = 0; i < name.length; i++) set |= 1 << (Math.imul(name.charCodeAt(i), 0x9e3779b1) >>> 27);
  return set;
}

function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Whether a[i..] and b[j..] are within k edits: past their common prefix, the first difference is a deletion, an insertion or a substitution. */
function within(a: string, i: number, b: string, j: number, k: number): boolean {
  while (i < a.length && j < b.length && a.charCodeAt(i) === b.charCodeAt(j)) {
    i++;
    j++;
  }
  const restA = a.length - i;
  const restB = b.length - j;
  if (restA === 0 || restB === 0) return restA + restB <= k;
  if (k === 0 || Math.abs(restA - restB) > k) return false;
  return within(a, i + 1, b, j, k - 1) || within(a, i, b, j + 1, k - 1) || within(a, i + 1, b, j + 1, k - 1);
}

/** The keys of one end of `name` (see the header): its first (or last) SPAN characters less at most 2 of them. */
function endKeys(name: string, atStart: boolean): Set<string> {
  const span = atStart ? name.slice(0, SPAN) : name.slice(-SPAN);
  const keys = new Set<string>([span]);
  for (let i = 0; i < span.length; i++) {
    const less = span.slice(0, i) + span.slice(i + 1);
    keys.add(less);
    for (let j = i; j < less.length; j++) keys.add(less.slice(0, j) + less.slice(j + 1));
  }
  return keys;
}

function buildIndex(candidates: readonly string[], atStart: boolean): Map<string, number[]> {
  const index = new Map<string, number[]>();
  candidates.forEach((c, i) => {
    for (const key of endKeys(c, atStart)) {
      const bucket = index.get(key);
      if (bucket) bucket.push(i);
      else index.set(key, [i]);
    }
  });
  return index;
}

function buckets(index: Map<string, number[]>, keys: Set<string>): { lists: number[][]; size: number } {
  const lists: number[][] = [];
  let size = 0;
  for (const key of keys) {
    const bucket = index.get(key);
    if (bucket) {
      lists.push(bucket);
      size += bucket.length;
    }
  }
  return { lists, size };
}

/** The first candidate within edit distance 2 of `name`, in the candidates' order. */
export function nearName(name: string, candidates: readonly string[]): string | undefined {
  let p = prepared.get(candidates);
  if (!p) {
    p = { lengths: Int32Array.from(candidates, (c) => c.length), classes: Int32Array.from(candidates, classes), scans: 0 };
    prepared.set(candidates, p);
  }
  if (!p.index && candidates.length >= INDEX_FROM && ++p.scans > SCANS_BEFORE_INDEX) p.index = { start: buildIndex(candidates, true), end: buildIndex(candidates, false) };
  const own = classes(name);
  const near = (i: number) =>
    Math.abs(p.lengths[i] - name.length) <= MAX_DISTANCE && bitCount(p.classes[i] ^ own) <= 2 * MAX_DISTANCE && within(name, 0, candidates[i], 0, MAX_DISTANCE);
  if (!p.index) {
    for (let i = 0; i < candidates.length; i++) if (near(i)) return candidates[i];
    return undefined;
  }
  const start = buckets(p.index.start, endKeys(name, true));
  const end = buckets(p.index.end, endKeys(name, false));
  let first = candidates.length;
  // Each bucket is in the candidates' order: past the first near one, or past the best so far, the rest cannot win.
  for (const bucket of (start.size <= end.size ? start : end).lists) {
    for (const i of bucket) {
      if (i >= first) break;
      if (near(i)) {
        first = i;
        break;
      }
    }
  }
  return first < candidates.length ? candidates[first] : undefined;
}
