// Rules that report every pair (two conflicting policies, two same-named ones, a /name declared
// twice) name at most this many earlier partners per later one, then say how many more: n
// copies of one thing would otherwise give n²/2 findings.
export const MAX_PAIRS = 10;
