// "Did you mean": the one suggester for misspelt names, in two modes.
//
// - nearName: HCL's nameSuggestion, the first candidate in the caller's order within edit
//   distance 2, case-sensitive. For everything the kernel would report (the decoders, the
//   rules, the HCL evaluator, frame masks), so a suggestion is the one the kernel would make.
//   onlyNearName: the near candidate when it is the only one, which a fix may rename to.
// - closestMatch and didYouMean: the linter's own names (rule ids in a linter config or a
//   suppression directive, option values, severities, --explain): the closest candidate,
//   ignoring case, within a third of the word's length (at least 2 edits), a prefix counting
//   as a match (`warn` for `warning`), ties to the alphabetically first.
//
// Both are asked for thousands of names against thousands of candidates, so each prepares a
// candidate list once (keyed by the list, which callers share and never change).

// nearName. Two exact tests skip most candidates outright: lengths
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

function preparedFor(candidates: readonly string[]): Prepared {
  let p = prepared.get(candidates);
  if (!p) {
    p = { lengths: Int32Array.from(candidates, (c) => c.length), classes: Int32Array.from(candidates, classes), scans: 0 };
    prepared.set(candidates, p);
  }
  if (!p.index && candidates.length >= INDEX_FROM && ++p.scans > SCANS_BEFORE_INDEX)
    p.index = { start: buildIndex(candidates, true), end: buildIndex(candidates, false) };
  return p;
}

/** Whether candidate i is within edit distance 2 of `name` (whose classes are `own`). */
function nearTest(p: Prepared, candidates: readonly string[], name: string): (i: number) => boolean {
  const own = classes(name);
  return (i) =>
    Math.abs(p.lengths[i] - name.length) <= MAX_DISTANCE && bitCount(p.classes[i] ^ own) <= 2 * MAX_DISTANCE && within(name, 0, candidates[i], 0, MAX_DISTANCE);
}

/** The bucket lists a lookup visits: those of whichever set of keys names fewer candidates. */
function lookupLists(index: NonNullable<Prepared['index']>, name: string): number[][] {
  const start = buckets(index.start, endKeys(name, true));
  const end = buckets(index.end, endKeys(name, false));
  return (start.size <= end.size ? start : end).lists;
}

