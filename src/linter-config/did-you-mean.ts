// Suggestions for misspelt names (rule ids, settings, severities). A checkout can ask for tens
// of thousands of them (a linter config or suppression directives naming that many unknown
// ids), so a lookup must cost little more than reading the name: each candidate list is
// prepared once, answers are remembered per name, and a candidate is measured only when two
// cheap lower bounds on its distance (the length difference, and half the difference of the
// names' character counts) leave it within reach.

const BUCKETS = 64;

interface Candidate {
  name: string;
  lower: string;
  counts: Uint32Array;
}

interface Prepared {
  candidates: Candidate[];
  answers: Map<string, string | undefined>;
}

// Keyed by the candidate list, which callers share across lookups and never change. The
// answers of a long-lived list (a module's constant) are forgotten now and then, so that a
// long-running process does not keep every name it was ever asked about.
const MAX_ANSWERS = 4096;
const prepared = new WeakMap<readonly string[], Prepared>();

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

function prepare(candidates: readonly string[]): Prepared {
  let p = prepared.get(candidates);
  if (!p) {
    p = { candidates: candidates.map((name) => ({ name, lower: name.toLowerCase(), counts: charCounts(name.toLowerCase()) })), answers: new Map() };
    prepared.set(candidates, p);
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
  const p = prepare(candidates);
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
