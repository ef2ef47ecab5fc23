// Rules that report every pair (two conflicting policies, two hooks of one subscription, two
// mirrors of one prefix) name at most MAX_PAIRS earlier partners per later one, then say how
// many more: n copies of one thing would otherwise give n²/2 findings.
const MAX_PAIRS = 10;

/**
 * The earlier partners a later one is reported against: the first MAX_PAIRS of `partners`
 * (only the first `total` count), the last one with how many more it should mention (0 elsewhere).
 */
export function reportedPairs<T>(partners: readonly T[], total = partners.length): { partner: T; more: number }[] {
  const shown = Math.min(total, MAX_PAIRS, partners.length);
  return partners.slice(0, shown).map((partner, j) => ({ partner, more: j === shown - 1 ? total - shown : 0 }));
}
