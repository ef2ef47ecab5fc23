// Versions as Terraform writes them: N[.N[.N]][-pre][+build], ordered like semver.
// Missing minor/patch count as 0; build metadata never affects ordering or equality.

export interface Version {
  major: number;
  minor: number;
  patch: number;
  /** Dot-separated prerelease identifiers; empty for a release. */
  prerelease: string[];
  build: string;
  /** How many numeric components were written (1–3): `~>` needs it. */
  precision: 1 | 2 | 3;
  raw: string;
}

const IDENT = '[0-9A-Za-z-]+';
const VERSION_RE = new RegExp(
  `^(0|[1-9][0-9]*)(?:\\.(0|[1-9][0-9]*))?(?:\\.(0|[1-9][0-9]*))?(?:-(${IDENT}(?:\\.${IDENT})*))?(?:\\+(${IDENT}(?:\\.${IDENT})*))?$`,
);
const EXACT_RE = new RegExp(`^v?(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(?:-(${IDENT}(?:\\.${IDENT})*))?(?:\\+(${IDENT}(?:\\.${IDENT})*))?$`);

function fromMatch(m: RegExpExecArray, raw: string): Version | null {
  const nums = [m[1], m[2], m[3]].map((s) => (s === undefined ? 0 : Number(s)));
  if (nums.some((n) => !Number.isSafeInteger(n))) return null;
  const precision = (m[3] !== undefined ? 3 : m[2] !== undefined ? 2 : 1) as 1 | 2 | 3;
  return {
    major: nums[0],
    minor: nums[1],
    patch: nums[2],
    prerelease: m[4] === undefined ? [] : m[4].split('.'),
    build: m[5] ?? '',
    precision,
    raw,
  };
}

/** A version as constraints write it (`1`, `1.2`, `1.2.3-beta.1+abc`); null when it is not one. */
export function parseVersion(text: string): Version | null {
  const m = VERSION_RE.exec(text);
  return m ? fromMatch(m, text) : null;
}

/**
 * An exact version as a lock entry must record it: MAJOR.MINOR.PATCH[-pre][+build], with a
 * leading `v` tolerated (catalogue 4.6). Null for anything else, constraints included.
 */
export function parseExactVersion(text: string): Version | null {
  const m = EXACT_RE.exec(text);
  return m ? fromMatch(m, text) : null;
}

export function isExactVersion(text: string): boolean {
  return parseExactVersion(text) !== null;
}

function compareIdentifiers(a: string, b: string): number {
  const an = /^[0-9]+$/.test(a);
  const bn = /^[0-9]+$/.test(b);
  if (an && bn) return Math.sign(Number(a) - Number(b)) || Math.sign(a.length - b.length);
  if (an !== bn) return an ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function comparePrerelease(a: string[], b: string[]): number {
  // A release ranks above any of its prereleases.
  if (a.length === 0 || b.length === 0) return Math.sign(b.length - a.length);
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compareIdentifiers(a[i], b[i]);
    if (c !== 0) return c;
  }
  return Math.sign(a.length - b.length);
}

/** Semver precedence: negative when a < b, 0 when equal (build ignored), positive when a > b. */
export function compareVersions(a: Version, b: Version): number {
  return Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch) || comparePrerelease(a.prerelease, b.prerelease);
}
