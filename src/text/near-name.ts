// "Did you mean": HCL's nameSuggestion (the first candidate within edit distance 2), used by
// the decoders and the rules alike, cheap enough to ask for each of thousands of unknown names against
// thousands of declared ones. Two exact tests skip most candidates outright: lengths more than
// 2 apart, and more than 4 character classes (a 32-way hash of the characters) present in one
// name but not in the other, as one edit adds or removes at most one class on each side. The
// rest get a distance check that stops at 2 (linear in length) instead of a full edit distance.
const MAX_DISTANCE = 2;

interface Prepared {
  lengths: Int32Array;
  classes: Int32Array;
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

/** The first candidate within edit distance 2 of `name`, in the candidates' order. */
export function nearName(name: string, candidates: readonly string[]): string | undefined {
  let p = prepared.get(candidates);
  if (!p) {
    p = { lengths: Int32Array.from(candidates, (c) => c.length), classes: Int32Array.from(candidates, classes) };
    prepared.set(candidates, p);
  }
  const own = classes(name);
  for (let i = 0; i < candidates.length; i++) {
    if (Math.abs(p.lengths[i] - name.length) > MAX_DISTANCE || bitCount(p.classes[i] ^ own) > 2 * MAX_DISTANCE) continue;
    if (within(name, 0, candidates[i], 0, MAX_DISTANCE)) return candidates[i];
  }
  return undefined;
}
