// Provider `source` addresses (catalogue 2.6): github.com/<owner>/<repo> or
// gitlab.com/<group>[/<subgroup>...]/<project>. Shared by agent.hcl and lock-file checks.

export type SourceCheck = { ok: true } | { ok: false; reason: string };

const SEGMENT = /^[A-Za-z0-9_.-]+$/;
const EXAMPLE = '"github.com/<owner>/<repo>" or "gitlab.com/<group>[/<subgroup>...]/<project>"';

/**
 * Validates a source address. `reason` completes a sentence about the source, e.g.
 * `source "x" is not a git-forge address: ${reason}`.
 */
export function checkProviderSource(source: string): SourceCheck {
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.exec(source);
  if (scheme !== null) {
    return { ok: false, reason: `remove the URL scheme "${scheme[0]}" and write ${EXAMPLE}` };
  }
  const segments = source.split('/');
  const host = segments[0];
  if (host !== 'github.com' && host !== 'gitlab.com') {
    return { ok: false, reason: `host "${host}" is not github.com or gitlab.com; write ${EXAMPLE}` };
  }
  const path = segments.slice(1);
  const bad = path.find((s) => !SEGMENT.test(s) || s === '.' || s === '..');
  if (bad !== undefined) {
    return { ok: false, reason: bad === '' ? `it has an empty path segment; write ${EXAMPLE}` : `path segment "${bad}" is not allowed (letters, digits, "_", "." and "-" only, and not "." or ".."); write ${EXAMPLE}` };
  }
  if (host === 'github.com' && path.length !== 2) {
    return { ok: false, reason: path.length < 2 ? `owner or repository missing; write "github.com/<owner>/<repo>"` : `a github.com source has exactly an owner and a repository; write "github.com/<owner>/<repo>"` };
  }
  if (host === 'gitlab.com' && path.length < 2) {
    return { ok: false, reason: `group or project missing; write "gitlab.com/<group>[/<subgroup>...]/<project>"` };
  }
  return { ok: true };
}