/** The first candidate within edit distance 2 of `name`, in the candidates' order. */
export function nearName(name: string, candidates: readonly string[]): string | undefined {
  const p = preparedFor(candidates);
  const near = nearTest(p, candidates, name);
  if (!p.index) {
    for (let i = 0; i < candidates.length; i++) if (near(i)) return candidates[i];
    return undefined;
  }
  let first = candidates.length;
  // Each bucket is in the candidates' order: past the first near one, or past the best so far, the rest cannot win.
  for (const bucket of lookupLists(p.index, name)) {
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

/** The candidate within edit distance 2 of `name` when there is exactly one (a fix may rename to it); undefined for none or several. */
export function onlyNearName(name: string, candidates: readonly string[]): string | undefined {
  const p = preparedFor(candidates);
  const near = nearTest(p, candidates, name);
  let found: string | undefined;
  // True when a second, different near candidate turns up.
  const another = (i: number): boolean => {
    if (candidates[i] === found || !near(i)) return false;
    if (found !== undefined) return true;
    found = candidates[i];
    return false;
  };
  if (!p.index) {
    for (let i = 0; i < candidates.length; i++) if (another(i)) return undefined;
    return found;
  }
  for (const bucket of lookupLists(p.index, name)) for (const i of bucket) if (another(i)) return undefined;
  return found;
}

// closestMatch. A checkout can ask for tens of thousands of them (a linter config or
// suppression directives naming that many unknown ids), so a lookup must cost little more than
// reading the name: answers are remembered per name, and a candidate is measured only when two
// cheap lower bounds on its distance (the length difference, and half the difference of the
// names' character counts) leave it within reach.

const BUCKETS = 64;

interface Candidate {
  name: string;
  lower: string;
  counts: Uint32Array;
}

interface PreparedClosest {
  candidates: Candidate[];
  answers: Map<string, string | undefined>;
}

// The answers of a long-lived list (a module's constant) are forgotten now and then, so that a
// long-running process does not keep every name it was ever asked about.
const MAX_ANSWERS = 4096;
const preparedClosest = new WeakMap<readonly string[], PreparedClosest>();

/** How often each character occurs, in BUCKETS classes: merging characters only lowers the bound below. */
function charCounts(text: string): Uint32Array {
  const counts = new Uint32Array(BUCKETS);
  for (let i = 0; i < text.length; i++) counts[text.charCodeAt(i) & (BUCKETS - 1)]++;
  return counts;
}

/** The word's side of the count bound: its counts and the classes it uses. */
interface WordCounts {
  length: number;
  counts: Uint32Array;
  used: number[];
}

function wordCounts(word: string): WordCounts {
  const counts = charCounts(word);
  const used: number[] = [];
  for (let i = 0; i < BUCKETS; i++) if (counts[i] > 0) used.push(i);
  return { length: word.length, counts, used };
}

/**
 * A lower bound on the edit distance: one edit changes the counts by at most 2 in total. The
 * total difference is both lengths less twice what they share, summed over the word's classes.
 */
function countsBound(word: WordCounts, target: string, counts: Uint32Array): number {
  let shared = 0;
  for (const i of word.used) shared += Math.min(word.counts[i], counts[i]);
  return Math.ceil((word.length + target.length - 2 * shared) / 2);
}

/** The edit distance of a and b, or a number above `bound` once it must exceed it. */
function editDistance(a: string, b: string, bound: number): number {
  const prev = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = prev[0];
    prev[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const above = prev[j];
      let d = diagonal + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1);
      if (above + 1 < d) d = above + 1;
      if (prev[j - 1] + 1 < d) d = prev[j - 1] + 1;
      prev[j] = d;
      diagonal = above;
      if (d < rowMin) rowMin = d;
    }
    // Distances never shrink from one row to the next's minimum.
    if (rowMin > bound) return bound + 1;
  }
  return prev[b.length];
}

function prepareClosest(candidates: readonly string[]): PreparedClosest {
  let p = preparedClosest.get(candidates);
  if (!p) {
    p = { candidates: candidates.map((name) => ({ name, lower: name.toLowerCase(), counts: charCounts(name.toLowerCase()) })), answers: new Map() };
    preparedClosest.set(candidates, p);
  }
  return p;
}

function closest(word: string, candidates: readonly Candidate[]): string | undefined {
  const limit = Math.max(2, Math.floor(word.length / 3));
  const lower = word.toLowerCase();
  const counts = wordCounts(lower);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const target = candidate.lower;
    const reach = Math.min(limit, bestDistance);
    let d: number;
    // A prefix (`warn` for `warning`) is as good as the worst accepted misspelling; its distance is the length difference.
    if (lower.length >= 2 && target.startsWith(lower)) d = Math.min(limit, target.length - lower.length);
    else if (Math.abs(target.length - lower.length) > reach || countsBound(counts, target, candidate.counts) > reach) continue;
    else d = editDistance(lower, target, reach);
    if (d > limit) continue;
    if (d < bestDistance || (d === bestDistance && best !== undefined && candidate.name < best)) {
      best = candidate.name;
      bestDistance = d;
    }
  }
  return best;
}

/** The closest candidate within a third of the word's length (at least 2 edits) or extending it, or undefined. Ties go to the alphabetically first. */
export function closestMatch(word: string, candidates: readonly string[]): string | undefined {
  const p = prepareClosest(candidates);
  if (p.answers.has(word)) return p.answers.get(word);
  const answer = closest(word, p.candidates);
  if (p.answers.size >= MAX_ANSWERS) p.answers.clear();
  p.answers.set(word, answer);
  return answer;
}

/** `; did you mean "x"?` or the empty string. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const match = closestMatch(word, candidates);
  return match === undefined ? '' : `; did you mean "${match}"?`;
}
