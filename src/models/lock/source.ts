// Provider `source` addresses (catalogue 2.6): github.com/<owner>/<repo> or
// gitlab.com/<group>[/<subgroup>...]/<project>. Shared by agent.hcl and lock-file checks.

export type SourceCheck = { ok: true } | { ok: false; problem: string; notes: string[] };

const SEGMENT = /^[A-Za-z0-9_.-]+$/;
const GITHUB = '"github.com/<owner>/<repo>"';
const GITLAB = '"gitlab.com/<group>[/<subgroup>...]/<project>"';
const WHAT_A_SOURCE_IS = `a source is a git-forge address: ${GITHUB} or ${GITLAB}`;

function problem(text: string, ...more: string[]): SourceCheck {
  return { ok: false, problem: text, notes: [...more, WHAT_A_SOURCE_IS] };
}

/**
 * Validates a source address. `problem` completes a sentence about the source, e.g.
 * `source "x" ${problem}`, and says how to fix it; `notes` say what a source is.
 */
export function checkProviderSource(source: string): SourceCheck {
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.exec(source);
  if (scheme !== null) return problem(`is a URL: remove "${scheme[0]}"`);
  const segments = source.split('/');
  const host = segments[0];
  if (host !== 'github.com' && host !== 'gitlab.com') return problem('is not on github.com or gitlab.com');
  const path = segments.slice(1);
  const bad = path.find((s) => !SEGMENT.test(s) || s === '.' || s === '..');
  if (bad !== undefined) {
    return bad === ''
      ? problem('has an empty path segment')
      : problem(`has a path segment "${bad}" that is not allowed`, 'a path segment has letters, digits, "_", "." and "-" only, and is not "." or ".."');
  }
  if (host === 'github.com' && path.length !== 2) {
    return problem(`is not ${GITHUB}`, path.length < 2 ? 'its owner or repository is missing' : 'a github.com source has exactly an owner and a repository');
  }
  if (host === 'gitlab.com' && path.length < 2) return problem(`is not ${GITLAB}`, 'its group or project is missing');
  return { ok: true };
}
